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

    /// The paying key, unlocked with the password (asked now) while `waiting` shows: the saved
    /// wallet's through ZhipCore's wallet use case, which checks it against the wallet and remembers
    /// its public key (so the wallet knows its EVM account from now on), else the keystore's.
    func unlockKey(_ waiting: String = "Unlocking the keystore", console: Console) async throws -> KeyPair {
        let password = try reader.existingPassword()
        let keystore = self.keystore
        let network = self.network
        if let wallet {
            return try await WaitingLine.showing(waiting, on: console) {
                try await Container.shared.extractKeyPairUseCase().extractKeyPair(from: wallet, password: password)
            }
        }
        do {
            return try await WaitingLine.showing(waiting, on: console) {
                KeyPair(privateKey: try await DefaultPaymentsUseCase.unlock(keystore, password: password))
            }
        } catch let error as TransactionsError {
            throw error.thrown(network: network, console: console)
        }
    }
}
