import Foundation
import Testing
import ZilliqaKit

@Suite("EVM service: reads, batching, retries and polling")
struct EVMReadTests {
    // MARK: - One round trip for an account

    /// Answers the account batch: balance 1 ZIL, nonce 7 at latest and 9 pending, and the gas price.
    private static let accountAnswers: [String: ScriptedTransport.Handler] = [
        "eth_getBalance": { _ in .result(#""0xde0b6b3a7640000""#) },
        "eth_getTransactionCount": { call in .result(call.stringParams.last == "pending" ? #""0x9""# : #""0x7""#) },
        "eth_gasPrice": { _ in .result(#""0x454b7a4e100""#) },
        "eth_chainId": { _ in .result(#""0x8001""#) },
    ]

    @Test("accountState asks balance, latest and pending nonces, the gas price and the chain id in one request")
    func accountStateOneRoundTrip() async throws {
        let transport = ScriptedTransport(Self.accountAnswers)

        _ = try await EVMTestValues.service(transport).accountState(of: EVMTestValues.sender)

        #expect(
            try await transport.methods() == [
                ["eth_getBalance", "eth_getTransactionCount", "eth_getTransactionCount", "eth_gasPrice", "eth_chainId"]
            ])
    }

    @Test("accountState matches each answer of the batch by id")
    func accountStateValues() async throws {
        let transport = ScriptedTransport(Self.accountAnswers)

        let state = try await EVMTestValues.service(transport).accountState(of: EVMTestValues.sender)

        #expect(
            state
                == EVMAccountState(
                    balance: Wei(1, unit: .zil), nonce: 7, pendingNonce: 9, gasPrice: Wei(wei: 4_761_904_800_000),
                    chainID: 32769))
        #expect(state.nextNonce == 9)
    }

    @Test("accountState sends each call's parameters as Zilliqa 2.0 takes them")
    func accountStateBody() async throws {
        let transport = ScriptedTransport(Self.accountAnswers)

        _ = try await EVMTestValues.service(transport).accountState(of: EVMTestValues.sender)

        let address = EVMTestValues.senderHex
        let expected =
            #"[{"id":"1","jsonrpc":"2.0","method":"eth_getBalance","params":["\#(address)","latest"]},"#
            + #"{"id":"2","jsonrpc":"2.0","method":"eth_getTransactionCount","params":["\#(address)","latest"]},"#
            + #"{"id":"3","jsonrpc":"2.0","method":"eth_getTransactionCount","params":["\#(address)","pending"]},"#
            + #"{"id":"4","jsonrpc":"2.0","method":"eth_gasPrice","params":[]},"#
            + #"{"id":"5","jsonrpc":"2.0","method":"eth_chainId","params":[]}]"#
        #expect(await transport.bodies.map { String(decoding: $0, as: UTF8.self) } == [expected])
    }

    @Test("a swept account's state is frozen")
    func frozenAccount() async throws {
        var answers = Self.accountAnswers
        answers["eth_getTransactionCount"] = { _ in .result(#""0xffffffffffffffff""#) }

        let state = try await EVMTestValues.service(ScriptedTransport(answers)).accountState(of: EVMTestValues.sender)

        #expect(state.isFrozen)
    }

    @Test("one refused call of the batch is its typed error")
    func accountStateError() async {
        var answers = Self.accountAnswers
        answers["eth_getBalance"] = { _ in .error(code: -32602, message: "Invalid params") }

        await #expect(throws: EVMServiceError.invalidParams(method: "eth_getBalance")) {
            try await EVMTestValues.service(ScriptedTransport(answers)).accountState(of: EVMTestValues.sender)
        }
    }

    @Test("the batch is retried as a whole after a transport failure")
    func accountStateRetried() async throws {
        var answers = Self.accountAnswers
        answers["eth_gasPrice"] = { call in
            call.count == 1 ? .transportFailure(.httpStatus(503)) : .result(#""0x454b7a4e100""#)
        }
        let transport = ScriptedTransport(answers)

        _ = try await EVMTestValues.service(transport).accountState(of: EVMTestValues.sender)

        #expect(await transport.bodies.count == 2)
    }

    // MARK: - Retries

    @Test("a read is retried after transport failures, with growing waits, until it succeeds")
    func readRetried() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport([
            "eth_chainId": { call in call.count < 3 ? .transportFailure(.timedOut) : .result(#""0x8001""#) }
        ])

        let chainID = try await EVMTestValues.service(transport, log: log).chainID()

        #expect(chainID == 32769)
        #expect(await log.durations == [.milliseconds(500), .seconds(1)])
    }

    @Test("a read is not retried after an error the node sent")
    func readNotRetriedOnRejection() async {
        let transport = ScriptedTransport(["eth_chainId": { _ in .error(code: -32601, message: "Method not found") }])

        await #expect(throws: EVMServiceError.methodNotFound(method: "eth_chainId")) {
            try await EVMTestValues.service(transport).chainID()
        }
        #expect(await transport.bodies.count == 1)
    }

    @Test("a read gives up after the policy's attempts with the last transport error")
    func readGivesUp() async {
        let transport = ScriptedTransport(["eth_gasPrice": { _ in .transportFailure(.connectionRefused) }])

        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) {
            try await EVMTestValues.service(transport, attempts: 4).gasPrice()
        }
        #expect(await transport.bodies.count == 4)
    }

    // MARK: - Code bounds

    @Test("eth_getCode's answer is read up to 266 KiB: the hex of 128 KiB of code and 4 KiB more")
    func codeLimit() async throws {
        let transport = LimitRecorder()

        _ = try await JSONRPCEVMService(transport: transport, retry: .never).code(at: EVMTestValues.recipient)

        #expect(await transport.limits == [ResponseSizeLimit(bytes: 2 * 131_072 + 4096)])
    }

    @Test("code past the bound is codeTooLarge, and hasCode takes it for a contract")
    func codeTooLarge() async throws {
        let huge = "0x" + String(repeating: "60", count: 131_072 + 2048)
        let transport = ScriptedTransport(["eth_getCode": { _ in .result(#""\#(huge)""#) }])
        let service = EVMTestValues.service(transport)

        await #expect(throws: EVMServiceError.codeTooLarge(EVMTestValues.recipient, limit: 131_072)) {
            try await service.code(at: EVMTestValues.recipient)
        }
        #expect(try await service.hasCode(at: EVMTestValues.recipient))
    }

    // MARK: - Waiting for a receipt

    @Test("waitForReceipt polls until the receipt is there, waiting 1 s, then 2 s")
    func waitsForReceipt() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport([
            "eth_getTransactionReceipt": { call in .result(call.count < 3 ? "null" : EVMAnswerTests.receiptSample) }
        ])
        let hash = try EVMHash(EVMTestValues.hash("a91f"))

        let receipt = try await EVMTestValues.service(transport).waitForReceipt(
            hash, policy: PollingPolicy(tries: 5, baseDelay: .seconds(1), sleep: log.sleep))

        #expect(receipt.transactionHash == hash)
        #expect(await log.durations == [.seconds(1), .seconds(2)])
    }

    @Test("waitForReceipt counts a transport failure as one try and then gives up with receiptNotFound")
    func receiptNotFound() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionReceipt": { call in call.count == 1 ? .transportFailure(.timedOut) : .result("null") }
        ])
        let hash = try EVMHash(EVMTestValues.hash("a91f"))

        await #expect(throws: EVMServiceError.receiptNotFound(hash, tries: 3)) {
            try await EVMTestValues.service(transport).waitForReceipt(
                hash, policy: PollingPolicy(tries: 3, baseDelay: .zero, sleep: { _ in }))
        }
        #expect(await transport.bodies.count == 3)
    }
}

/// Records the response-size limit of each request and answers `"0x"`.
private actor LimitRecorder: JSONRPCTransport {
    private(set) var limits: [ResponseSizeLimit] = []

    func send(_ body: Data) async throws -> Data { try await send(body, limit: .singleCall) }

    func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        limits.append(limit)
        return Data(#"{"id":"1","jsonrpc":"2.0","result":"0x"}"#.utf8)
    }
}
