extension EVMAddress {
    /// Parses `0x` and 40 hex digits; surrounding white space is ignored.
    ///
    /// The `0x` is required: it is how every EVM wallet writes an address, and it keeps a bare
    /// 40-digit legacy (Zilliqa-checksummed) address from being taken for an EVM one by accident.
    /// All-lowercase and all-uppercase digits carry no checksum and are accepted as they are;
    /// mixed case must be exactly EIP-55.
    public init(_ text: some StringProtocol) throws(EVMAddressError) {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") else { throw .missingPrefix }
        let body = trimmed.dropFirst(2)
        let raw = try AddressHex.decode(body, checksum: EIP55.apply, failing: EVMAddressError.self)
        try self.init(bytes: raw)
    }
}
