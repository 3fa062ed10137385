extension Address {
    /// Parses an address in any form people use: 40 hex (any case, with or without `0x`)
    /// or bech32 `zil1…`.
    ///
    /// Mixed-case hex must carry Zilliqa's checksum (an Ethereum-checksummed address is
    /// refused); all-lowercase or all-uppercase hex carries none and is taken as it is.
    /// Surrounding white space is ignored.
    public init(_ text: String) throws(AddressError) {
        let trimmed = text.trimmingWhitespace()
        if Address.looksLikeBech32(trimmed) {
            try self.init(bech32: String(trimmed))
        } else {
            try self.init(hexString: trimmed)
        }
    }

    /// Bech32 when it starts with `zil1`, or when it is a letters-only prefix, a `1`, and
    /// something that is not all hex digits (so that another chain's `bc1…` gets "wrong prefix").
    private static func looksLikeBech32(_ text: Substring) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix(bech32Prefix + "1") { return true }
        if lowered.hasPrefix("0x") { return false }
        guard let separator = lowered.firstIndex(of: "1"), separator != lowered.startIndex else { return false }
        let prefixIsLetters = lowered[..<separator].allSatisfy { $0.isLetter && $0.isASCII }
        let allHex = lowered.utf8.allSatisfy { Hex.nibble($0) != nil }
        return prefixIsLetters && !allHex
    }

    /// Parses 40 hex characters, with or without `0x`; mixed case must match Zilliqa's checksum.
    public init(hexString text: some StringProtocol) throws(AddressError) {
        let body = Hex.stripPrefix(text.trimmingWhitespace())
        let raw = try AddressHex.decode(body, checksum: ZilliqaChecksum.apply, failing: AddressError.self)
        try self.init(bytes: raw)
    }

    /// Parses a bech32 address with the `zil` prefix.
    public init(bech32 text: String) throws(AddressError) {
        let decoded: (humanReadablePart: String, words: [UInt8])
        do { decoded = try Bech32.decode(text.trimmingWhitespace()) } catch { throw .bech32(error) }
        guard decoded.humanReadablePart == Address.bech32Prefix else {
            throw .bech32WrongPrefix(found: decoded.humanReadablePart)
        }
        let payload: [UInt8]
        do { payload = try Bech32.payload(of: decoded.words) } catch { throw .bech32(error) }
        guard payload.count == 20 else { throw .bech32(.wrongDataLength(payload.count)) }
        try self.init(bytes: payload)
    }

    /// True when `checksummed` is exactly Zilliqa's checksummed form (with or without `0x`).
    public static func isValidChecksum(_ checksummed: String) -> Bool {
        let body = Hex.stripPrefix(checksummed)
        guard body.utf8.count == 40, let raw = try? Hex.decode(body) else { return false }
        return ZilliqaChecksum.apply(to: raw) == String(body)
    }
}
