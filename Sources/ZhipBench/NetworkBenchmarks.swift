import Foundation
import ZhipDevnetKit
import ZilliqaKit

/// The JSON-RPC client against an in-process zhip-devnet on loopback (batching, GetBalance
/// latency), and the throughput of a zhip-devnet process: three groups, each on a devnet of its own.
enum NetworkBenchmarks {
    static let batchingName = "JSON-RPC batching"
    static let latencyName = "JSON-RPC latency"
    static let throughputName = "Devnet throughput"

    /// GetBalance of 1000 addresses: one batched request against 1000 single requests.
    static let batchingSuite = BenchmarkSuite(name: batchingName) { report in
        let addresses = (0..<1000).map { _ in KeyPair.generate().address }
        try await withDevnet(funding: addresses) { url in
            let service = JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
            let times = try await Interleaving(rounds: 5, warmUpRounds: 1).time(
                Benchmark("GetBalance x1000, one batch") {
                    let balances = try await service.balances(of: addresses)
                    precondition(balances.count == addresses.count)
                },
                against: Benchmark("GetBalance x1000, one request each") {
                    for address in addresses { _ = try await service.balance(of: address) }
                })
            report.add(Comparison(group: batchingName, measured: times, target: .fasterBy(5)))
        }
    }

    /// Single GetBalance calls, one after another (``latency(_:url:address:)``).
    static let latencySuite = BenchmarkSuite(name: latencyName) { report in
        let address = KeyPair.generate().address
        try await withDevnet(funding: [address]) { url in try await latency(report, url: url, address: address) }
    }

    /// Signed payments and signed EVM transfers from 1 to 16 clients against `zhip-devnet`
    /// processes (``DevnetThroughput``).
    static let throughputSuite = BenchmarkSuite(name: throughputName) { report in
        try await DevnetThroughput(senders: (0..<16).map { _ in KeyPair.generate() }).run(report)
    }

    /// Runs `body` against a devnet on a free loopback port whose genesis gives each of
    /// `addresses` 1 ZIL, and that makes no block meanwhile.
    private static func withDevnet(funding addresses: [Address], _ body: (URL) async throws -> Void) async throws {
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.blockTime = .seconds(3600)
        configuration.genesis = addresses.map { GenesisAccount(address: $0, balance: Amount(1, unit: .zil)) }
        try await Devnet.withRunning(configuration) { devnet in try await body(devnet.url) }
    }

    /// p50 and p99 of single GetBalance calls over 2000 requests.
    static func latency(_ report: Report, url: URL, address: Address) async throws {
        let service = JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for index in 0..<2100 {
            let start = clock.now
            _ = try await service.balance(of: address)
            if index >= 100 { samples.append(clock.now - start) }
        }
        samples.sort()
        let p50 = Measurement.format(nanoseconds: samples[samples.count / 2].nanoseconds)
        let p99 = Measurement.format(nanoseconds: samples[samples.count * 99 / 100].nanoseconds)
        report.add(
            Figure(
                group: latencyName, label: "GetBalance latency p50 / p99", value: "\(p50) / \(p99)", note: "2000 calls")
        )
    }
}
