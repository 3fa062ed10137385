import Foundation
import ZhipDevnetKit
import ZilliqaKit

/// The "Devnet throughput" group: signed payments (`CreateTransaction`) from 1, 4 and 16 clients
/// and signed EIP-1559 transfers (`eth_sendRawTransaction`) from 4 and 16, sent to a `zhip-devnet`
/// process (``DevnetProcess``) by clients in this one (``ClientThreads``), each a kept-alive
/// connection with one request in flight.
///
/// Every load runs once per round, the loads in the same order each round (a warm-up round
/// first, untimed), so a busy moment of the machine touches neighbouring loads alike; each figure
/// is the median over the rounds. Each load of each round has a devnet of its own, started from
/// the same genesis, so that every load meets the same empty pool: with no blocks made, a load
/// run after another met 4,000 more pending transactions and ran 5 to 10 % slower for it, which
/// made whichever of 4 and 16 clients came second look worse. Every transaction is signed and its
/// request encoded before the clock starts, and every answer is checked after it stops: this
/// measures the node, not the signer or the client.
struct DevnetThroughput {
    /// The accounts that sign: client `i` of a load sends from `senders[i]`.
    let senders: [KeyPair]

    static let rounds = 9
    static let warmUpRounds = 1
    /// Transactions per timed run, shared among the clients.
    static let transactionsPerRun = 4000
    /// The transactions per second a node must take from 4 clients, either method.
    static let target = 8000.0

    /// A method and how many clients send it.
    struct Load: Hashable {
        let method: Method
        let clients: Int

        var label: String { "\(method.rawValue), \(clients) client\(clients == 1 ? "" : "s")" }
    }

    /// The two ways a signed transaction reaches the node.
    enum Method: String {
        case createTransaction = "CreateTransaction"
        case sendRawTransaction = "eth_sendRawTransaction"
    }

    static let loads = [
        Load(method: .createTransaction, clients: 1), Load(method: .createTransaction, clients: 4),
        Load(method: .createTransaction, clients: 16), Load(method: .sendRawTransaction, clients: 4),
        Load(method: .sendRawTransaction, clients: 16),
    ]

    /// What the node asks of a transaction, read once before the rounds.
    private struct Prices {
        let legacyGasPrice: Amount
        let evmChainID: UInt64
        let evmGasPrice: Wei
    }

    /// Runs the rounds and adds a figure per load to `report`.
    func run(_ report: Report) async throws {
        let recipient = KeyPair.generate()
        var perSecond: [Load: [Double]] = [:]
        for round in 0..<(Self.warmUpRounds + Self.rounds) {
            for load in Self.loads {
                try await DevnetProcess.withRunning(funding: senders) { port in
                    let prices = try await Self.prices(port: port)
                    let batches = try requests(for: load, to: recipient, prices: prices)
                    let outcome = try await ClientThreads.send(batches, port: port)
                    try Self.check(outcome.answers, load: load)
                    if round >= Self.warmUpRounds {
                        let seconds = outcome.nanoseconds / 1e9
                        perSecond[load, default: []].append(Double(Self.transactionsPerRun) / seconds)
                    }
                }
            }
        }
        for load in Self.loads { add(load, perSecond, to: report) }
    }

    /// The prices and chain id the devnet on `port` asks for.
    private static func prices(port: UInt16) async throws -> Prices {
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw DevnetProcess.Failure(description: "no URL for port \(port)")
        }
        let legacy = JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
        let evm = JSONRPCEVMService(transport: HTTPTransport(url: url), retry: .never)
        return Prices(
            legacyGasPrice: try await legacy.minimumGasPrice(), evmChainID: try await evm.chainID(),
            evmGasPrice: try await evm.gasPrice())
    }

    /// The figure of `load`: its median, and for 4 clients the target, for 16 whether it keeps up
    /// with 4 (the median of the per-round ratios 16 / 4, at least 1).
    private func add(_ load: Load, _ perSecond: [Load: [Double]], to report: Report) {
        let samples = perSecond[load] ?? []
        let median = samples.median
        var note = "median of \(samples.count) rounds of \(Self.transactionsPerRun) signed"
        switch load.clients {
        case 4:
            let met = median >= Self.target
            note += "; target >= \(Int(Self.target))/s  \(met ? "ok" : "MISSED")"
            report.record(target: met)
        case 16:
            let four = perSecond[Load(method: load.method, clients: 4)] ?? []
            let ratio = zip(samples, four).map { $0 / $1 }.median
            let met = ratio >= 1
            note +=
                "; target 16 clients >= 4 (per-round ratio \(Measurement.rounded(ratio))x)  \(met ? "ok" : "MISSED")"
            report.record(target: met)
        default:
            break
        }
        report.add(
            Figure(
                group: NetworkBenchmarks.throughputName, label: load.label, value: "\(Int(median.rounded())) tx/s",
                note: note))
    }

    /// One batch of requests per client of `load`, each a transaction signed from the client's
    /// sender with its next nonce on a fresh devnet: from 1 for a legacy account, which a zil1
    /// account's first payment uses, and from 0 for an EVM account.
    private func requests(for load: Load, to recipient: KeyPair, prices: Prices) throws -> [[[UInt8]]] {
        let perClient = Self.transactionsPerRun / load.clients
        return try (0..<load.clients).map { client in
            let pair = senders[client]
            let bodies: [Data]
            switch load.method {
            case .createTransaction:
                bodies = try (0..<perClient).map { offset in
                    let payment = Payment(
                        to: recipient.address, amount: Amount(qa: 1), gasPrice: prices.legacyGasPrice, gasLimit: 50,
                        nonce: 1 + UInt64(offset))
                    return try Self.body("CreateTransaction", SignedTransaction.sign(payment, with: pair, chainID: 222))
                }
            case .sendRawTransaction:
                bodies = try (0..<perClient).map { offset in
                    let transfer = EVMTransaction(
                        nonce: UInt64(offset),
                        fee: .eip1559(
                            maxFeePerGas: prices.evmGasPrice.wei, maxPriorityFeePerGas: prices.evmGasPrice.wei),
                        gasLimit: 21_000, to: recipient.evmAddress, value: 1, chainID: prices.evmChainID
                    ).signed(with: pair)
                    return try Self.body("eth_sendRawTransaction", "0x" + Hex.encode(transfer.raw))
                }
            }
            return bodies.map { LoopbackRPCConnection.request(body: Array($0)) }
        }
    }

    /// A JSON-RPC request of `method` with one parameter.
    private static func body(_ method: String, _ parameter: any Encodable & Sendable) throws -> Data {
        try JSONRPCMessage.encode(JSONRPCCall(method, params: [parameter]), id: "1")
    }

    /// Fails unless every answer is a JSON-RPC result, so a figure never counts refusals.
    private static func check(_ answers: [[UInt8]], load: Load) throws {
        for answer in answers {
            let members = (try? JSONValue(parsing: answer))?.objectValue
            guard members?["error"] == nil, members?["result"] != nil else {
                throw DevnetProcess.Failure(
                    description: "\(load.label): the node refused: \(String(decoding: answer, as: UTF8.self))")
            }
        }
        guard answers.count == transactionsPerRun / load.clients * load.clients else {
            throw DevnetProcess.Failure(description: "\(load.label): \(answers.count) answers")
        }
    }
}
