import Testing
import ZhipDevnetKit
import ZilliqaKit

/// ZilliqaKit reads the very answers the conformance suite checks against zq2-legacy-api.md (§1, §5):
/// each test asks the in-process devnet through ``JSONRPCZilliqaService`` and expects the doc's values.
@Suite("Conformance: ZilliqaKit reads Zilliqa 2.0's query answers")
struct ConformanceClientReadTests {
    private func service(_ setup: String) throws -> (JSONRPCZilliqaService, ConformanceChain) {
        let chain = try ConformanceChain(setup)
        return (JSONRPCZilliqaService(transport: HandlerTransport(handler: chain.handler), retry: .never), chain)
    }

    private func setupID(_ chain: ConformanceChain) throws -> TransactionID { try #require(chain.setupID) }

    @Test("GetBalance's Qa string and JSON-number nonce read as the account's balance (§1)")
    func balance() async throws {
        let (service, _) = try service("mined")

        let account = try await service.balance(of: Fixture.alice.address)

        #expect(account == AccountBalance(balance: Amount(qa: 998_899_999_999_200), nonce: 1))
    }

    @Test("GetBalance's -5 Account is not created reads as a never-funded account (§1)")
    func neverFunded() async throws {
        let (service, _) = try service("fresh")

        #expect(try await service.balance(of: Fixture.carol.address) == .empty)
    }

    @Test("GetMinimumGasPrice's decimal string reads as 2000000016 Qa (§1, §3)")
    func minimumGasPrice() async throws {
        let (service, _) = try service("fresh")

        #expect(try await service.minimumGasPrice() == Amount(qa: 2_000_000_016))
    }

    @Test("GetNetworkId's decimal string reads as the chain id (§1)")
    func networkID() async throws {
        let (service, _) = try service("fresh")

        #expect(try await service.networkID() == 1)
    }

    @Test("GetBlockchainInfo's string counters read as numbers, NumTxBlocks the final block (§1)")
    func blockchainInfo() async throws {
        let (service, _) = try service("mined")

        let info = try await service.blockchainInfo()

        #expect(info.numTxBlocks == 1)
        #expect(info.currentMiniEpoch == 1)
        #expect(info.numDSBlocks == 1)
        #expect(info.numTransactions == 1)
    }

    @Test("GetTransaction's receipt of a final payment reads as a success in block 1 using 50 gas (§1, §5)")
    func finalReceipt() async throws {
        let (service, chain) = try service("mined")

        let receipt = try await service.transaction(setupID(chain))

        #expect(receipt == TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1))
    }

    @Test("GetTransaction's receipt of a failed payment reads as failed with Scilla error 2 (§5)")
    func failedReceipt() async throws {
        let (service, chain) = try service("minedFailed")

        let receipt = try await service.transaction(setupID(chain))

        #expect(receipt == TransactionReceipt(success: false, cumulativeGas: 50, epochNumber: 1, errors: [2]))
    }

    @Test(
        "GetTransaction's -20 for a pooled or not yet final transaction reads as no receipt yet (§1)",
        arguments: ["pooled", "minedNotFinal"])
    func noReceiptYet(setup: String) async throws {
        let (service, chain) = try service(setup)

        #expect(try await service.transaction(setupID(chain)) == nil)
    }

    @Test(
        "GetTransactionStatus's codes read as the doc's states (§1)",
        arguments: [
            ("pooled", ZilliqaKit.TransactionStatus.State.pending), ("minedNotFinal", .pending),
            ("mined", .finalized), ("queued", .queued), ("minedFailed", .failed),
        ])
    func statusState(setup: String, state: ZilliqaKit.TransactionStatus.State) async throws {
        let (service, chain) = try service(setup)

        #expect(try await service.transactionStatus(setupID(chain))?.state == state)
    }

    @Test("GetTransactionStatus of a final payment reads its block, nonce, amount, gas price and limit (§1)")
    func statusFields() async throws {
        let (service, chain) = try service("mined")

        let status = try await service.transactionStatus(setupID(chain))

        #expect(
            status
                == ZilliqaKit.TransactionStatus(
                    state: .finalized, success: true, epochInserted: 1, nonce: 1, amount: Amount(qa: 1_000_000_000_000),
                    gasPrice: Amount(qa: 2_000_000_016), gasLimit: 50))
    }

    @Test("GetTransactionStatus of a pooled transaction reads as in no block (§1)")
    func statusPooled() async throws {
        let (service, chain) = try service("pooled")

        #expect(try await service.transactionStatus(setupID(chain))?.epochInserted == nil)
    }

    @Test("GetTransactionStatus's -20 Txn Hash not found reads as nil (§1)")
    func statusNotFound() async throws {
        let (service, _) = try service("fresh")
        let unknown = try TransactionID(hex: String(repeating: "0", count: 63) + "1")

        #expect(try await service.transactionStatus(unknown) == nil)
    }
}
