public import Foundation

extension Keystore: Codable {
    /// Reads a keystore as any Zilliqa or Ethereum wallet writes it: the address with or without
    /// `0x`, in Zilliqa-checksummed, lower or upper case, EIP-55 without `0x` (eth-account), or no
    /// address at all; hex in any case; kdfparams with all of n, c, r, p, dklen (zilliqa-js,
    /// pyzil) or only the fields its kdf uses (gozilliqa, geth, eth-account), after a UTF-8
    /// byte-order mark if an editor wrote one. The file does not say its dialect, so
    /// ``Keystore/dialect`` is nil until ``Keystore/unlock(password:)``.
    ///
    /// ```swift
    /// let keystore = try Keystore(json: Data(contentsOf: url))
    /// ```
    /// - Throws: a ``KeystoreError`` naming the field that is missing, mistyped, not hex, of the
    ///   wrong length or unsupported, or saying the bytes are not text or not JSON; never traps
    ///   on bad input.
    public init(json: Data) throws(KeystoreError) {
        let text = json.starts(with: Self.byteOrderMark) ? Data(json.dropFirst(Self.byteOrderMark.count)) : json
        let file: KeystoreFile
        do {
            file = try JSONDecoder().decode(KeystoreFile.self, from: text)
        } catch let error as DecodingError {
            throw Self.isText(text) ? Self.keystoreError(for: error) : .notText
        } catch {
            throw Self.isText(text) ? .notJSON : .notText
        }
        try self.init(file: file)
    }

    /// The UTF-8 byte-order mark, EF BB BF.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// True when `data` is UTF-8 text without NUL bytes, as every keystore is.
    private static func isText(_ data: Data) -> Bool {
        !data.contains(0) && String(validating: data, as: UTF8.self) != nil
    }

