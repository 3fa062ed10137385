import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite struct EVMPaymentTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient: EVMAddress
    let gasPrice = Wei(wei: 4_761_904_800_000)

    init() throws {
        recipient = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    }

    func makeUseCase(_ node: FakeEVMService, preferences: Preferences = .inMemory()) -> DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
            preferences: preferences)
    }

    func funded(_ balance: Wei, nonce: UInt64 = 0, pending: UInt64? = nil) -> FakeEVMService {
        let node = FakeEVMService()
        node.setAccount(FakeEVMService.Account(balance: balance, nonce: nonce, pendingNonce: pending), for: sender)
        return node
    }

    @Test func aPlainTransferCostsTheKnownFee() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))

        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))

        #expect(payment.maximumFee == Wei(wei: 100_000_000_800_000_000))
        #expect(payment.transaction.fee == .eip1559(maxFeePerGas: gasPrice.wei, maxPriorityFeePerGas: 0))
    }

    @Test func legacyOnRequestUsesTheGasPrice() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))

        let payment = try await useCase.prepare(
            EVMPaymentDraft(
                from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)), fee: .legacy(gasPrice: nil)))

        #expect(payment.transaction.fee == .legacy(gasPrice: gasPrice.wei))
    }

    @Test func aPriorityAboveTheMaxFeeIsRefused() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))
        let draft = EVMPaymentDraft(
            from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)),
            fee: .eip1559(maxFee: gasPrice, priorityFee: Wei(wei: gasPrice.wei + 1)))

        await #expect(throws: TransactionsError.self) { try await useCase.prepare(draft) }
    }

    @Test func aMaxFeeBelowTheGasPriceIsRefused() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))
        let draft = EVMPaymentDraft(
            from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)),
            fee: .eip1559(maxFee: Wei(wei: gasPrice.wei - 1), priorityFee: nil))

        await #expect(throws: TransactionsError.self) { try await useCase.prepare(draft) }
    }

    @Test func tooLittleBalanceNamesTheExactFigures() async throws {
        let useCase = makeUseCase(funded(Wei(1, unit: .zil)))

        let error = await #expect(throws: TransactionsError.self) {
            try await useCase.prepare(
                EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))
        }

        #expect(error?.description.contains("1100000000800000000") == true)
    }

    @Test func sendMaxLeavesExactlyTheFee() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))

        let payment = try await useCase.prepare(EVMPaymentDraft(from: sender, to: recipient, amount: .max))

        #expect(payment.value == Wei(wei: 10_000_000_000_000_000_000 - 100_000_000_800_000_000))
    }

    @Test func theNonceIsTheLargerOfLatestAndPending() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil), nonce: 3, pending: 5))

        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))

        #expect(payment.transaction.nonce == 5)
    }

    @Test func theWalletsOwnRecordOfSentNoncesWins() async throws {
        let node = funded(Wei(10, unit: .zil))
        let useCase = makeUseCase(node)
        let draft = EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)))
        _ = await useCase.send(try await useCase.prepare(draft), signingWith: TestWallets.keyPair)

        let next = try await useCase.prepare(draft)

        #expect(next.transaction.nonce == 1)
    }

    @Test func theRecordOfSentNoncesStaysBoundedAndKeepsTheNewest() async throws {
        let preferences = Preferences.inMemory()
        let others = (0..<DefaultPaymentsUseCase.maximumNonceRecords + 10).map { index in
            let hex = String(index, radix: 16)
            return ("32769:0x" + String(repeating: "0", count: 40 - hex.count) + hex, UInt64(1_000 + index))
        }
        try preferences.save(Dictionary(uniqueKeysWithValues: others), for: .evmNextNonces)
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)), preferences: preferences)
        let draft = EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)))

        _ = await useCase.send(try await useCase.prepare(draft), signingWith: TestWallets.keyPair)

        let records = try #require(try preferences.load(.evmNextNonces, as: [String: UInt64].self))
        #expect(records.count == DefaultPaymentsUseCase.maximumNonceRecords)
        #expect(records["32769:0x\(sender.hex)"] == 1)
        #expect(records.values.filter { $0 != 1 }.min() == 1_011)
    }

    @Test func aFrozenSenderIsRefused() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil), nonce: .max))

        await #expect(throws: TransactionsError.self) {
            try await useCase.prepare(
                EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))
        }
    }

    @Test func sendSignsExactlyThePreparedTransactionOnce() async throws {
        let node = funded(Wei(10, unit: .zil))
        let useCase = makeUseCase(node)
        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))

        _ = await useCase.send(payment, signingWith: TestWallets.keyPair)

        #expect(node.sentTransactions.map(\.transaction) == [payment.transaction])
    }

    @Test func anUnknownSendOutcomeIsReportedNotRepeated() async throws {
        let node = funded(Wei(10, unit: .zil))
        let useCase = makeUseCase(node)
        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))
        let hash = try EVMHash(bytes: payment.transaction.signed(with: TestWallets.keyPair).hash)
        node.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])

        let outcome = await useCase.send(payment, signingWith: TestWallets.keyPair)

        guard case .unknown(let unanswered) = outcome else {
            Issue.record("expected an unknown outcome, got \(outcome)")
            return
        }
        #expect(unanswered.sent == .evm(hash))
        #expect(unanswered.nonce == payment.transaction.nonce)
        #expect(node.calls(to: .send) == 1)
    }

    @Test func aPaymentPreparedAgainAfterAnUnknownOutcomeTakesTheSameNonce() async throws {
        let node = funded(Wei(10, unit: .zil), nonce: 4)
        let useCase = makeUseCase(node)
        let draft = EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)))
        let payment = try await useCase.prepare(draft)
        let hash = try EVMHash(bytes: payment.transaction.signed(with: TestWallets.keyPair).hash)
        node.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])
        _ = await useCase.send(payment, signingWith: TestWallets.keyPair)

        let again = try await useCase.prepare(draft)

        // The same nonce: should the first arrive after all, at most one of them is mined.
        #expect(again.transaction.nonce == 4)
    }

    @Test func aTransactionTheNodeDoesNotKnowIsNotFound() async throws {
        let useCase = makeUseCase(funded(Wei(10, unit: .zil)))
        let hash = try EVMHash(bytes: [UInt8](repeating: 7, count: 32))

        let found = try await useCase.check(hash)

        #expect(found == .notFound)
    }
}
