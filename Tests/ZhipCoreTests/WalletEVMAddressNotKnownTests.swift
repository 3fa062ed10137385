import Testing
import ZhipCore

@MainActor @Suite("Wallet: the words for an EVM address not known yet")
struct WalletEVMAddressNotKnownTests {
    @Test("ZhipCore says when the EVM address becomes known, with the place's way of revealing the key")
    func savedAtNextUnlock() {
        let sentence = Wallet.evmAddressSavedAtNextUnlock(revealingTheKey: "'zhip-cli wallet backup'")

        #expect(sentence == "it is saved at the wallet's next unlock (a send, or 'zhip-cli wallet backup')")
    }

    @Test("the Main scene says it in its own sentence around ZhipCore's words")
    func mainScene() {
        let notice = MainViewModel.evmAddressNotKnownYet

        #expect(
            notice
                == "The EVM account is shown once its address is known: it is saved at the wallet's next unlock (a send,"
                + " or revealing the private key in the backup).")
    }

    @Test("the Receive scene says it in its own sentence around ZhipCore's words")
    func receiveScene() {
        let notice = ReceiveViewModel.evmAddressNotKnownYet

        #expect(
            notice
                == "The EVM address is not known yet: it is saved at the wallet's next unlock (a send, or revealing the"
                + " private key in the backup).")
    }
}
