import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The first five zilliqa-preset addresses of ``TestWallets/recoveryPhrase``: zilliqa-js's wallet
/// test derives them (addByMnemonic i = 0…4), gozilliqa's account test gives 0 and 1
/// (Tests/ZilliqaKitTests/Fixtures/zilliqa-js-mnemonic.json lists all ten, sorted).
private let zilliqaJSFirst = "0xbEA456Fb58094Be1C7f99BB6D1584DCEc642B0B0"
private let zilliqaJSSecond = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"
private let zilliqaJSTen: Set<String> = [
    "0x0237F40D30d3c37C9b77577ACbB11C972Cc58664", "0x0723DD96243491eE84A925eDB657f24582AEc899",
    "0x4878d8EB9A63493A6de066eB1458CaB672Dc8CfD", "0x68275607E8bDf7cFA248b5f5a07B576F9Ef39cD1",
    "0x852F52532c3c928269bdd3B83Ac88E25A04D6B3b", "0x9165AE9ceeb155fB75D9C1fee2041f12C6e1f5eA",
    "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e", "0xCd6cb5bC8F3EE8fF7a91B060Ce341FEb6Fc40E21",
    "0xEcD9D875C7366432a7Ce403A7702dFa3e7F09602", "0xbEA456Fb58094Be1C7f99BB6D1584DCEc642B0B0",
]
/// MetaMask's first account of the same phrase (eth-account's from_mnemonic, m/44'/60'/0'/0/0).
private let metaMaskFirst = "0xc82Cd94cC754583e73C6e8B4Fcf99e6E27A50854"

@Suite("Restore wallet scene: from a recovery phrase", .container)
@MainActor
struct RestoreWalletRecoveryPhraseTests {
    let wallets = FakeWalletUseCase()
    let node = FakeZilliqaService(chainID: 333)

    private func scene() -> RestoreWalletViewModel {
        let viewModel = RestoreWalletViewModel(
            restoreWalletUseCase: DefaultWalletUseCase(securePersistence: .inMemory()), walletStorageUseCase: wallets,
            zilliqaService: node)
        viewModel.didSelectMode(.recoveryPhrase)
        viewModel.didEditRecoveryPhrase(TestWallets.recoveryPhrase.mnemonic.revealedPhrase())
        return viewModel
    }

    private func bech32(_ hex: String) throws -> String { try Address(hex).bech32 }

    @Test("the preview lists the zilliqa preset's first five accounts: zilliqa-js's, in index order")
    func previewZilliqa() async throws {
        let viewModel = scene()

        await viewModel.didTapPreviewAccounts()

        let rows = viewModel.state.previews
        #expect(rows.map(\.index) == [0, 1, 2, 3, 4])
        #expect(rows.first?.address == (try bech32(zilliqaJSFirst)))
        #expect(rows.dropFirst().first?.address == (try bech32(zilliqaJSSecond)))
        let tenBech32 = Set(try zilliqaJSTen.map(bech32))
        #expect(rows.allSatisfy { tenBech32.contains($0.address) })
        #expect(rows.map(\.path).last == "m/44'/313'/0'/0/4")
    }

    @Test("the preview of the ethereum preset lists MetaMask's first account")
    func previewEthereum() async throws {
        let viewModel = scene()
        viewModel.didSelectPreset(.ethereum)

        await viewModel.didTapPreviewAccounts()

        #expect(viewModel.state.previews.first?.evmAddress == metaMaskFirst)
        #expect(viewModel.state.previews.first?.path == "m/44'/60'/0'/0/0")
    }

    @Test("the balances of both addresses of every account come from one batched request")
    func balancesInOneRequest() async throws {
        let funded = try Address(zilliqaJSSecond)
        node.setAccount(AccountBalance(balance: try Amount("12.5", unit: .zil), nonce: 3), for: funded)
        let viewModel = scene()

        await viewModel.didTapPreviewAccounts()

        #expect(node.calls(to: .balances) == 1)
        #expect(node.calls(to: .balance) == 0)
        #expect(node.balanceRequests.count == 10)
        #expect(viewModel.state.previews[1].balance == "12.5 ZIL")
        #expect(viewModel.state.previews[0].balance == "0 ZIL")
    }

    @Test("an unreachable node leaves the addresses listed and says the balances are missing")
    func previewWithoutNode() async throws {
        node.setError(.transport(.connectionRefused), for: .balances)
        let viewModel = scene()

        await viewModel.didTapPreviewAccounts()

        #expect(viewModel.state.previews.count == 5)
        #expect(viewModel.state.previews.allSatisfy { $0.balance == nil })
        #expect(viewModel.state.previewError?.hasPrefix("The balances could not be read") == true)
    }

    @Test("the chosen index is the row marked, and the path Restore opens")
    func chosenRow() async throws {
        let viewModel = scene()
        await viewModel.didTapPreviewAccounts()

        viewModel.didSelectAccountIndex(3)

        #expect(viewModel.state.previews.map(\.isChosen) == [false, false, false, true, false])
        #expect(viewModel.state.chosenPath == "m/44'/313'/0'/0/3")
    }

    @Test("restoring saves a seed-phrase wallet at the chosen account: gozilliqa's …/0/1")
    func restoreAtIndex() async throws {
        let viewModel = scene()
        viewModel.didSelectAccountIndex(1)
        viewModel.didEditEncryptionPassword(TestWallets.password)
        viewModel.didEditConfirmEncryptionPassword(TestWallets.password)

        await viewModel.didTapRestore()

        let saved = try #require(wallets.savedWallet)
        #expect(saved.hasRecoveryPhrase)
        #expect(saved.address == (try Address(zilliqaJSSecond)))
        #expect(saved.currentAccount.path?.description == "m/44'/313'/0'/0/1")
    }

    @Test("a custom path previews and restores that one account")
    func customPath() async throws {
        let viewModel = scene()
        viewModel.didSelectCustomPath()
        viewModel.didEditCustomPath("m/44'/313'/0'/0/1")

        await viewModel.didTapPreviewAccounts()

        #expect(viewModel.state.previews.map(\.address) == [try bech32(zilliqaJSSecond)])
        #expect(viewModel.state.previews.first?.isChosen == true)
    }

    @Test("a misspelt word is named by position and Restore stays disabled")
    func misspelt() {
        let viewModel = scene()
        viewModel.didEditRecoveryPhrase("cart hat drip lava jelly keep device journey bean mango rocket festivl")
        viewModel.didEndEditingRecoveryPhrase()
        viewModel.didEditEncryptionPassword(TestWallets.password)
        viewModel.didEditConfirmEncryptionPassword(TestWallets.password)

        guard case .invalid(let message) = viewModel.state.recoveryPhraseDisplay else {
            Issue.record("the phrase field shows no error")
            return
        }
        #expect(message.message.hasPrefix("Word 12 is not in"))
        #expect(!viewModel.state.isRestoreEnabled)
    }

    @Test("an account index of 2^31 is refused and the index is kept")
    func indexTooLarge() {
        let viewModel = scene()

        viewModel.didSelectAccountIndex(DerivationPath.hardenedOffset)

        #expect(viewModel.state.accountIndex == 0)
        #expect(viewModel.state.errorMessage == RestoreWalletViewModel.accountIndexTooLarge)
    }

    @Test("a passphrase opens other accounts: the preview changes with it")
    func passphraseChangesAccounts() async throws {
        let viewModel = scene()
        viewModel.didEditPassphrase("TREZOR")

        await viewModel.didTapPreviewAccounts()

        #expect(viewModel.state.previews.first?.address != (try bech32(zilliqaJSFirst)))
    }
}
