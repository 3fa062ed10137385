import Foundation
import Synchronization
import Testing

@testable import ZilliqaKit

@Suite("Failover transport: reads move on, sends never go twice")
struct FailoverTransportTests {
    /// zhip-devnet's chain, 222: EVM chain 32990 (0x80de).
    static let chain: UInt64 = 32990
    static let chainAnswer: ScriptedTransport.Handler = { _ in .result(#""0x80de""#) }
    static let balance = ScriptedReply.result(#"{"balance":"100","nonce":1}"#)

    /// Collects the notices and answers the nodes report.
    final class Reports: Sendable {
        private let notices = Mutex<[String]>([])
        private let answers = Mutex<[NodeAnswer]>([])
        var noticeLines: [String] { notices.withLock { $0 } }
        var answered: [NodeAnswer] { answers.withLock { $0 } }
        func notice(_ notice: FailoverNotice) { notices.withLock { $0.append(notice.description) } }
        func answer(_ answer: NodeAnswer) { answers.withLock { $0.append(answer) } }
    }

    private static func nodes(_ transports: [ScriptedTransport], reports: Reports) -> FailoverNodes {
        FailoverNodes(
            nodes: transports.enumerated().map { index, transport in
                FailoverNode(name: "http://node\(index + 1)", reads: transport, sends: transport)
            },
            evmChainID: chain, now: { Date(timeIntervalSince1970: 1_800_000_000) },
            notice: { reports.notice($0) }, answered: { reports.answer($0) })
    }

    private static func legacy(_ nodes: FailoverNodes, attempts: Int = 1) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(
            transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends),
            retry: RetryPolicy(attempts: attempts, sleep: { _ in }))
    }

    private static func evm(_ nodes: FailoverNodes) -> JSONRPCEVMService {
        JSONRPCEVMService(
            transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends),
            retry: .never)
    }

    private static func node(failing failure: TransportError? = nil, on method: String = "GetBalance")
        -> ScriptedTransport
    {
        ScriptedTransport([
            "eth_chainId": chainAnswer,
            method: { _ in failure.map(ScriptedReply.transportFailure) ?? balance },
        ])
    }

    // MARK: - Reads

