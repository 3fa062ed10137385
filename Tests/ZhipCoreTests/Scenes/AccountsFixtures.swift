import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The accounts of ``TestWallets/phraseWallet`` and the wallets made from it, for the accounts
/// scene and the flows through it.
enum AccountsFixtures {
    /// zilliqa-js's and gozilliqa's address of the phrase's m/44'/313'/0'/0/0.
    static let firstAddress = "0xbEA456Fb58094Be1C7f99BB6D1584DCEc642B0B0"
    /// zilliqa-js's and gozilliqa's address of the phrase's m/44'/313'/0'/0/1.
    static let secondAddress = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"

    /// The bech32 form of `hex`, as the scenes show it.
    static func bech32(_ hex: String) throws -> String { try Address(hex).bech32 }

    /// ``TestWallets/phraseWallet`` with its second account (m/44'/313'/0'/0/1) added, and current.
    static func twoAccountWallet() async throws -> Wallet {
        try await DefaultWalletUseCase(securePersistence: .inMemory()).addAccount(
            to: TestWallets.phraseWallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))
    }
}
