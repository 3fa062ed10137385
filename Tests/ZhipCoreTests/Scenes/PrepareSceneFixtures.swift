import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Either account's Prepare scene over stand-ins, for the behaviours both accounts share: the
/// legacy form over a ``FakeTransactionsUseCase``, the EVM one over ``EVMSendFixtures``.
@MainActor
struct PrepareSceneFixtures {
    let transactions = FakeTransactionsUseCase()
    let evm = EVMSendFixtures()

    /// The Prepare scene of a payment from `account`, not yet started.
    func scene(_ account: PayingAccount) -> PreparePaymentViewModel {
        switch account {
        case .legacy:
            PreparePaymentViewModel(
                form: LegacyPaymentForm(
                    walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), balanceCache: transactions,
                    fetchBalance: transactions, gasPrice: transactions, payments: transactions))
        case .evm: evm.prepareScene()
        }
    }

    /// The scene, started, with `recipient` and 1 ZIL typed and both fields left.
    func filledIn(_ account: PayingAccount, to recipient: String) async -> PreparePaymentViewModel {
        let scene = scene(account)
        await scene.start()
        scene.didEditRecipient(recipient)
        scene.didEndEditingRecipient()
        scene.didEditAmount("1")
        scene.didEndEditingAmount()
        return scene
    }

    /// An account other than the payer's, as typed for `account`.
    static func recipient(of account: PayingAccount) -> String {
        account == .legacy ? SendFixtures.recipient.bech32 : EVMSendFixtures.recipient.checksummed
    }

    /// The paying account itself, as typed for `account`.
    static func sender(of account: PayingAccount) -> String {
        account == .legacy ? TestWallets.wallet.address.bech32 : EVMSendFixtures.sender.checksummed
    }
}