    @Test(
        "a read that fails on transport, 429 or 5xx moves to the next node, and says so once",
        arguments: [
            TransportError.connectionRefused, .timedOut, .httpStatus(429), .httpStatus(500), .httpStatus(503),
            .other("the connection was lost before the node answered"),
        ])
    func readMovesOn(failure: TransportError) async throws {
        let first = Self.node(failing: failure)
        let second = Self.node()
        let reports = Reports()
        let service = Self.legacy(Self.nodes([first, second], reports: reports))

        let balance = try await service.balance(of: RPCTestValues.alice)
        let again = try await service.balance(of: RPCTestValues.alice)

        #expect(balance.nonce == 1 && again.nonce == 1)
        #expect(try await first.methods() == [["eth_chainId"], ["GetBalance"]])
        #expect(try await second.methods() == [["eth_chainId"], ["GetBalance"], ["GetBalance"]])
        #expect(
            reports.noticeLines == [
                "node http://node1 did not answer (\(NodeAnswer.outcome(of: failure))); using http://node2"
            ])
    }

    @Test("nodes are tried in order: the third answers when the first two do not, with one notice")
    func order() async throws {
        let nodes = [Self.node(failing: .httpStatus(502)), Self.node(failing: .timedOut), Self.node()]
        let reports = Reports()
        let failover = Self.nodes(nodes, reports: reports)

        let balance = try await Self.legacy(failover).balance(of: RPCTestValues.alice)

        #expect(balance.nonce == 1)
        #expect(reports.noticeLines == ["node http://node1 did not answer (HTTP 502); using http://node3"])
        #expect(failover.lastAnswers.map { $0?.outcome } == ["HTTP 502", "timeout", "ok"])
        #expect(reports.answered.map(\.node) == ["http://node1", "http://node2", "http://node3"])
    }

    @Test(
        "a 4xx other than 429 does not move on: the error is the first node's, the next never asked",
        arguments: [400, 401, 403, 404, 405])
    func clientErrorStays(status: Int) async throws {
        let first = Self.node(failing: .httpStatus(status))
        let second = Self.node()

        await #expect(throws: ZilliqaServiceError.transport(.httpStatus(status))) {
            try await Self.legacy(Self.nodes([first, second], reports: Reports())).balance(of: RPCTestValues.alice)
        }
        #expect(await second.bodies.isEmpty)
    }

    @Test("a JSON-RPC error the node sends is its answer: no other node is asked")
    func rpcErrorStays() async throws {
        let first = ScriptedTransport([
            "eth_chainId": Self.chainAnswer, "GetMinimumGasPrice": { _ in .error(code: -32603, message: "busy") },
        ])
        let second = Self.node()
        let reports = Reports()

        await #expect(throws: ZilliqaServiceError.self) {
            try await Self.legacy(Self.nodes([first, second], reports: reports)).minimumGasPrice()
        }
        #expect(await second.bodies.isEmpty)
        #expect(reports.noticeLines.isEmpty)
    }

    @Test("every node failing ends with the last node's failure and no notice")
    func allFail() async throws {
        let reports = Reports()
        let nodes = [Self.node(failing: .httpStatus(503)), Self.node(failing: .connectionRefused)]

        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) {
            try await Self.legacy(Self.nodes(nodes, reports: reports)).balance(of: RPCTestValues.alice)
        }
        #expect(reports.noticeLines.isEmpty)
    }

    // MARK: - Chain

    @Test("a node on another chain is refused before it serves anything, and the next one is used")
    func otherChainRefused() async throws {
        let mainnet = ScriptedTransport([
            "eth_chainId": { _ in .result(#""0x8001""#) }, "GetBalance": { _ in Self.balance },
        ])
        let second = Self.node()
        let reports = Reports()
        let failover = Self.nodes([mainnet, second], reports: reports)

        _ = try await Self.legacy(failover).balance(of: RPCTestValues.alice)

        #expect(try await mainnet.methods() == [["eth_chainId"]])
        #expect(
            reports.noticeLines == [
                "node http://node1 was refused (on EVM chain 32769, not the network's chain); using http://node2"
            ])
        #expect(failover.lastAnswers.first??.outcome == "on EVM chain 32769")
    }

    @Test("when every node is on another chain, the read fails with otherChain and nothing is read")
    func everyNodeOnAnotherChain() async throws {
        let mainnet = ScriptedTransport([
            "eth_chainId": { _ in .result(#""0x8001""#) }, "GetBalance": { _ in Self.balance },
        ])

        await #expect(
            throws: ZilliqaServiceError.transport(
                .otherChain(node: "http://node1", answered: 32769, expected: Self.chain))
        ) {
            try await Self.legacy(Self.nodes([mainnet], reports: Reports())).balance(of: RPCTestValues.alice)
        }
        #expect(try await mainnet.methods() == [["eth_chainId"]])
    }

    // MARK: - Sends

    @Test(
        "an EVM send that may have reached the first node is in doubt and never goes to the second",
        arguments: [TransportError.timedOut, .httpStatus(503), .httpStatus(429), .other("closed without an answer")])
    func evmSendNeverRepeated(failure: TransportError) async throws {
        let first = Self.node(failing: failure, on: "eth_sendRawTransaction")
        let second = Self.node(on: "eth_sendRawTransaction")
        let transaction = try EVMTestValues.signedTransfer()

        await #expect(throws: EVMServiceError.sendOutcomeUnknown(transaction.transactionHash, failure)) {
            try await Self.evm(Self.nodes([first, second], reports: Reports())).send(transaction)
        }
        #expect(try await first.methods() == [["eth_chainId"], ["eth_sendRawTransaction"]])
        #expect(await second.bodies.isEmpty)
    }

    @Test("a legacy send retried after a lost answer goes to the same node only, even once it refuses connections")
    func legacySendPinned() async throws {
        let first = ScriptedTransport([
            "eth_chainId": Self.chainAnswer,
            "CreateTransaction": { call in .transportFailure(call.count == 1 ? .timedOut : .connectionRefused) },
        ])
        let second = ScriptedTransport([
            "eth_chainId": Self.chainAnswer, "CreateTransaction": { _ in .error(code: 1, message: "x") },
        ])
        let transaction = try RPCTestValues.signedTransaction()

        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) {
            try await Self.legacy(Self.nodes([first, second], reports: Reports()), attempts: 3).send(transaction)
        }
        #expect(try await first.methods() == [["eth_chainId"]] + Array(repeating: ["CreateTransaction"], count: 3))
        #expect(await second.bodies.isEmpty)
    }

    @Test("a send whose connection the first node refused (nothing written) goes to the next node")
    func sendMovesOnAfterRefusal() async throws {
        let transaction = try EVMTestValues.signedTransfer()
        let first = Self.node(failing: .connectionRefused, on: "eth_sendRawTransaction")
        let second = ScriptedTransport([
            "eth_chainId": Self.chainAnswer,
            "eth_sendRawTransaction": { _ in .result("\"\(transaction.transactionHash)\"") },
        ])
        let reports = Reports()

        let hash = try await Self.evm(Self.nodes([first, second], reports: reports)).send(transaction)

        #expect(hash == transaction.transactionHash)
        #expect(try await second.methods() == [["eth_chainId"], ["eth_sendRawTransaction"]])
        #expect(reports.noticeLines == ["node http://node1 did not answer (connection refused); using http://node2"])
    }

    @Test("a send is never made to a node whose chain was not checked: a refused node is skipped")
    func sendChecksTheChain() async throws {
        let transaction = try EVMTestValues.signedTransfer()
        let mainnet = ScriptedTransport(["eth_chainId": { _ in .result(#""0x8001""#) }])

        await #expect(
            throws: ZilliqaServiceError.notSent(
                .otherChain(node: "http://node1", answered: 32769, expected: Self.chain))
        ) {
            try await Self.evm(Self.nodes([mainnet], reports: Reports())).send(transaction)
        }
        #expect(try await mainnet.methods() == [["eth_chainId"]])
    }
}
