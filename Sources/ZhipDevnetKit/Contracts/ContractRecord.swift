import ZilliqaKit

/// A modelled contract as the `--state` file keeps it: its address, and its kind's state under the
/// kind's own key (`erc20`, `escrow`, `pool`, `names`, `dex`).
///
/// ```json
/// {"address": "7cbf…88d7", "erc20": {"name": "Test USD", "symbol": "TUSD", "decimals": 6, "behaviour": "standard",
///  "totalSupply": "1000000000000", "balances": [{"holder": "3c08…3041", "units": "1000000000000"}], "allowances": []}}
/// ```
public struct ContractRecord: Sendable, Hashable, Codable {
    /// 40 lowercase hex.
    public let address: String
    public let erc20: ERC20Model.Record?
    /// The migration escrow's state (``EscrowModel``).
    public let escrow: EscrowModel.Record?
    /// A delegated staking pool's state (``DelegationPoolModel``), its token's included.
    public let pool: DelegationPoolModel.Record?
    /// ZilNames' names and reverse records (``ZilNamesModel``).
    public let names: ZilNamesModel.Record?
    /// The DEX's router, factory, WZIL and pairs (``DexModel``), under the router's address.
    public let dex: DexModel.Record?

    init(
        address: Address, erc20: ERC20Model.Record? = nil, escrow: EscrowModel.Record? = nil,
        pool: DelegationPoolModel.Record? = nil, names: ZilNamesModel.Record? = nil, dex: DexModel.Record? = nil
    ) {
        self.address = address.hex
        self.erc20 = erc20
        self.escrow = escrow
        self.pool = pool
        self.names = names
        self.dex = dex
    }

    /// The contract this record describes, at its address.
    func restore() throws(LedgerSnapshotError) -> (Address, any ModelledContract) {
        let address = try Self.address(self.address)
        if let erc20 { return (address, try erc20.model()) }
        if let escrow { return (address, try escrow.model()) }
        if let pool { return (address, try pool.model()) }
        if let names { return (address, try names.model()) }
        if let dex { return (address, try dex.model(router: address)) }
        throw .inconsistent("the contract at \(self.address) is of no kind this devnet models")
    }

    /// 40 hex digits as an address.
    static func address(_ text: String) throws(LedgerSnapshotError) -> Address {
        guard let address = try? Address(hexString: text) else { throw .inconsistent("\"\(text)\" is not an address") }
        return address
    }
}
