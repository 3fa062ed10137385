import Testing
import ZilliqaKit

/// Zilliqa 2.0's refusals of eth_sendRawTransaction and other eth_ calls, in the words of
/// zq2-eth-api.md sections 0 and 2.2, each read as its typed case.
@Suite("EVM service: Zilliqa 2.0's rejections")
struct EVMRejectionTests {
    /// The error `send` throws when the node answers eth_sendRawTransaction with `code` and `message`.
    private static func sendError(code: Int, message: String) async throws -> (any Error)? {
        let transport = ScriptedTransport(["eth_sendRawTransaction": { _ in .error(code: code, message: message) }])
        do {
            _ = try await EVMTestValues.service(transport).send(try EVMTestValues.signedTransfer())
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "each of section 2.2's messages is its typed case, with its figures",
        arguments: [
            (
                -32602, "Insufficient funds - txn cost 100000000800000000 but account balance 5",
                EVMServiceError.insufficientFunds(cost: Wei(wei: 100_000_000_800_000_000), balance: Wei(wei: 5))
            ),
            (-32602, "Txn nonce (3) is too low for account (5)", .nonceTooLow(sent: 3, current: 5)),
            (-32602, "Nonce (3) lower than current (5)", .nonceTooLow(sent: 3, current: 5)),
            (-32602, "Provided gas price is too low", .gasPriceTooLow),
            (-32602, "Provided gas price is too high", .gasPriceTooHigh),
            (-32602, "Txn has chain id 1, expected chain 32769", .wrongChainID(signedFor: 1, expected: 32769)),
            (
                -32602, "Txn gas limit (84000001) exceeeds block gas limit (84000000)",
                .gasLimitAboveBlock(offered: 84_000_001, maximum: 84_000_000)
            ),
            (
                -32602, "Insufficient EVM txn gas supplied (1) - required (21000)",
                .gasLimitTooLow(offered: 1, minimum: 21_000)
            ),
            (
                -32602, "Transaction input size (131073) exceeds limit (131072)",
                .inputTooLarge(size: 131_073, limit: 131_072)
            ),
            (-32602, "Init code size (49153) exceeds limit (49152)", .inputTooLarge(size: 49_153, limit: 49_152)),
            (-32603, "invalid transaction with starting byte 3", .unsupportedTransactionType(firstByte: 3)),
            (-32602, "Invalid params", .invalidParams(method: "eth_sendRawTransaction")),
            (-32602, "too many arguments, want 1", .invalidParams(method: "eth_sendRawTransaction")),
            (-32601, "Method not found", .methodNotFound(method: "eth_sendRawTransaction")),
            (-32600, "eth_sendRawTransaction is disabled", .methodDisabled(method: "eth_sendRawTransaction")),
            (
                -32602, "Global number of transactions stored in the mempool has been exceeded!",
                .poolFull(.transactions)
            ),
            (-32602, "Total number of slots for all senders has been exceeded", .poolFull(.senders)),
            (-32602, "Transactions count kept per user has been exceeded!", .poolFull(.perSender)),
            (-32603, "no 0x prefix", .nodeFailure(method: "eth_sendRawTransaction", message: "no 0x prefix")),
        ])
    func sendRejection(code: Int, message: String, expected: EVMServiceError) async throws {
        let error = try await Self.sendError(code: code, message: message)

        #expect(error as? EVMServiceError == expected)
    }

    @Test("-32000 RPC_RATE_LIMIT is the shared rateLimited")
    func rateLimited() async throws {
        let error = try await Self.sendError(code: -32000, message: "RPC_RATE_LIMIT")

        #expect(error as? ZilliqaServiceError == .rateLimited)
    }

    @Test("an error it does not recognise stays the shared rpc error, with the node's code and text")
    func unrecognised() async throws {
        let error = try await Self.sendError(code: 3, message: "execution reverted")

        #expect(error as? ZilliqaServiceError == .rpc(code: 3, message: "execution reverted"))
    }

    @Test("a panic keeps its first line only, made safe to show, without the backtrace")
    func panicSanitised() async throws {
        let panic =
            "Unhandled panic in RPC handler eth_sendRawTransaction: index out of bounds\u{1b}[31m at src/api/eth.rs:920:5"
            + "\n\nBacktrace:\n   0: secret frame"

        let error = try await Self.sendError(code: -32603, message: panic)

        #expect(
            error as? EVMServiceError
                == .nodeFailure(
                    method: "eth_sendRawTransaction",
                    message:
                        "Unhandled panic in RPC handler eth_sendRawTransaction: index out of bounds\u{FFFD}[31m at src/api/eth.rs:920:5"
                ))
    }

