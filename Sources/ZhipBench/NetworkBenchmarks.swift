import Foundation
import ZhipDevnetKit
import ZilliqaKit

/// The JSON-RPC client against an in-process zhip-devnet on loopback, in three groups, each on
/// a devnet of its own: batching, GetBalance latency, and the node's CreateTransaction throughput.
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

    /// Signed payments from 1, 4 and 16 clients (``throughput(_:url:senders:)``), then signed EVM
    /// transfers from 4 clients beside them (``evmThroughput(_:url:senders:)``).
    static let throughputSuite = BenchmarkSuite(name: throughputName) { report in
        let senders = (0..<16).map { _ in KeyPair.generate() }
        try await withDevnet(funding: [], senders: senders) { url in
            try await throughput(report, url: url, senders: senders)
            try await evmThroughput(report, url: url, senders: Array(senders.prefix(4)))
        }
    }

    /// Runs `body` against a devnet on a free loopback port whose genesis gives each of
    /// `addresses` 1 ZIL and each of `senders` a million, and that makes no block meanwhile.
    private static func withDevnet(
        funding addresses: [Address], senders: [KeyPair] = [], _ body: (URL) async throws -> Void
    ) async throws {
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.blockTime = .seconds(3600)
        configuration.genesis =
            addresses.map { GenesisAccount(address: $0, balance: Amount(1, unit: .zil)) }
            + senders.map { GenesisAccount(keyPair: $0, balance: Amount(1_000_000, unit: .zil)) }
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

    /// Signed payments per second the devnet verifies and accepts, with 1, 4 and 16 clients.
    /// Transactions are signed before the clock starts: this measures the node, not the signer.
    static func throughput(_ report: Report, url: URL, senders: [KeyPair]) async throws {
        let recipient = KeyPair.generate().address
        let gasPrice = try await JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
            .minimumGasPrice()
        var nextNonce = [UInt64](repeating: 1, count: senders.count)
        for clients in [1, 4, 16] {
            let perClient = 4000 / clients
            var batches: [[SignedTransaction]] = []
            for client in 0..<clients {
                let pair = senders[client]
                batches.append(
                    (0..<perClient).map { offset in
                        let payment = Payment(
                            to: recipient, amount: Amount(qa: 1), gasPrice: gasPrice, gasLimit: 50,
                            nonce: nextNonce[client] + UInt64(offset))
                        return SignedTransaction.sign(payment, with: pair, chainID: 222)
                    })
                nextNonce[client] += UInt64(perClient)
            }
            let clock = ContinuousClock()
            let start = clock.now
            try await withThrowingTaskGroup(of: Void.self) { group in
                for batch in batches {
                    group.addTask {
                        let service = JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
                        for transaction in batch { _ = try await service.send(transaction) }
                    }
                }
                try await group.waitForAll()
            }
            let seconds = (clock.now - start).nanoseconds / 1e9
            let perSecond = Int((Double(perClient * clients) / seconds).rounded())
            let target = clients == 4 ? "target >= 1000/s  \(perSecond >= 1000 ? "ok" : "MISSED")" : ""
            report.add(
                Figure(
                    group: throughputName, label: "CreateTransaction, \(clients) client\(clients == 1 ? "" : "s")",
                    value: "\(perSecond) tx/s", note: "\(perClient * clients) signed payments \(target)"))
            if clients == 4 { report.record(target: perSecond >= 1000) }
        }
    }

    /// Signed EVM transfers per second the devnet's `eth_sendRawTransaction` decodes, recovers,
    /// checks and pools, from one client per sender (the EVM accounts genesis funds beside the
    /// legacy ones), signed before the clock starts, as ``throughput(_:url:senders:)`` does.
    static func evmThroughput(_ report: Report, url: URL, senders: [KeyPair]) async throws {
        let reader = JSONRPCEVMService(transport: HTTPTransport(url: url), retry: .never)
        let chainID = try await reader.chainID()
        let gasPrice = try await reader.gasPrice()
        let recipient = KeyPair.generate().evmAddress
        let perClient = 4000 / senders.count
        let batches = senders.map { pair in
            (0..<perClient).map { nonce in
                EVMTransaction(
                    nonce: UInt64(nonce), fee: .eip1559(maxFeePerGas: gasPrice.wei, maxPriorityFeePerGas: gasPrice.wei),
                    gasLimit: 21_000, to: recipient, value: 1, chainID: chainID
                ).signed(with: pair)
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for batch in batches {
                group.addTask {
                    let service = JSONRPCEVMService(transport: HTTPTransport(url: url), retry: .never)
                    for transaction in batch { _ = try await service.send(transaction) }
                }
            }
            try await group.waitForAll()
        }
        let seconds = (clock.now - start).nanoseconds / 1e9
        let perSecond = Int((Double(perClient * senders.count) / seconds).rounded())
        report.add(
            Figure(
                group: throughputName, label: "eth_sendRawTransaction, \(senders.count) clients",
                value: "\(perSecond) tx/s", note: "\(perClient * senders.count) signed EIP-1559 transfers"))
    }
}