    /// The keystore in its ``Keystore/dialect``'s form, Zilliqa's when that is nil. Zilliqa's is
    /// zilliqa-js's: a `0x` checksummed address, lowercase hex, and kdfparams with all of salt, n,
    /// c, r, p and dklen (the fields the kdf does not use carry zilliqa-js's defaults). Ethereum's
    /// is geth's: the EVM address lowercase without `0x`, and kdfparams with only the fields the
    /// kdf uses, `prf` "hmac-sha256" for pbkdf2. Keys are sorted, so the same keystore always
    /// gives the same bytes.
    public func jsonData() -> Data {
        do {
            return try JSONEncoder.zhip().encode(file)
        } catch {
            preconditionFailure("encoding strings and integers cannot fail: \(error)")
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(file: KeystoreFile(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try file.encode(to: encoder)
    }

    // MARK: - File to value

    private init(file: KeystoreFile) throws(KeystoreError) {
        guard let version = file.version?.value else { throw .missingField("version") }
        guard version == Self.version else { throw .unsupportedVersion(version) }
        guard let crypto = file.crypto else { throw .missingField("crypto") }
        let locked = try SealedSecret(crypto: crypto, fieldPrefix: "crypto.", ciphertextBytes: 32...32)
        guard let id = file.id else { throw .missingField("id") }
        let address = try file.address.map { text throws(KeystoreError) in try Self.address(text) }
        self.init(
            address: address, id: id, kdf: locked.kdf, salt: locked.salt, iv: locked.iv,
            ciphertext: locked.ciphertext, mac: locked.mac)
    }

    /// The 20 bytes of the file's `address`: a Zilliqa address in any form ``Address`` reads, or
    /// an EVM address as eth-account writes it, EIP-55 without `0x`. With `0x`, mixed case must be
    /// Zilliqa's checksum (zilliqa-js's form), so a damaged checksum is never read as the other one.
    private static func address(_ text: String) throws(KeystoreError) -> Address {
        let zilliqaError: AddressError
        do { return try Address(text) } catch { zilliqaError = error }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.hasPrefix("0x"), !trimmed.hasPrefix("0X"), let evm = try? EVMAddress("0x" + trimmed),
            let address = try? Address(bytes: evm.bytes)
        {
            return address
        }
        throw .invalidAddress(zilliqaError)
    }

    /// The KDF and its cost from the file's `kdf` and `kdfparams`, reading only the fields it uses.
    static func kdf(named name: String, _ params: KeystoreFile.KDFParamsObject) throws(KeystoreError)
        -> KDFParameters
    {
        let kdf: KDFParameters
        switch name {
        case "scrypt":
            kdf = .scrypt(
                n: try required(params.n?.value, "crypto.kdfparams.n"),
                r: try required(params.r?.value, "crypto.kdfparams.r"),
                p: try required(params.p?.value, "crypto.kdfparams.p"))
        case "pbkdf2":
            if let prf = params.prf, prf != "hmac-sha256" { throw .unsupportedKDF("pbkdf2 with " + excerpt(prf)) }
            kdf = .pbkdf2(iterations: try required(params.c?.value, "crypto.kdfparams.c"))
        default:
            throw .unsupportedKDF(excerpt(name))
        }
        let dklen = try required(params.dklen?.value, "crypto.kdfparams.dklen")
        guard dklen == KDFParameters.derivedKeyLength else {
            throw .kdfParameterOutOfRange(parameter: "dklen", value: dklen, allowed: "32")
        }
        return kdf
    }

    static func required<T>(_ value: T?, _ field: String) throws(KeystoreError) -> T {
        guard let value else { throw .missingField(field) }
        return value
    }

    /// The bytes of a hex field, checked against the lengths it may have.
    static func hex(_ text: String?, field: String, bytes allowed: ClosedRange<Int>) throws(KeystoreError)
        -> [UInt8]
    {
        guard let text else { throw .missingField(field) }
        let bytes: [UInt8]
        do { bytes = try Hex.decode(text) } catch { throw .notHex(field: field) }
        guard allowed.contains(bytes.count) else {
            let expected =
                allowed.count == 1
                ? "\(allowed.lowerBound) bytes" : "\(allowed.lowerBound) to \(allowed.upperBound) bytes"
            throw .wrongLength(field: field, bytes: bytes.count, expected: expected)
        }
        return bytes
    }

    /// At most 40 characters of a string taken from a file, for an error message.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    /// The ``KeystoreError`` a JSON decoding failure means: the path of the offending field and
    /// the type it must have, or ``KeystoreError/notJSON`` when the bytes are not JSON.
    static func keystoreError(for error: DecodingError) -> KeystoreError {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return wrongType(at: context.codingPath)
        case .keyNotFound(let key, let context):
            return .missingField(path(context.codingPath + [key]))
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? .notJSON : wrongType(at: context.codingPath)
        @unknown default:
            return .notJSON
        }
    }

    static func wrongType(at codingPath: [any CodingKey]) -> KeystoreError {
        guard let last = codingPath.last?.stringValue else {
            return .wrongType(field: "(the whole file)", expected: "a JSON object")
        }
        let expected: String
        switch last {
        case "n", "c", "r", "p", "dklen", "version": expected = "a whole number"
        case "crypto", "cipherparams", "kdfparams": expected = "a JSON object"
        default: expected = "a string"
        }
        return .wrongType(field: path(codingPath), expected: expected)
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(\.stringValue).joined(separator: ".")
    }

    // MARK: - Value to file

    /// This keystore's file in its dialect's form (Zilliqa's when unknown).
    private var file: KeystoreFile {
        let isEthereum = dialect == .ethereum
        return KeystoreFile(
            address: isEthereum ? evmAddress?.hex : address?.checksummed,
            crypto: Self.cryptoSection(
                kdf: kdf, salt: salt, iv: iv, ciphertext: ciphertext, mac: mac, ethereumParams: isEthereum),
            id: id, version: WholeNumber(Self.version))
    }

    /// The `crypto` object of a file: Zilliqa's kdfparams (all of n, c, r, p) or, with
    /// `ethereumParams`, geth's (only the fields the kdf uses).
    static func cryptoSection(
        kdf: KDFParameters, salt: [UInt8], iv: [UInt8], ciphertext: [UInt8], mac: [UInt8], ethereumParams: Bool
    ) -> KeystoreFile.Crypto {
        let isEthereum = ethereumParams
        let kdfParams: KeystoreFile.KDFParamsObject
        switch (kdf, isEthereum) {
        case (.scrypt(let n, let r, let p), false):
            kdfParams = .init(n: WholeNumber(n), c: WholeNumber(262_144), r: WholeNumber(r), p: WholeNumber(p))
        case (.pbkdf2(let iterations), false):
            kdfParams = .init(n: WholeNumber(8192), c: WholeNumber(iterations), r: WholeNumber(8), p: WholeNumber(1))
        case (.scrypt(let n, let r, let p), true):
            kdfParams = .init(n: WholeNumber(n), r: WholeNumber(r), p: WholeNumber(p))
        case (.pbkdf2(let iterations), true):
            kdfParams = .init(c: WholeNumber(iterations), prf: "hmac-sha256")
        }
        var params = kdfParams
        params.salt = Hex.encode(salt)
        params.dklen = WholeNumber(KDFParameters.derivedKeyLength)
        return KeystoreFile.Crypto(
            cipher: cipher, cipherparams: KeystoreFile.CipherParams(iv: Hex.encode(iv)),
            ciphertext: Hex.encode(ciphertext), kdf: kdf.name, kdfparams: params, mac: Hex.encode(mac))
    }
}
