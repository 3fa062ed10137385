public import CommandLineKit
import ZilliqaKit

/// `zhip-devnet`'s options, declared for CommandLineKit (as `zhip-cli`'s are): `--name value`
/// or `--name=value`, each once except `--genesis` and `--genesis-key`, which may repeat.
///
/// ```swift
/// let configuration = try DevnetOptions.parse(["--port", "0", "--block-time", "0.1"]).configuration()
/// ```
public struct DevnetOptions: ParsableArguments {
    @Option(
        help: "Port on 127.0.0.1. 0 picks a free port; the port is printed alone on the first line of output.",
        valueName: "port")
    var port: UInt16 = 5555

    @Option(help: "Chain id: GetNetworkId, and what transactions must be signed for.", valueName: "id")
    var chainID: UInt16 = 222

    @Option(
        help: """
            Lowest gas price accepted, in Qa: Zilliqa 2.0's 2000000016 by default (a price passes when \
            floor(price x 10^6 / 420) reaches the minimum's).
            """,
        valueName: "qa")
    var minGasPrice = GasPriceArgument(LedgerRules.zq2MinimumGasPrice)

    @Option(
        help: """
            Which Zilliqa 2.0 era of legacy transactions to imitate: legacy (payments execute), disabled \
            (CreateTransaction answers -32 "CreateTransaction is disabled") or escrow-only (only deposits to \
            the migration escrow 0x00000000005a494c31455343524f5750524f5859).
            """,
        valueName: "era")
    var era: LegacyEra = .legacy

    @Option(
        help: """
            Blocks behind the head that are not final yet: GetBalance reads the state this many blocks back \
            and GetTransaction answers -20 "Block not finalized" for their transactions.
            """,
        valueName: "blocks")
    var finalityLag: UInt64 = 0

    @Option(
        help: """
            Seconds between blocks that confirm pending transactions; fractions such as 0.1 allowed, 0 confirms \
            inside CreateTransaction.
            """,
        valueName: "seconds")
    var blockTime = DecimalSeconds(duration: .seconds(1))

    @Option(help: "Accounts to fund, from a JSON file in the form above (repeatable).", valueName: "file")
    var genesis: [String] = []

    @Option(
        help: """
            Fund the account of this private key with this many ZIL (repeatable). Without --genesis or \
            --genesis-key, one account with 1,000,000 ZIL is made and its throwaway private key printed.
            """,
        valueName: "hex:zil")
    var genesisKey: [String] = []

    @Option(
        help: """
            Keep the chain in this JSON file: loaded at start when it exists (the genesis options are then \
            ignored), saved after each block and at exit.
            """,
        valueName: "file")
    var state: String?

    @Option(help: "Delay every answer by this many milliseconds.", valueName: "ms")
    var latency = DecimalMilliseconds(duration: .zero)

    @Option(help: "Spoil this share (0 to 1) of answers, as --fail-mode says.", valueName: "share")
    var failRate: FaultRate?

    @Option(help: "How --fail-rate spoils an answer (the modes are above).", valueName: "mode")
    var failMode: FaultMode?

    @Option(help: "Seed for --fail-rate's draws, to replay the same faults.", valueName: "seed")
    var seed: UInt64?

    @Option(
        help: """
            Turn on the control API at /control/… on the same port, for loopback clients that send this token \
            (1 to 256 visible ASCII characters; the routes are above).
            """,
        valueName: "token")
    var controlToken: String?

    /// Only the declarations; ``parse(_:)`` fills them in.
    public init() {}

    /// Refuses a control token that can't be one (without repeating it: it is a secret) and a
    /// fault rate or mode without the other.
    public func validate() throws {
        if let controlToken, let problem = ControlToken.problem(with: controlToken) {
            throw ValidationError("--control-token takes \(problem); the value given is not one")
        }
        switch (failRate, failMode) {
        case (_?, nil): throw ValidationError("--fail-rate needs --fail-mode too")
        case (nil, _?): throw ValidationError("--fail-mode needs --fail-rate too")
        default: break
        }
    }

    /// What the options ask for, the genesis files read and the genesis keys checked.
    /// - Throws: ``ValidationError`` saying what is wrong with a genesis file or key (never
    ///   repeating the key).
    public func configuration() throws -> DevnetConfiguration {
        var configuration = DevnetConfiguration()
        configuration.port = port
        configuration.chainID = chainID
        configuration.minimumGasPrice = minGasPrice.amount
        configuration.blockTime = blockTime.duration
        configuration.era = era
        configuration.finalityLag = finalityLag
        configuration.latency = latency.duration
        configuration.stateFile = state
        configuration.controlToken = controlToken
        if let failRate, let failMode {
            configuration.faults = FaultPlan(rate: failRate.value, mode: failMode, seed: seed)
        }
        do {
            for path in genesis { configuration.genesis += try GenesisFile.load(path: path) }
            for key in genesisKey { configuration.genesis.append(try GenesisAccount(keyArgument: key)) }
        } catch {
            throw ValidationError(error.description)
        }
        return configuration
    }
}
