import Synchronization
public import ZhipCore
public import ZilliqaKit

/// A ``WalletUseCase`` for tests: it keeps the saved wallet in memory, answers with fixtures
/// from ``TestWallets``, counts every call, and throws ``error`` from every call when set.
///
/// ```swift
/// let fake = FakeWalletUseCase(savedWallet: TestWallets.wallet)
/// Container.shared.walletUseCase.register { fake }
/// … run the code under test …
/// #expect(fake.extractKeyPairCallCount == 1)
/// ```
public final class FakeWalletUseCase: WalletUseCase {
    private struct State {
        var savedWallet: Wallet?
        var createdWallet: Wallet
        var restoredWallet: Wallet
        var keyPair: KeyPair
        var correctPassword: String
        var error: WalletError?
        var calls: [String: Int] = [:]
        var lastCreateKDF: KDFParameters?
    }

    private let state: Mutex<State>

    /// A fake holding `savedWallet`, creating `createdWallet`, restoring `restoredWallet`, and
    /// unlocking to `keyPair` with `correctPassword` only.
    public init(
        savedWallet: Wallet? = nil, createdWallet: Wallet = TestWallets.wallet,
        restoredWallet: Wallet = TestWallets.importedWallet, keyPair: KeyPair = TestWallets.keyPair,
        correctPassword: String = TestWallets.password
    ) {
        state = Mutex(
            State(
                savedWallet: savedWallet, createdWallet: createdWallet, restoredWallet: restoredWallet,
                keyPair: keyPair, correctPassword: correctPassword))
    }

    // MARK: - Configuration and observation

    /// When set, every call throws it (after being counted).
    public var error: WalletError? {
        get { state.withLock { $0.error } }
        set { state.withLock { $0.error = newValue } }
    }

    /// The wallet ``save(wallet:)`` saved, or the one given to `init`.
    public var savedWallet: Wallet? { state.withLock { $0.savedWallet } }

    /// The KDF the last ``createNewWallet(encryptionPassword:kdf:)`` asked for.
    public var lastCreateKDF: KDFParameters? { state.withLock { $0.lastCreateKDF } }

    public var createNewWalletCallCount: Int { count("createNewWallet") }
    public var restoreWalletCallCount: Int { count("restoreWallet") }
    public var saveCallCount: Int { count("save") }
    public var loadWalletCallCount: Int { count("loadWallet") }
    public var deleteWalletCallCount: Int { count("deleteWallet") }
    public var hasConfiguredWalletCallCount: Int { count("hasConfiguredWallet") }
    public var verifyCallCount: Int { count("verify") }
    public var extractKeyPairCallCount: Int { count("extractKeyPair") }

    // MARK: - WalletUseCase

    public func createNewWallet(encryptionPassword: SecretText, kdf: KDFParameters) async throws(WalletError)
        -> Wallet
    {
        try call("createNewWallet") { state throws(WalletError) in
            state.lastCreateKDF = kdf
            return state.createdWallet
        }
    }

    public func createNewWallet(recoveryPhrase: RecoveryPhrase, encryptionPassword: SecretText, kdf: KDFParameters)
        async throws(WalletError) -> Wallet
    {
        try call("createNewWallet") { state throws(WalletError) in
            state.lastCreateKDF = kdf
            return state.createdWallet
        }
    }

    public func restoreWallet(from restoration: KeyRestoration) async throws(WalletError) -> Wallet {
        try call("restoreWallet") { state throws(WalletError) in state.restoredWallet }
    }

    public func save(wallet: Wallet) throws(WalletError) {
        try call("save") { state throws(WalletError) in
            guard state.savedWallet == nil else { throw .walletAlreadySaved }
            state.savedWallet = wallet
        }
    }

    public func loadWallet() throws(WalletError) -> Wallet? {
        try call("loadWallet") { state throws(WalletError) in state.savedWallet }
    }

    public func deleteWallet() throws(WalletError) {
        try call("deleteWallet") { state throws(WalletError) in state.savedWallet = nil }
    }

    public var hasConfiguredWallet: Bool {
        get throws(WalletError) {
            try call("hasConfiguredWallet") { state throws(WalletError) in state.savedWallet != nil }
        }
    }

    public func verify(password: SecretText, for wallet: Wallet) async throws(WalletError) -> Bool {
        try call("verify") { state throws(WalletError) in password == SecretText(state.correctPassword) }
    }

    public func extractKeyPair(from wallet: Wallet, password: SecretText) async throws(WalletError) -> KeyPair {
        try call("extractKeyPair") { state throws(WalletError) in
            guard password == SecretText(state.correctPassword) else { throw .wrongPassword }
            return state.keyPair
        }
    }

    // MARK: - WalletAccountsUseCase (the derivation is the real one, on no store)

    public var addAccountCallCount: Int { count("addAccount") }
    public var revealRecoveryPhraseCallCount: Int { count("revealRecoveryPhrase") }
    public var saveChangeCallCount: Int { count("saveChange") }

    public func addAccount(to wallet: Wallet, at path: DerivationPath, name: String?, password: SecretText)
        async throws(WalletError) -> Wallet
    {
        try call("addAccount") { _ throws(WalletError) in }
        return try await Self.derivation.addAccount(to: wallet, at: path, name: name, password: password)
    }

    public func revealRecoveryPhrase(of wallet: Wallet, password: SecretText) async throws(WalletError)
        -> RecoveryPhrase
    {
        try call("revealRecoveryPhrase") { _ throws(WalletError) in }
        return try await Self.derivation.revealRecoveryPhrase(of: wallet, password: password)
    }

    public func saveChange(of saved: Wallet, to changed: Wallet) throws(WalletError) {
        try call("saveChange") { state throws(WalletError) in
            guard state.savedWallet == saved else { throw .walletChangedMeanwhile }
            state.savedWallet = changed
        }
    }

    /// The real use case, for the crypto of accounts and phrases; it never touches its store here.
    private static let derivation = DefaultWalletUseCase(securePersistence: .inMemory())

    // MARK: - Counting

    private func count(_ name: String) -> Int { state.withLock { $0.calls[name, default: 0] } }

    /// Counts `name`, throws ``error`` if set, else runs `body` on the state.
    private func call<R: Sendable>(_ name: String, _ body: (inout State) throws(WalletError) -> R)
        throws(WalletError) -> R
    {
        try state.withLock { state throws(WalletError) in
            state.calls[name, default: 0] += 1
            if let error = state.error { throw error }
            return try body(&state)
        }
    }
}
