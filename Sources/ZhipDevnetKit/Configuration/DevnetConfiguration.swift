public import ZilliqaKit

/// Everything `zhip-devnet` is started with; the defaults are its command's defaults.
///
/// ```swift
/// var configuration = DevnetConfiguration()
/// configuration.port = 0                 // any free port
/// configuration.blockTime = .zero        // confirm inside CreateTransaction
/// ```
public struct DevnetConfiguration: Sendable {
    /// The loopback port; 0 picks a free one.
    public var port: UInt16 = 5555
    /// The chain id (`GetNetworkId`, and what transaction versions must carry).
    public var chainID: UInt16 = 222
    /// The lowest gas price accepted: Zilliqa 2.0's 2000000016 Qa by default.
    public var minimumGasPrice = LedgerRules.zq2MinimumGasPrice
    /// Which of Zilliqa 2.0's legacy-transaction eras to imitate.
    public var era: LegacyEra = .legacy
    /// How many of the newest blocks are not final (GetBalance lags them, GetTransaction answers
    /// "Block not finalized" for their transactions).
    public var finalityLag: UInt64 = 0
    /// How often pending transactions are confirmed; zero confirms them inside `CreateTransaction`.
    public var blockTime: Duration = .seconds(1)
    /// Funded accounts: from `--genesis` files, then from `--genesis-key`s, each in the order given.
    public var genesis: [GenesisAccount] = []
    /// Where the ledger is kept between runs; nil keeps it in memory only.
    public var stateFile: String?
    /// Added before every answer.
    public var latency: Duration = .zero
    /// Injected faults; nil for none.
    public var faults: FaultPlan?
    /// The token the control API (`/control/…`) requires; nil turns the control API off.
    public var controlToken: String?

    public init() {}

    /// The ledger rules this configuration implies.
    public var rules: LedgerRules {
        LedgerRules(
            chainID: chainID, minimumGasPrice: minimumGasPrice, confirmsImmediately: blockTime == .zero,
            eras: EraSchedule(era), finalityLag: finalityLag)
    }
}
