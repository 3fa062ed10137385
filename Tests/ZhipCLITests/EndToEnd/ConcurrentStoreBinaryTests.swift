import ChildProcesses
import Foundation
import Testing

/// Many `zhip-cli` processes at once on one home, each adding one entry to the same stored list:
/// every entry is kept (docs/stores.md has the figures before and after the stores' one update).
@Suite("zhip-cli processes adding to one store at once")
struct ConcurrentStoreBinaryTests {
    /// How many times each test starts its processes at once, each time on a new home: on a loaded
    /// machine one round may happen to run them one after another, three rounds seldom all do.
    static let rounds = 3

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The home of round `round`.
    func home(_ round: Int) -> String { directory.file("home\(round)") }

    /// Runs `arguments` on the home of round `round`.
    func run(_ arguments: [String], round: Int) async throws -> ChildProcessResult {
        try await EndToEndTests.run(arguments, environment: ["ZHIP_HOME": home(round)])
    }

    /// Runs each of `runs` on the home of round `round` as its own process, all started at once;
    /// their results, in no order.
    func atOnce(_ runs: [[String]], round: Int) async throws -> [ChildProcessResult] {
        let environment = ["ZHIP_HOME": home(round)]
        return try await withThrowingTaskGroup(of: ChildProcessResult.self) { group in
            for arguments in runs {
                group.addTask { try await EndToEndTests.run(arguments, environment: environment) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// What the runs of `results` that failed printed on standard error, for a failure's message.
    static func errors(of results: [ChildProcessResult]) -> String {
        results.filter { $0.status != 0 }.map { "exit \($0.status): \($0.errors)" }.joined(separator: "\n")
    }

    /// The lowercased `address` of each object in the list `key` of the JSON object `result` printed.
    static func addresses(_ key: String, in result: ChildProcessResult) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let entries = try #require(object?[key] as? [[String: Any]], "\(result.output)\(result.errors)")
        return Set(entries.compactMap { ($0["address"] as? String)?.lowercased() })
    }

    /// Each round: `add` of every one of `addresses` at once, then `list` once; every add must exit 0
    /// and the list's `key` must hold every address.
    func addAtOnce(_ addresses: [String], with add: (String) -> [String], listedBy list: [String], under key: String)
        async throws
    {
        for round in 0..<Self.rounds {
            let results = try await atOnce(addresses.map(add), round: round)

            #expect(results.allSatisfy { $0.status == 0 }, "round \(round): \(Self.errors(of: results))")
            let kept = try Self.addresses(key, in: try await run(list, round: round))
            #expect(
                kept == Set(addresses.map { $0.lowercased() }),
                "round \(round): kept \(kept.count) of \(addresses.count)")
        }
    }

    @Test("16 token add processes at once on one home all exit 0 and keep all 16 tokens")
    func sixteenTokens() async throws {
        let devnet = try await DevnetProcess.startControllable()
        defer { devnet.stop() }
        var contracts: [String] = []
        for index in 0..<16 {
            contracts.append(try #require(try await devnet.deployToken(symbol: "T\(index)")["address"] as? String))
        }

        try await addAtOnce(
            contracts, with: { ["token", "add", $0] + devnet.networkArguments },
            listedBy: ["token", "list", "--json"] + devnet.networkArguments, under: "tokens")
    }

    @Test("8 token add zil1… processes at once on one home all exit 0 and keep all 8 ZRC-2 tokens")
    func eightZRC2Tokens() async throws {
        let devnet = try await DevnetProcess.startControllable()
        defer { devnet.stop() }
        var contracts: [String] = []
        for index in 0..<8 {
            let deployed = try await devnet.deployToken(symbol: "Z\(index)", zrc2: true)
            contracts.append(try #require(deployed["legacyBech32"] as? String))
        }

        try await addAtOnce(
            contracts, with: { ["token", "add", $0] + devnet.networkArguments },
            listedBy: ["token", "list", "--json"] + devnet.networkArguments, under: "zrc2Tokens")
    }

    @Test("8 stake pools add processes at once on one home all exit 0 and keep all 8 pools")
    func eightPools() async throws {
        let devnet = try await DevnetProcess.startControllable()
        defer { devnet.stop() }
        var pools: [String] = []
        for _ in 0..<8 {
            let deployed = try await devnet.control("/control/pools", ["kind": "nonLiquid"])
            pools.append(try #require(deployed["address"] as? String))
        }

        try await addAtOnce(
            pools, with: { ["stake", "pools", "add", $0] + devnet.networkArguments },
            listedBy: ["stake", "pools", "--json"] + devnet.networkArguments, under: "pools")
    }

    @Test("8 settings set explorer processes at once for 8 networks all exit 0 and keep all 8 explorers")
    func eightExplorers() async throws {
        let networks: [[String]] =
            [["mainnet"], ["testnet"], ["devnet"]]
            + (1...5).map { ["http://127.0.0.1:\(10_000 + $0)", "--chain-id", "222"] }
        let runs = networks.enumerated().map { index, network in
            ["settings", "set", "explorer", "https://explorer\(index).example", "--network"] + network
        }

        for round in 0..<Self.rounds {
            let results = try await atOnce(runs, round: round)

            #expect(results.allSatisfy { $0.status == 0 }, "round \(round): \(Self.errors(of: results))")
            // No command lists every network's explorer: the preferences file says what was kept.
            let file = try Data(contentsOf: URL(fileURLWithPath: home(round) + "/config/preferences.json"))
            let preferences = try JSONSerialization.jsonObject(with: file) as? [String: Any]
            let explorers = try #require(preferences?["explorers"] as? [String: String])
            let kept = Set(explorers.values.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
            #expect(
                kept == Set((0..<8).map { "https://explorer\($0).example" }), "round \(round): kept \(kept.count) of 8")
        }
    }
}
