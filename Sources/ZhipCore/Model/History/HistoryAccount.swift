public import ZilliqaKit

/// Whose history is read: the key's legacy `zil1…` account or its EVM `0x…` account. Zilliqa 2.0
/// indexes both by their 20 bytes, so the search asks for either as `0x…`.
///
/// ```swift
/// let page = try await history.page(of: try HistoryAccount(legacy: wallet.address), before: nil, limit: 25)
/// ```
public struct HistoryAccount: Sendable, Hashable {
    /// Which of the key's two accounts.
    public let kind: PayingAccount
    /// Its 20 bytes, as the node's search takes them.
    public let address: EVMAddress

    /// The EVM account at `address`.
    public init(evm address: EVMAddress) {
        kind = .evm
        self.address = address
    }

    /// The legacy account at `address`.
    /// - Throws: ``ZilliqaKit/EVMAddressError`` for an address that is not 20 bytes, which no
    ///   checked ``ZilliqaKit/Address`` is.
    public init(legacy address: Address) throws(EVMAddressError) {
        kind = .legacy
        self.address = try EVMAddress(bytes: address.bytes)
    }

    /// The address as the person knows it: `zil1…`, or `0x…` (EIP-55).
    public var displayAddress: String { display(address) }

    /// `address` as this account's kind writes one: `zil1…` for the legacy account, `0x…` (EIP-55)
    /// for the EVM one.
    public func display(_ address: EVMAddress) -> String {
        guard kind == .legacy, let legacy = try? Address(bytes: address.bytes) else { return address.checksummed }
        return legacy.bech32
    }
}