    @Test("eth_estimateGas's 'caller has insufficient funds' is insufficientFunds with balance and cost")
    func estimateInsufficientFunds() async {
        let transport = ScriptedTransport([
            "eth_estimateGas": { _ in .error(code: -32603, message: "caller has insufficient funds - has: 5, needs: 10")
            }
        ])

        await #expect(throws: EVMServiceError.insufficientFunds(cost: Wei(wei: 10), balance: Wei(wei: 5))) {
            try await EVMTestValues.service(transport).estimateGas(
                from: EVMTestValues.sender, to: EVMTestValues.recipient, value: Wei(wei: 10))
        }
    }

    @Test("-32000 'Invalid input' for a block the node does not have is blockNotFound")
    func blockNotFound() async {
        let transport = ScriptedTransport(["eth_getBalance": { _ in .error(code: -32000, message: "Invalid input") }])

        await #expect(throws: EVMServiceError.blockNotFound(method: "eth_getBalance")) {
            try await EVMTestValues.service(transport).balance(of: EVMTestValues.sender, at: .number(1 << 40))
        }
    }

    // MARK: - Descriptions

    @Test("insufficient funds shows both figures in ZIL and a next step")
    func fundsDescription() {
        let error = EVMServiceError.insufficientFunds(cost: Wei(wei: 100_000_000_800_000_000), balance: Wei(wei: 5))

        #expect(
            error.description
                == "the sending account does not have enough ZIL for the amount plus the fee (it costs 0.1000000008"
                + " ZIL with the fee, and the account holds 0.000000000000000005 ZIL): nothing was sent. Send a"
                + " smaller amount, or add funds to the account first")
    }

    @Test("nonce too low names the nonce to sign with")
    func nonceDescription() {
        #expect(EVMServiceError.nonceTooLow(sent: 3, current: 5).description.hasSuffix("sign it with nonce 5"))
    }

    @Test(
        "every description says what happened and what to do, with no Swift internals",
        arguments: [
            EVMServiceError.insufficientFunds(cost: nil, balance: nil), .nonceTooLow(sent: nil, current: nil),
            .gasPriceTooLow, .gasPriceTooHigh, .wrongChainID(signedFor: nil, expected: nil),
            .gasLimitAboveBlock(offered: nil, maximum: nil), .gasLimitTooLow(offered: nil, minimum: nil),
            .inputTooLarge(size: nil, limit: nil), .unsupportedTransactionType(firstByte: nil),
            .invalidParams(method: "eth_x"), .methodNotFound(method: "eth_x"), .methodDisabled(method: "eth_x"),
            .poolFull(.transactions), .poolFull(.perSender), .blockNotFound(method: "eth_x"),
            .nodeFailure(method: "eth_x", message: "boom"),
            .malformedAnswer(method: "eth_x", field: "result", problem: .hex(.leadingZero)),
            .codeTooLarge(EVMTestValues.recipient, limit: 131_072),
            .executionReverted(method: "eth_call", data: []), .executionReverted(method: "eth_call", data: [8, 195]),
            .executionHalted(method: "eth_estimateGas", message: "out of gas: gas required exceeds allowance: 5"),
            .answerTooLarge(method: "eth_call", limit: 131_072), .answerTooLarge(method: "eth_getLogs", limit: 10_000),
            .logRangeTooLarge(from: .number(1), to: .latest, cap: 50), .logRangeTooLarge(from: nil, to: nil, cap: nil),
            .logRangeReversed(from: 3, to: 1), .logRangeReversed(from: nil, to: nil),
        ])
    func descriptions(error: EVMServiceError) {
        let text = error.description

        #expect(text.contains(": "))
        #expect(!text.contains("Optional("))
        #expect(!text.contains("EVMServiceError"))
        #expect(!text.contains("nil"))
    }
}
