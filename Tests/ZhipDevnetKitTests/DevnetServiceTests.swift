import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("ZilliqaKit's JSON-RPC service against the in-process devnet")
struct DevnetServiceTests {
    /// Retries without waiting, so fault tests stay quick.
    private static let quickRetry = RetryPolicy(attempts: 3, sleep: { _ in })

    private func service(_ devnet: Devnet, retry: RetryPolicy = quickRetry) throws -> JSONRPCZilliqaService {
        let network = try Network.custom(url: devnet.url, chainID: Fixture.chainID, name: "devnet")
        return JSONRPCZilliqaService(network: network, timeout: .seconds(5), retry: retry)
    }

    /// The error `body` throws, as a ZilliqaServiceError.
    private func serviceError(_ body: () async throws -> Void) async -> ZilliqaServiceError? {
        do {
            try await body()
            return nil
        } catch let error as ZilliqaServiceError {
            return error
        } catch {
            Issue.record("not a ZilliqaServiceError: \(error)")
            return nil
        }
    }

    @Test("a genesis account sends a payment; after confirmation balances and nonces have moved")
    func fundSendConfirm() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)
            #expect(try await service.networkID() == 222)
            #expect(try await service.minimumGasPrice() == Fixture.minimumGasPrice)
            #expect(
                try await service.balance(of: Fixture.alice.address)
                    == AccountBalance(balance: Fixture.zil(1000), nonce: 0))
            #expect(try await service.balance(of: Fixture.bob.address) == .empty)

            let id = try await service.send(Fixture.payment(amount: Fixture.zil(3)))
            let receipt = try await service.waitForReceipt(id, policy: PollingPolicy(tries: 5, sleep: { _ in }))

            #expect(receipt.success)
            #expect(receipt.epochNumber == 1)
            let balances = try await service.balances(of: [Fixture.alice.address, Fixture.bob.address])
            #expect(balances[0] == AccountBalance(balance: Amount(qa: 996_899_999_999_200), nonce: 1))
            #expect(balances[1] == AccountBalance(balance: Fixture.zil(3), nonce: 0))
            // ZQ2's NumTxBlocks is the final block's number (zq2-legacy-api.md §1).
            #expect(try await service.blockchainInfo().numTxBlocks == 1)
        }
    }

    @Test("with a block time, the receipt arrives after a block")
    func receiptAfterBlock() async throws {
        try await withDevnet(testConfiguration(blockTime: .milliseconds(100))) { devnet in
            let service = try service(devnet)
            let id = try await service.send(Fixture.payment())
            let receipt = try await service.waitForReceipt(
                id, policy: PollingPolicy(tries: 100, baseDelay: .milliseconds(5)))
            #expect(receipt.success)
            #expect(try await service.balance(of: Fixture.alice.address).nonce == 1)
        }
    }

    @Test("each rejection surfaces as the matching ZilliqaServiceError")
    func rejections() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)
            let forgedCore = Fixture.payment().core
            let forged = SignedTransaction(core: forgedCore, signature: Fixture.bob.sign(forgedCore.encoded()))
            let cases: [(SignedTransaction, ZilliqaServiceError)] = [
                (Fixture.payment(from: Fixture.carol), .insufficientFunds),
                (Fixture.payment(nonce: 0), .nonceZero),
                (Fixture.payment(gasPrice: Amount(1000, unit: .li)), .gasPriceTooLow(offered: nil, minimum: nil)),
                (Fixture.payment(gasLimit: 49), .gasLimitTooLow(offered: 49, minimum: 50)),
                (Fixture.payment(chainID: 333), .wrongChainID(signedFor: 333)),
                (forged, .signatureRejected),
            ]
            for (transaction, expected) in cases {
                let error = await serviceError { _ = try await service.send(transaction) }
                #expect(error == expected)
            }
            #expect(devnet.ledger.summary().transactionCount == 0)
        }
    }

    @Test("a lost answer (fail-mode drop): the retry returns the same id and the payment is applied once")
    func lostAnswerIsIdempotent() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(
            rate: 0.5, mode: .drop, seed: Self.seedDroppingFirstDrawOnly(), methods: ["CreateTransaction"])
        try await withDevnet(configuration) { devnet in
            let service = try service(devnet)
            let transaction = Fixture.payment(amount: Fixture.zil(7))
            let id = try await service.send(transaction)
            #expect(id == transaction.id)
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.ledger.account(Fixture.bob.address)?.balance == Fixture.zil(7))
            #expect(devnet.ledger.account(Fixture.alice.address)?.nonce == 1)
        }
    }

    @Test("a lost answer on a kept-alive connection: the retry returns the same id, applied once")
    func lostAnswerOnReusedConnection() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(
            rate: 0.5, mode: .drop, seed: Self.seedDroppingFirstDrawOnly(), methods: ["CreateTransaction"])
        try await withDevnet(configuration) { devnet in
            let service = try service(devnet)
            _ = try await service.balance(of: Fixture.alice.address)  // opens the connection the send reuses
            let transaction = Fixture.payment(amount: Fixture.zil(7))
            let id = try await service.send(transaction)
            #expect(id == transaction.id)
            #expect(devnet.ledger.summary().transactionCount == 1)
        }
    }

    /// A seed whose first draw at rate 0.5 injects the fault and whose second does not.
    private static func seedDroppingFirstDrawOnly() -> UInt64 {
        var seed: UInt64 = 0
        while true {
            var generator = SeededGenerator(seed: seed)
            if generator.nextUnit() < 0.5, generator.nextUnit() >= 0.5 { return seed }
            seed += 1
        }
    }

    @Test("fail-mode 500 surfaces as a transport error with HTTP status 500, after the retries")
    func serverError() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .serverError, seed: 3)
        try await withDevnet(configuration) { devnet in
            let error = await serviceError { _ = try await service(devnet).balance(of: Fixture.alice.address) }
            #expect(error == .transport(.httpStatus(500)))
        }
    }

    @Test("fail-mode garbage surfaces as an invalid response")
    func garbage() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .garbage, seed: 3)
        try await withDevnet(configuration) { devnet in
            let error = await serviceError { _ = try await service(devnet).networkID() }
            guard case .invalidResponse? = error else {
                Issue.record("expected invalidResponse, got \(String(describing: error))")
                return
            }
        }
    }
}
