import Foundation
import ZilliqaKit

/// What the command line asks `zhip-devnet` to do.
public enum DevnetInvocation: Sendable {
    /// Print ``DevnetArguments/help`` and exit 0.
    case help
    /// Run the devnet.
    case run(DevnetConfiguration)
}

/// `zhip-devnet`'s argument parser: `--name value` or `--name=value`, each option once except
/// `--genesis` and `--genesis-key`, which may repeat.
///
/// ```swift
/// let invocation = try DevnetArguments.parse(["--port", "0", "--block-time", "0.1"])
/// ```
public enum DevnetArguments {
    /// Reads `arguments` (without the program name).
    /// - Throws: ``DevnetUsageError``, whose description is the one line to print before exiting 64.
    public static func parse(_ arguments: [String]) throws(DevnetUsageError) -> DevnetInvocation {
        var configuration = DevnetConfiguration()
        var seen: Set<String> = []
        var failRate: Double?
        var failMode: FaultMode?
        var seed: UInt64?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
            if argument == "--help" || argument == "-h" { return .help }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard options.contains(name) else { throw .unknownOption(name) }
            guard repeatable.contains(name) || seen.insert(name).inserted else { throw .repeated(name) }
            guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(name) }
            switch name {
            case "--port": configuration.port = try number(value, name)
            case "--chain-id":
                configuration.chainID = try number(value, name)
            case "--min-gas-price":
                guard let price = try? Amount(qaString: value) else { throw .invalidValue(name, value, "Qa digits") }
                configuration.minimumGasPrice = price
            case "--block-time": configuration.blockTime = try duration(value, name, unit: 1)
            case "--latency": configuration.latency = try duration(value, name, unit: 0.001)
            case "--genesis":
                do { configuration.genesis += try GenesisFile.load(path: value) } catch {
                    throw .genesis(error)
                }
            case "--genesis-key":
                do { configuration.genesis.append(try GenesisAccount(keyArgument: value)) } catch {
                    throw .genesis(error)
                }
            case "--state": configuration.stateFile = value
            case "--control-token":
                if let problem = ControlToken.problem(with: value) { throw .invalidSecret(name, problem) }
                configuration.controlToken = value
            case "--fail-rate":
                guard let rate = Double(value), rate.isFinite, (0...1).contains(rate) else {
                    throw .invalidValue(name, value, "a number from 0 to 1")
                }
                failRate = rate
            case "--fail-mode":
                guard let mode = FaultMode(rawValue: value) else {
                    throw .invalidValue(name, value, "500, drop, garbage or timeout")
                }
                failMode = mode
            default:  // "--seed", the last option left
                seed = try number(value, name)
            }
        }
        switch (failRate, failMode) {
        case (let rate?, let mode?): configuration.faults = FaultPlan(rate: rate, mode: mode, seed: seed)
        case (nil, nil): break
        case (_?, nil): throw .needs("--fail-rate", "--fail-mode")
        case (nil, _?): throw .needs("--fail-mode", "--fail-rate")
        }
        return .run(configuration)
    }

    private static let options: Set<String> = [
        "--port", "--chain-id", "--min-gas-price", "--block-time", "--genesis", "--genesis-key", "--state",
        "--latency", "--fail-rate", "--fail-mode", "--seed", "--control-token",
    ]
    private static let repeatable: Set<String> = ["--genesis", "--genesis-key"]

    private static func number<T: FixedWidthInteger>(_ text: String, _ name: String) throws(DevnetUsageError) -> T {
        guard let value = T(text) else {
            throw .invalidValue(name, text, "a whole number from \(T.min) to \(T.max)")
        }
        return value
    }

    /// A non-negative decimal number of `unit` seconds (fractions allowed), at most a day.
    private static func duration(_ text: String, _ name: String, unit: Double) throws(DevnetUsageError) -> Duration {
        guard let value = Double(text), value.isFinite, value >= 0, value * unit <= 86_400 else {
            throw .invalidValue(name, text, unit == 1 ? "seconds from 0 to 86400" : "milliseconds from 0 to 86400000")
        }
        return .microseconds(Int64((value * unit * 1_000_000).rounded()))
    }

    /// The `--help` text.
    public static let help = """
        zhip-devnet: a local Zilliqa node serving the JSON-RPC API on 127.0.0.1, for testing wallets offline.

        Usage: zhip-devnet [options]

        Options:
          --port N              Port on 127.0.0.1 (default 5555). 0 picks a free port; the port is
                                printed alone on the first line of output.
          --chain-id N          Chain id (default 222): GetNetworkId, and what transactions must be signed for.
          --min-gas-price QA    Lowest gas price accepted, in Qa (default 2000000000, i.e. 2000 Li).
          --block-time SECONDS  Seconds between blocks that confirm pending transactions (default 1;
                                fractions such as 0.1 allowed; 0 confirms inside CreateTransaction).
          --genesis FILE        Accounts to fund (repeatable): a JSON array whose entries are either
                                  {"privateKey": "<64 hex>", "amount": "<ZIL>"} or
                                  {"address": "<zil1…, 0x… or 40 hex>", "balance": "<Qa>"}.
          --genesis-key HEX:ZIL Fund the account of this private key with this many ZIL (repeatable).
                                Without --genesis or --genesis-key, one account with 1,000,000 ZIL is
                                made and its throwaway private key printed.
          --state FILE          Keep the chain in FILE (JSON): loaded at start when it exists (the
                                genesis options are then ignored), saved after each block and at exit.
          --latency MS          Delay every answer by MS milliseconds.
          --fail-rate F         Spoil this share (0 to 1) of answers, as --fail-mode says:
          --fail-mode MODE        500      HTTP 500, request not processed
                                  drop     request processed, connection closed without an answer
                                  garbage  HTTP 200 with a body that is not JSON, request not processed
                                  timeout  request processed, held 30 s (or until exit), then dropped
          --seed N              Seed for --fail-rate's draws, to replay the same faults.
          --control-token TOKEN Turn on the control API at /control/… on the same port, for loopback
                                clients that send this token (?t=TOKEN or Authorization: Bearer TOKEN;
                                1 to 256 visible ASCII characters). Requests that change the devnet
                                (POST, DELETE) also need the header X-Zhip-Devnet: 1. Routes:
                                  POST /control/fund          {"address": "zil1…", "zil": "100"}
                                  POST /control/min-gas-price {"li": "1000"}
                                  POST /control/block-time    {"seconds": 2} (0 at once, null on demand)
                                  POST /control/confirm       seal a block now
                                  POST /control/faults        {"mode": "drop", "methods": […], "times": 1}
                                  DELETE /control/faults      stop injecting faults
                                  POST /control/reset         back to genesis, received list cleared
                                  GET  /control/transactions  ?sender=…&status=accepted|rejected
                                  GET  /control/summary       {"received": N, "accepted": N, "rejected": N}
                                  GET  /control/settings, GET /control (this list)
                                Other local users can see the token in the process list: it guards
                                a test devnet, not money.
          --help                Show this text.

        Stop with Ctrl-C (SIGINT) or SIGTERM: the state is saved and the exit status is 0.
        """
}

/// A command line `zhip-devnet` can't run; the description is one line for standard error.
public enum DevnetUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    case unexpectedArgument(String)
    case unknownOption(String)
    case repeated(String)
    case missingValue(String)
    case invalidValue(String, String, String)
    /// Like ``invalidValue``, for a secret (the control token): the value is never repeated.
    case invalidSecret(String, String)
    case needs(String, String)
    case genesis(GenesisError)

    public var description: String {
        let hint = " (see zhip-devnet --help)"
        return switch self {
        case .unexpectedArgument(let argument):
            "unexpected argument \"\(argument)\": zhip-devnet takes only --options" + hint
        case .unknownOption(let name): "unknown option \(name)" + hint
        case .repeated(let name): "\(name) given twice: give it once" + hint
        case .missingValue(let name): "\(name) needs a value" + hint
        case .invalidValue(let name, let value, let expected): "\(name) takes \(expected), not \"\(value)\"" + hint
        case .invalidSecret(let name, let expected): "\(name) takes \(expected); the value given is not one" + hint
        case .needs(let name, let other): "\(name) needs \(other) too" + hint
        case .genesis(let error): error.description
        }
    }
}
