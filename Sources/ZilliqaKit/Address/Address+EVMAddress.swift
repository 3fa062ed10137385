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

extension EVMAddress {
    /// `0x0000…0000`, the address no key controls: what an unknown sender is shown as, never paid.
    public static let zero = EVMAddress(Address.zero)
}

extension Address {
    /// The 20 zero bytes.
    public static let zero: Address = {
        do {
            return try Address(bytes: [UInt8](repeating: 0, count: 20))
        } catch {
            preconditionFailure("20 bytes are an address: \(error)")
        }
    }()
}
