import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `send` and `move` start from, read in the same order: the confirmation must be possible,
/// a password source must exist, then the paying keystore (--keystore, else the saved wallet's)
/// and the network, registered in the container.
struct PaymentSetup {
    /// The saved wallet, when no --keystore was given.
    let wallet: Wallet?
    /// The keystore that pays.
    let keystore: Keystore
    /// The network, already registered.
    let network: Network
    let reader: PasswordReader

    /// - Throws: a usage error when standard input is no terminal and `yes` is false, or no
    ///   password source exists; the file's, the wallet's or the network setting's error.
    init(
        _ command: String, yes: Bool, keystorePath: String?, password: PasswordOptions, network options: NetworkOptions,
        console: Console
    ) throws {
        guard yes || console.stdinIsTerminal else {
            throw ValidationError(
                "\(command) asks for confirmation on a terminal, and standard input is not one: add --yes to "
                    + "\(command) without asking")
        }
        reader = PasswordReader(console: console, options: password)
        try reader.checkSourceAvailable()
        options.useHome()
        if let keystorePath {
            wallet = nil
            keystore = try KeystoreInput(path: console.absolutePath(keystorePath)).keystore
        } else {
            let saved = try SavedWallet.load()
            wallet = saved
            keystore = saved.keystore
        }
        network = try options.resolve()
        options.register(network)
    }

    /// The 20 bytes of `account` the keystore or the saved wallet tells without unlocking, if it does.
    func knownAddress(of account: PayingAccount) -> EVMAddress? {
        switch account {
        case .legacy: keystore.address.map { EVMAddress($0) }
        case .evm: wallet?.evmAddress
        }
    }

    /// The signer of the paying key, with the password (asked now): the saved wallet's through
    /// ZhipCore's wallet use case, which checks it against the wallet and remembers its public key
    /// (so the wallet knows its EVM account from now on), else the keystore's. The key is unlocked
    /// by the session, after the review; the signer wipes the password once the KDF has run.
    func signer(console: Console) throws -> KeystoreSigner {
        let password = try reader.existingPassword()
        guard let wallet else { return KeystoreSigner(keystore: keystore, password: password) }
        return KeystoreSigner(password: password) { password async throws(TransactionsError) in
            do throws(WalletError) {
                return try await Container.shared.extractKeyPairUseCase().extractKeyPair(
                    from: wallet, password: password)
            } catch .wrongPassword {
                throw .wrongPassword
            } catch {
                throw .wallet(error)
            }
        }
    }

    /// The paying key, unlocked with the password (asked now) while `waiting` shows, for what is
    /// signed outside a payment (a message): the saved wallet's through ZhipCore's wallet use case,
    /// else the keystore's. The password is wiped once the KDF has run.
    func unlockKey(_ waiting: String = "Unlocking the keystore", console: Console) async throws -> KeyPair {
        let password = try reader.existingPassword()
        defer { password.wipe() }
        let keystore = self.keystore
        let network = self.network
        if let wallet {
            return try await WaitingLine.showing(waiting, on: console) {
                try await Container.shared.extractKeyPairUseCase().extractKeyPair(from: wallet, password: password)
            }
        }
        do throws(TransactionsError) {
            return try await WaitingLine.showing(waiting, on: console) { () async throws(TransactionsError) in
                KeyPair(privateKey: try await KeystoreSigner.decrypt(keystore, password: password))
            }
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }

    /// The paying key's signer, unlocked now with the password (asked now) while `waiting` shows,
    /// and the accounts it signs for: to learn the address of a keystore's account before the
    /// payment is prepared. The session signs with it without asking again.
    func unlockedSigner(_ waiting: String, console: Console) async throws -> (
        signer: KeystoreSigner, accounts: SignerAccounts
    ) {
        let signer = try signer(console: console)
        do throws(TransactionsError) {
            let accounts = try await WaitingLine.showing(waiting, on: console) { () async throws(TransactionsError) in
                try await signer.unlock()
            }
            return (signer, accounts)
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }
}
