import Synchronization
public import ZilliqaKit

/// The signer of a Ledger wallet's account: Ledger's Ethereum app signs on the device, once the
/// person confirms there. Unlocking connects, checks that the Ethereum app is open, and derives the
/// address on the account's saved path: another device (or passphrase) is refused before anything is
/// sent to sign. Every signature is checked to recover to the account. It has no legacy account.
///
/// ```swift
/// let signer = LedgerSigner(account: ledgerWallet.currentAccount) { try connection.open() }
/// let accounts = try await signer.unlock()          // the device's own answer for the saved path
/// let signed = try await signer.sign(transaction)   // "Confirm on your Ledger" while this waits
/// ```
public final class LedgerSigner: PaymentSigner {
    /// The account whose key the device holds.
    public let account: LedgerWalletAccount
    private let connect: @Sendable () throws(LedgerError) -> any LedgerTransport
    private let app = Mutex<(app: EthereumApp, configuration: EthereumAppConfiguration)?>(nil)

    /// A signer for `account` that opens its transport with `connect` when first unlocked.
    public init(
        account: LedgerWalletAccount, connect: @escaping @Sendable () throws(LedgerError) -> any LedgerTransport
    ) {
        self.account = account
        self.connect = connect
    }

    public func unlock() async throws(TransactionsError) -> SignerAccounts {
        _ = try await connected()
        return SignerAccounts(evm: account.address, legacy: nil, publicKey: account.publicKey)
    }

    /// The app, connected and checked: the Ethereum app is open and derives the saved account on its path.
    private func connected() async throws(TransactionsError) -> (
        app: EthereumApp, configuration: EthereumAppConfiguration
    ) {
        if let connected = app.withLock({ $0 }) { return connected }
        let app: EthereumApp
        let configuration: EthereumAppConfiguration
        let device: LedgerAccount
        do throws(LedgerError) {
            app = EthereumApp(transport: try connect())
            try await app.ensureOpen()
            configuration = try await app.configuration()
            device = try await app.address(at: account.path)
        } catch {
            throw .ledger(error)
        }
        guard device.address == account.address else {
            throw .ledgerAccountMismatch(saved: account.address, device: device.address, path: account.path)
        }
        self.app.withLock { $0 = (app, configuration) }
        return (app, configuration)
    }

    public func sign(_ transaction: EVMTransaction) async throws(TransactionsError) -> SignedEVMTransaction {
        let (app, configuration) = try await connected()
        if !transaction.data.isEmpty, !configuration.blindSigningEnabled { throw .ledger(.blindSigningOff) }
        let signed: SignedEVMTransaction
        do throws(LedgerError) { signed = try await app.sign(transaction, at: account.path) } catch {
            throw .ledger(error)
        }
        try checkSigner(signed.sender)
        return signed
    }

    /// A Ledger wallet has no legacy account: the Ethereum app signs no Zilliqa transaction.
    public func sign(_ payment: Payment, chainID: UInt16) async throws(TransactionsError) -> SignedTransaction {
        throw .ledgerHasNoLegacyAccount
    }

    /// `message` signed on the device (EIP-191), checked to recover to the account.
    public func sign(_ message: PersonalMessage) async throws(TransactionsError) -> MessageSignature {
        let (app, _) = try await connected()
        let signature: MessageSignature
        do throws(LedgerError) { signature = try await app.sign(message, at: account.path) } catch {
            throw .ledger(error)
        }
        try checkSigner(try? message.signer(of: signature))
        return signature
    }

    /// `typedData` signed on the device by its two hashes (EIP-712), which is all the device shows:
    /// it needs blind signing on. Checked to recover to the account.
    public func sign(_ typedData: TypedData) async throws(TransactionsError) -> MessageSignature {
        let (app, configuration) = try await connected()
        guard configuration.blindSigningEnabled else { throw .ledger(.blindSigningOff) }
        let signature: MessageSignature
        do throws(LedgerError) {
            signature = try await app.signTypedData(
                domainHash: typedData.domainSeparator, messageHash: typedData.messageHash, at: account.path)
        } catch {
            throw .ledger(error)
        }
        try checkSigner(try? typedData.signer(of: signature))
        return signature
    }

    /// Shows the account's address on the device, for the person to compare with the one on screen.
    /// - Throws: ``TransactionsError/ledger(_:)`` with ``LedgerError/rejectedOnDevice`` when they
    ///   say it is not the same.
    public func showAddressOnDevice() async throws(TransactionsError) {
        let (app, _) = try await connected()
        let shown: LedgerAccount
        do throws(LedgerError) { shown = try await app.address(at: account.path, showOnDevice: true) } catch {
            throw .ledger(error)
        }
        guard shown.address == account.address else {
            throw .ledgerAccountMismatch(saved: account.address, device: shown.address, path: account.path)
        }
    }

    /// What the review says of `prepared` when a Ledger signs it and it carries contract data, which
    /// the Ethereum app shows only as "Blind signing ahead" (no amount, no recipient); nil for a plain
    /// transfer.
    public static func blindSigningNote(for prepared: PreparedPayment) -> String? {
        guard case .evm(let transaction)? = prepared.transaction, !transaction.data.isEmpty else { return nil }
        return "Your Ledger cannot show this call's amount or recipient: it shows \"Blind signing ahead\", the "
            + "network as a number (32769) and fees in \"???\". Check them in this review; the device signs only "
            + "with blind signing on in the Ethereum app's settings."
    }

    public func lock() {
        app.withLock { $0 = nil }
    }

    /// Throws unless `signer` is the account: a device that signed with another key.
    private func checkSigner(_ signer: EVMAddress?) throws(TransactionsError) {
        guard signer == account.address else {
            throw .ledger(.malformedAnswer("the signature is not the account's"))
        }
    }
}
