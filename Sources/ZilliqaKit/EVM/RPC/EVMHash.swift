/// A 32-byte Keccak-256 hash as the `eth_` API writes it: a transaction's hash or a block's.
///
/// Not ``TransactionID``, which is a legacy transaction's SHA-256 id written without `0x`.
/// ```swift
/// let hash = try EVMHash("0xa91f…")        // 0x and 64 hex digits, either case
/// hash.hex                                   // "0xa91f…", lowercase, as the node writes it
/// signed.transactionHash == hash             // Keccak-256 of the raw signed bytes
/// ```
public struct EVMHash: Sendable, Hashable, CustomStringConvertible {
    /// The 32 hash bytes.
    public let bytes: [UInt8]

    /// The hash with these 32 bytes.
    ///
    /// - Throws: ``EVMHexError/wrongLength(expectedDigits:found:)`` for any other count.
    public init(bytes: [UInt8]) throws(EVMHexError) {
        guard bytes.count == 32 else { throw .wrongLength(expectedDigits: 64, found: 2 * bytes.count) }
        self.bytes = bytes
    }

    /// A Keccak-256 digest, 32 bytes by construction.
    init(digest: [UInt8]) {
        bytes = digest
    }

    /// Parses `0x` and 64 hex digits, in either case.
    public init(_ text: some StringProtocol) throws(EVMHexError) {
        bytes = try EVMHex.data(text, exactly: 32)
    }

    /// `0x` and 64 lowercase hex digits.
    public var hex: String { EVMHex.data(bytes) }

    /// ``hex``.
    public var description: String { hex }
}

extension SignedEVMTransaction {
    /// ``hash`` as an ``EVMHash``: what `eth_sendRawTransaction` answers for this transaction.
    public var transactionHash: EVMHash { EVMHash(digest: hash) }
}
