import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Either account's Prepare scene over the real session and fake nodes, for the behaviours both
/// accounts share: the legacy form over ``LegacySendFixtures``, the EVM one over ``EVMSendFixtures``.
@MainActor
struct PrepareSceneFixtures {
    let legacy = LegacySendFixtures()
    let evm = EVMSendFixtures()

    /// The Prepare scene of a payment from `account`, not yet started, its nodes registered.
    func scene(_ account: PayingAccount) -> PreparePaymentViewModel {
        switch account {
        case .legacy:
            legacy.register()
            return PreparePaymentViewModel(form: legacy.form())
        case .evm:
            return evm.prepareScene()
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

    /// How many times the node of `account` was read for a payment: the legacy account's state,
    /// the EVM batch (whose first read is the chain id).
    func paymentReads(_ account: PayingAccount) -> Int {
        account == .legacy ? legacy.zilliqa.calls(to: .paymentState) : evm.evm.calls(to: .chainID)
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
