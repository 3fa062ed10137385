import ZhipCore
import ZilliqaKit

/// ZhipCore's ``CreateWalletUseCase`` with the key derivation `--kdf` chose: the create scene
/// asks for the standard one, and this passes the choice on instead.
struct KDFCreateWalletUseCase: CreateWalletUseCase {
    let base: any CreateWalletUseCase
    let kdf: KDFParameters

    func createNewWallet(encryptionPassword: SecretText, kdf _: KDFParameters) async throws(WalletError) -> Wallet {
        try await base.createNewWallet(encryptionPassword: encryptionPassword, kdf: kdf)
    }

    func createNewWallet(recoveryPhrase: RecoveryPhrase, encryptionPassword: SecretText, kdf _: KDFParameters)
        async throws(WalletError) -> Wallet
    {
        try await base.createNewWallet(recoveryPhrase: recoveryPhrase, encryptionPassword: encryptionPassword, kdf: kdf)
    }
}
