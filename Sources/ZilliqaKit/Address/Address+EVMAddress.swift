extension EVMAddress {
    /// The same 20 bytes as `address`, in the EVM's form: how a `zil1…` address reads as `0x…`
    /// (the same account on Zilliqa 2.0, not the EVM account of the same key).
    ///
    /// ```swift
    /// EVMAddress(try Address("zil1…")).checksummed   // "0x…"
    /// ```
    public init(_ address: Address) {
        do {
            try self.init(bytes: address.bytes)
        } catch {
            preconditionFailure("an address has 20 bytes, as an EVM address does: \(error)")
        }
    }
}

extension Address {
    /// The same 20 bytes as `address`, in Zilliqa's form (`zil1…`).
    public init(_ address: EVMAddress) {
        do {
            try self.init(bytes: address.bytes)
        } catch {
            preconditionFailure("an EVM address has 20 bytes, as an address does: \(error)")
        }
    }
}
