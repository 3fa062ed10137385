import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The restore scene's recovery-phrase mode on a scripted terminal.
@Suite("Interactive app: restoring from a recovery phrase", .container)
@MainActor
struct InteractiveRestorePhraseTests {
    /// zilliqa-js's and gozilliqa's m/44'/313'/0'/0/1 of the test phrase.
    private static let secondAccount = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"

    @Test("the phrase is read without echo, the preset's five accounts are listed, and account 1 is restored")
    func restoreSecondAccount() async throws {
        let wallets = FakeWalletUseCase()
        let restore = RestoreWalletViewModel(
            restoreWalletUseCase: DefaultWalletUseCase(securePersistence: .inMemory()), walletStorageUseCase: wallets,
            zilliqaService: FakeZilliqaService(chainID: 333))
        let phrase = TestWallets.recoveryPhrase.mnemonic.revealedPhrase()
        let terminal = ScriptedTerminal(["1", phrase, "", "1", "1", interactivePassword, interactivePassword])

        await terminal.turn(with: restore)

        let second = try Address(Self.secondAccount)
        #expect(wallets.savedWallet?.address == second)
        #expect(wallets.savedWallet?.hasRecoveryPhrase == true)
        #expect(terminal.output.contains(second.bech32))
        #expect(terminal.output.contains("m/44'/313'/0'/0/4"))
        #expect(terminal.reads.first { $0.prompt.hasPrefix("Recovery phrase") }?.hidden == true)
        #expect(!terminal.output.contains(phrase))
        #expect(terminal.unusedAnswers == 0)
    }

    @Test("a misspelt word is named by its position and nothing is restored")
    func misspelt() async throws {
        let wallets = FakeWalletUseCase()
        let restore = RestoreWalletViewModel(
            restoreWalletUseCase: wallets, walletStorageUseCase: wallets, zilliqaService: FakeZilliqaService())
        let terminal = ScriptedTerminal([
            "1", "cart hat drip lava jelly keep device journey bean mango rocket festivl",
        ])

        await terminal.turn(with: restore)

        #expect(terminal.output.contains("Word 12 is not in the BIP-39 English word list"))
        #expect(wallets.restoreWalletCallCount == 0)
    }
}
