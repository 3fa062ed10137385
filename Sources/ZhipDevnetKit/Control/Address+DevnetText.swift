import ZilliqaKit

extension Address {
    /// The control API's address reading: what `Address(_:)` reads (bech32, Zilliqa-checksummed or
    /// one-case hex), and an EIP-55-checksummed `0x…` too, whose 20 bytes are the same ledger account.
    init(devnetText text: String) throws(AddressError) {
        do {
            try self.init(text)
        } catch {
            guard let evm = try? EVMAddress(text) else { throw error }
            self = EthTransaction.account(evm)
        }
    }
}
