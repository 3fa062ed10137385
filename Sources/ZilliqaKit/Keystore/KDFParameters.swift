/// How a keystore turns its password into a key: scrypt or PBKDF2-HMAC-SHA256 with their
/// cost parameters. The derived key is always 32 bytes (`dklen` 32).
///
/// ``scrypt`` and ``pbkdf2`` are the costs zilliqa-js, pyzil and gozilliqa use; smaller costs
/// exist only for tests and must be spelled out:
/// ```swift
/// let keystore = try Keystore.encrypt(key, password: pw)                    // scrypt n=8192 r=8 p=1
/// let slow = try Keystore.encrypt(key, password: pw, kdf: .pbkdf2)          // c=262144
/// let quick = try Keystore.encrypt(key, password: pw, kdf: .scrypt(n: 1024, r: 8, p: 1))  // tests only
/// ```
///
/// Every value is checked against ``Bounds`` before any work, whether it came from a file or
/// from code, so that no keystore can make unlocking hang or exhaust memory.
public enum KDFParameters: Sendable, Hashable {
    /// scrypt with cost `n` (a power of two), block size `r` and parallelism `p`.
    case scrypt(n: Int, r: Int, p: Int)
    /// PBKDF2 with HMAC-SHA256 and `iterations` rounds (the file's `c`).
    case pbkdf2(iterations: Int)

    /// scrypt n=8192 r=8 p=1: what zilliqa-js writes, about 20 ms and 8 MiB per unlock.
    public static let scrypt: KDFParameters = .scrypt(n: 8192, r: 8, p: 1)

    /// PBKDF2-HMAC-SHA256 with 262144 rounds: what pyzil and gozilliqa write by default.
    public static let pbkdf2: KDFParameters = .pbkdf2(iterations: 262_144)

    /// The length of every derived key, the file's `dklen`.
    public static let derivedKeyLength = 32

    /// The name the file's `kdf` field uses.
    public var name: String {
        switch self {
        case .scrypt: "scrypt"
        case .pbkdf2: "pbkdf2"
        }
    }

    // MARK: - Bounds

    /// The ranges ZilliqaKit accepts, each parameter alone and, for what unlocking costs,
    /// together: a file could otherwise pass every single check and still ask for n=2^20, r=8,
    /// p=16, which takes a minute and 1 GiB before it can say "wrong password".
    ///
    /// Every keystore a wallet writes passes, Zilliqa's and Ethereum's alike: zilliqa-js, pyzil
    /// and gozilliqa write scrypt n=8192 r=8 p=1 (8 MiB, 2^16 units of work) or PBKDF2 c=262144;
    /// geth's "light" scrypt is n=4096 r=8 p=6 (4 MiB, about 2^17.6 units); the Web3 Secret Storage
    /// Definition's vectors are PBKDF2 c=262144 and scrypt n=2^18 r=1 p=8 (32 MiB, 2^21 units);
    /// eth-account writes scrypt n=2^18 r=8 p=1 by default, as geth's "standard" does, the largest
    /// in common use (256 MiB, exactly ``scryptMemory``'s bound, and 2^21 units).
    public enum Bounds {
        /// scrypt `n`: a power of two from 2 to 2^20.
        public static let scryptN: ClosedRange<Int> = 2...(1 << 20)
        /// scrypt `r`.
        public static let scryptR: ClosedRange<Int> = 1...32
        /// scrypt `p`.
        public static let scryptP: ClosedRange<Int> = 1...16
        /// scrypt memory, 128 * n * r bytes: at most 256 MiB, exactly what geth's standard
        /// keystore needs (32 times zilliqa-js's 8 MiB). Past it a phone or a small VPS swaps.
        public static let scryptMemory: ClosedRange<Int> = 1...(256 << 20)
        /// scrypt work, n * r * p (units of one 64-byte Salsa20/8 mix, done twice per unit):
        /// at most 2^22, twice geth's standard and 64 times zilliqa-js's, about 2 s on a laptop.
        public static let scryptWork: ClosedRange<Int> = 1...(1 << 22)
        /// PBKDF2 rounds `c`: at most 2^21 (2 097 152), 8 times what pyzil and gozilliqa write and
        /// above OWASP's 600 000 for PBKDF2-HMAC-SHA256, about 1 s on a laptop.
        public static let pbkdf2Iterations: ClosedRange<Int> = 1...(1 << 21)
        /// The salt, in bytes (every known writer uses 32).
        public static let saltLength: ClosedRange<Int> = 16...64
    }

    /// Throws ``KeystoreError/kdfParameterOutOfRange(parameter:value:allowed:)`` when a value is
    /// outside ``Bounds``, then ``KeystoreError/scryptTooCostly(memoryBytes:work:)`` or
    /// ``KeystoreError/pbkdf2TooCostly(iterations:)`` when what they ask for together is. It does
    /// no key derivation, so a hostile file is refused in microseconds.
    public func validate() throws(KeystoreError) {
        switch self {
        case .scrypt(let n, let r, let p):
            guard Bounds.scryptN.contains(n), n & (n - 1) == 0 else {
                throw .kdfParameterOutOfRange(
                    parameter: "scrypt n", value: n, allowed: "a power of two from 2 to \(Bounds.scryptN.upperBound)")
            }
            try Self.check("scrypt r", r, in: Bounds.scryptR)
            try Self.check("scrypt p", p, in: Bounds.scryptP)
            // n <= 2^20, r <= 32 and p <= 16 above, so these products cannot overflow.
            let memory = 128 * n * r
            let work = n * r * p
            guard Bounds.scryptMemory.contains(memory), Bounds.scryptWork.contains(work) else {
                throw .scryptTooCostly(memoryBytes: memory, work: work)
            }
        case .pbkdf2(let iterations):
            guard iterations <= Bounds.pbkdf2Iterations.upperBound else {
                throw .pbkdf2TooCostly(iterations: iterations)
            }
            try Self.check("pbkdf2 c", iterations, in: Bounds.pbkdf2Iterations)
        }
    }

    private static func check(_ parameter: String, _ value: Int, in range: ClosedRange<Int>) throws(KeystoreError) {
        guard range.contains(value) else {
            throw .kdfParameterOutOfRange(
                parameter: parameter, value: value, allowed: "\(range.lowerBound) to \(range.upperBound)")
        }
    }
}

extension KDFParameters: CustomStringConvertible {
    public var description: String {
        switch self {
        case .scrypt(let n, let r, let p): "scrypt(n: \(n), r: \(r), p: \(p))"
        case .pbkdf2(let iterations): "pbkdf2(c: \(iterations))"
        }
    }
}
