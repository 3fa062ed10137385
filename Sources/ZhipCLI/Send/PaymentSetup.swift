import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `send` and `move` start from, read in the same order: the confirmation must be possible,
/// then the paying keystore (--keystore, else the saved wallet's) with a password source, the saved
/// Ledger wallet, or the watched account in use (no key: the session's rule `watch-only` refuses it
/// at prepare, before any review or password), and the network, registered in the container.
struct PaymentSetup {
    /// The saved wallet, when no --keystore was given and it is not a Ledger wallet.
    let wallet: Wallet?
    /// The saved Ledger wallet, when no --keystore was given and it is one: the device signs.
    let ledger: LedgerWallet?
    /// The watched account in use, when no --keystore was given: the paying account, with no key here.
    let watched: WatchedAccount?
    /// The keystore that pays; nil for a Ledger wallet.
    let keystore: Keystore?
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
        options.useHome()
        // The network first: a damaged settings file is said as the network setting it lost.
        network = try options.resolve()
        if let keystorePath {
            (wallet, ledger, watched) = (nil, nil, nil)
            keystore = try KeystoreInput(path: console.absolutePath(keystorePath)).keystore
        } else if let watching = try SavedWallet.watched() {
            (wallet, ledger, keystore, watched) = (nil, nil, nil, watching)
        } else if let saved = try SavedWallet.ledger() {
            (wallet, ledger, keystore, watched) = (nil, saved, nil, nil)
        } else {
            let saved = try SavedWallet.load()
            (wallet, ledger, watched) = (saved, nil, nil)
            keystore = saved.keystore
        }
        if ledger == nil, watched == nil { try reader.checkSourceAvailable() }
        options.register(network, console: console)
    }

    /// The 20 bytes of `account` the keystore or the saved wallet tells without unlocking, if it does.
    func knownAddress(of account: PayingAccount) -> EVMAddress? {
        // A watched account's 20 bytes are both of its forms.
        if let watched { return watched.evmAddress }
        return switch account {
        case .legacy: keystore?.address.map { EVMAddress($0) }
        case .evm: ledger?.currentAccount.address ?? wallet?.evmAddress
        }
    }

    /// Throws unless the paying key has `account`: a Ledger wallet has no legacy account.
    func checkHas(_ account: PayingAccount) throws {
        if ledger != nil, account == .legacy { throw TransactionsError.ledgerHasNoLegacyAccount }
    }

    /// What the person waits for while the signer unlocks: the keystore's KDF, or the device's answer.
    var unlockingText: String {
        ledger == nil ? "Unlocking the keystore" : LedgerDevice.unlockingText
    }

    /// The signer of the paying key, with the password (asked now): the saved wallet's through
    /// ZhipCore's wallet use case, which checks it against the wallet and remembers its public key
    /// (so the wallet knows its EVM account from now on), else the keystore's. The key is unlocked
    /// by the session, after the review; the signer wipes the password once the KDF has run.
    func signer(console: Console) throws -> any PaymentSigner {
        if let ledger { return try LedgerDevice.signer(for: ledger.currentAccount, console: console) }
        return try keystoreSigner()
    }

    /// The keystore's signer, with the password (asked now).
    private func keystoreSigner() throws -> KeystoreSigner {
        try refuseWatchOnly()
        guard let keystore else { throw WalletCommandError.ledgerWallet }
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
        try refuseWatchOnly()
        guard let keystore else { throw WalletCommandError.ledgerWallet }
        let password = try reader.existingPassword()
        defer { password.wipe() }
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
        let signer = try keystoreSigner()
        do throws(TransactionsError) {
            let accounts = try await WaitingLine.showing(waiting, on: console) { () async throws(TransactionsError) in
                try await signer.unlock()
            }
            return (signer, accounts)
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }

    /// Throws rule `watch-only`'s refusal (exit 2) when the paying account is watched only: what a
    /// command says that has no payment for the session to judge (`move` needs the key to build one).
    func refuseWatchOnly() throws {
        guard let watched else { return }
        throw CommandFailure(WatchOnlyRule().refusal(of: watched.evmAddress).description, exitCode: .refused)
    }
}

extension PaymentSetup {
    /// The EVM account that pays, as a call that needs it before it is prepared (a swap's allowance and
    /// simulation, an unwrap's balance) learns it: told by the wallet, the Ledger or the watched account,
    /// else by unlocking the keystore now (the session then signs with that signer, not asking again).
    func evmSenderUnlockingIfNeeded(console: Console) async throws -> (sender: EVMAddress, unlocked: KeystoreSigner?) {
        if let known = knownAddress(of: .evm) { return (known, nil) }
        let signer = try await unlockedSigner("Unlocking the keystore to learn its EVM account", console: console)
        return (signer.accounts.evm, signer.signer)
    }
}
