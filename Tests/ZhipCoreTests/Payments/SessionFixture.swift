import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A payment session's world for its tests, registered in the test's container: mainnet, a fake
/// `eth_` node and a fake legacy node (alice's EVM account holding 10 ZIL, her legacy account 10
/// ZIL), in-memory preferences, an immediate clock and a fixed date.
struct SessionFixture {
    let evm = FakeEVMService()
    let legacy = FakeZilliqaService()
    let date = FixedDateProvider(Date(timeIntervalSince1970: 1_800_000_000))
    let alice = TestWallets.keyPair
    let bob = PaymentFactsFixture.bob

    init(rules: [any PaymentRule] = PaymentRules.standard) {
        let container = Container.shared
        let (evm, legacy, date) = (evm, legacy, date)
        container.network.register { .success(.mainnet) }
        container.evmService.register { evm }
        container.zilliqaService.register { legacy }
        container.preferences.register { .inMemory() }
        container.clock.register { ImmediateClock() }
        container.dateProvider.register { date }
        container.paymentRules.register { rules }
        evm.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: alice.evmAddress)
        legacy.setAccount(AccountBalance(balance: Amount(10, unit: .zil), nonce: 0), for: alice.address)
        legacy.setMinimumGasPrice(Payment.zilliqa2MinimumGasPrice)
    }

    /// A session paying `wei` from alice's EVM account to bob (her address known unless `knownSender` is false).
    func evmTransfer(_ wei: Wei = Wei(1, unit: .zil), knownSender: Bool = true, terms: PaymentTerms = PaymentTerms())
        -> PaymentSession
    {
        PaymentSession(order: .evmTransfer(wei, from: knownSender ? alice.evmAddress : nil, to: bob, terms: terms))
    }

    /// A session paying `amount` from alice's legacy account to bob's.
    func legacyTransfer(_ amount: Amount = Amount(1, unit: .zil)) -> PaymentSession {
        PaymentSession(order: .legacyTransfer(amount, from: alice.address, to: Address(bob)))
    }

    /// The sends the wallet's record holds (every account, every chain).
    var recordedSends: Int {
        (try? Container.shared.preferences().load(.sentTransactions, as: [StoredSendCount].self))?.count ?? 0
    }

    /// An entry of the record, read for counting alone.
    struct StoredSendCount: Decodable {}
}

/// The refusal `body` ends with, or nil when it does not end with one.
func refusal<T>(_ body: () async throws(TransactionsError) -> T) async -> PaymentRefusal? {
    do throws(TransactionsError) {
        _ = try await body()
        return nil
    } catch .refused(let refusal) {
        return refusal
    } catch {
        return nil
    }
}
