import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Values shared by the send and receive scene tests.
enum SendFixtures {
    /// An address other than the wallet's, to pay.
    static let recipient: Address = {
        do { return try Address(bytes: [UInt8](repeating: 0x11, count: 20)) } catch {
            preconditionFailure("20 bytes are an address: \(error)")
        }
    }()
}

/// The nodes behind the legacy account's send scene tests: the real ``PaymentSession`` over a
/// ``FakeZilliqaService`` on mainnet (minimum gas price 2000 Li) where ``TestWallets/wallet``
/// holds 100 ZIL at nonce 0, and a ``FakeBalancesUseCase`` telling the form the same balance and
/// gas price.
struct LegacySendFixtures {
    /// The paying legacy account: ``TestWallets/wallet``'s.
    static let sender = TestWallets.wallet.address
    /// 50 gas at 2000 Li: 0.1 ZIL, in Qa.
    static let fee = Amount(qa: 100_000_000_000)

    let zilliqa = FakeZilliqaService()
    let evm = FakeEVMService()
    let balances = FakeBalancesUseCase()
    let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)

    /// The sender holds `balance` at `nonce` on the node.
    init(balance: Amount = Amount(100, unit: .zil), nonce: UInt64 = 0) {
        zilliqa.setAccount(AccountBalance(balance: balance, nonce: nonce), for: Self.sender)
    }

    /// Registers what a session reads in the test's container: the nodes, mainnet, in-memory
    /// preferences, an immediate clock and a fixed date; and the wallet and balances for the scenes.
    func register() {
        let (zilliqa, evm, balances, wallets) = (self.zilliqa, self.evm, self.balances, self.wallets)
        Container.shared.zilliqaService.register { zilliqa }
        Container.shared.evmService.register { evm }
        Container.shared.network.register { .success(.mainnet) }
        Container.shared.preferences.register { .inMemory() }
        Container.shared.clock.register { ImmediateClock() }
        Container.shared.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
        Container.shared.balancesUseCase.register { balances }
        Container.shared.walletUseCase.register { wallets }
    }

    /// The legacy account's form over ``balances`` and ``wallets``.
    @MainActor
    func form(walletStorage: (any WalletStorageUseCase)? = nil) -> LegacyPaymentForm {
        LegacyPaymentForm(
            walletStorage: walletStorage ?? wallets, balanceCache: balances, fetchBalance: balances,
            gasPrice: balances)
    }

    /// `amount` to ``SendFixtures/recipient`` from ``sender``.
    static func order(_ amount: Amount = Amount(1, unit: .zil)) -> PaymentOrder {
        .legacyTransfer(amount, from: sender, to: SendFixtures.recipient)
    }

    /// ``order(_:)`` prepared by a session over the fixtures (registered first).
    func prepared(_ amount: Amount = Amount(1, unit: .zil)) async throws -> (PaymentSession, PreparedPayment) {
        register()
        return try await PaymentSession.prepared(Self.order(amount))
    }

    /// ``prepared(_:)``, confirmed as the review scene confirms it: ready for the Sign scene.
    func reviewed(_ amount: Amount = Amount(1, unit: .zil)) async throws -> (PaymentSession, PreparedPayment) {
        register()
        return try await PaymentSession.reviewed(Self.order(amount))
    }

    /// The id the node gives `prepared` signed by ``TestWallets/keyPair``.
    static func id(of prepared: PreparedPayment) throws -> TransactionID {
        guard case .legacy(let payment, let chainID)? = prepared.transaction else {
            throw FixtureError("not a legacy payment: \(String(describing: prepared.transaction))")
        }
        return SignedTransaction.sign(payment, with: TestWallets.keyPair, chainID: chainID).id
    }
}

extension PaymentSession {
    /// A session of `order` over what the test's container registers, and what it prepared.
    static func prepared(_ order: PaymentOrder) async throws -> (PaymentSession, PreparedPayment) {
        let session = PaymentSession(order: order)
        return (session, try await session.prepare())
    }

    /// ``prepared(_:)``, confirmed as the review scene confirms it: ready for the Sign scene.
    static func reviewed(_ order: PaymentOrder) async throws -> (PaymentSession, PreparedPayment) {
        let (session, prepared) = try await Self.prepared(order)
        await session.confirm(prepared)
        return (session, prepared)
    }
}

/// A fixture that does not hold what a test needs.
struct FixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Records what a navigator announces.
@MainActor
final class StepRecorder<Step> {
    private(set) var steps: [Step] = []

    init(_ navigator: Navigator<Step>) {
        navigator.onStep = { [weak self] in self?.steps.append($0) }
    }
}
