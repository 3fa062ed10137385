import ZilliqaKit

/// The wallet's accounts: each one's name, addresses and derivation path, the current one marked;
/// another one used, renamed, or (in a seed-phrase wallet) added from the phrase with the wallet's
/// password. Every change is saved at once, in place of the wallet it was made from.
///
/// ```swift
/// let accounts = AccountsViewModel(wallet: wallet)
/// accounts.navigator.onStep = { step in … }          // .switched(wallet), .done
/// accounts.didSelectAccount(number: 2)                // saved; .switched with account 2 current
/// await accounts.didTapAddAccount(password: typed)   // derived, saved; .switched with it current
/// ```
@MainActor
public final class AccountsViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The current account changed (used, or added), and `Wallet` is the wallet saved now.
        case switched(Wallet)
        /// The person left the scene.
        case done
    }

    /// One account as the scene lists it.
    public struct Row: Sendable, Equatable {
        /// Its number, 1 for the first.
        public var number: Int
        /// What the person calls it.
        public var name: String
        /// Its legacy address, bech32.
        public var address: String
        /// Its EVM address in EIP-55, nil while it is not known.
        public var evmAddress: String?
        /// Where it is derived from the phrase (`m/44'/313'/0'/0/1`), or ``AccountsViewModel/privateKeyPath``.
        public var path: String
        /// True for the account the wallet shows and pays from.
        public var isCurrent: Bool
    }

    /// What the scene shows. Never holds the password.
    public struct State: Sendable, Equatable {
        /// The accounts, in the order they were added.
        public var rows: [Row]
        /// True when another account can be added: a seed-phrase wallet with room for one more, at a path it knows.
        public var canAddAccount: Bool
        /// True while an account is being derived and saved.
        public var isWorking: Bool
        /// Why the last change was not made (nothing was saved then).
        public var errorMessage: String?
    }

    /// What a raw-key account shows instead of a derivation path.
    public static let privateKeyPath = "Private key"

    public let title = "Accounts"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The wallet as last saved by this scene (the one it was given, until a change is saved).
    public private(set) var wallet: Wallet
    private let walletAccountsUseCase: any WalletAccountsUseCase

    /// The accounts of `wallet`, the saved one; changes are saved with `walletAccountsUseCase`.
    public init(
        wallet: Wallet, walletAccountsUseCase: any WalletAccountsUseCase = Container.shared.walletAccountsUseCase()
    ) {
        self.wallet = wallet
        self.walletAccountsUseCase = walletAccountsUseCase
        state = Self.state(of: wallet)
    }

    // MARK: - Inputs

    /// The person chose account `number` to use: saved, then `.switched`. Choosing the current
    /// one writes nothing. Ignored while an account is being added.
    public func didSelectAccount(number: Int) {
        guard !state.isWorking else { return }
        guard number != wallet.currentAccountNumber else {
            state.errorMessage = nil
            navigator.next(.switched(wallet))
            return
        }
        do throws(WalletError) {
            try save(try wallet.usingAccount(number: number))
        } catch {
            state.errorMessage = error.description
            return
        }
        navigator.next(.switched(wallet))
    }

    /// The person renamed account `number` to `name` (trimmed): saved, and the scene stays.
    /// Ignored while an account is being added.
    public func didRename(number: Int, to name: String) {
        guard !state.isWorking else { return }
        do throws(WalletError) {
            try save(try wallet.renamingAccount(number: number, to: name))
        } catch {
            state.errorMessage = error.description
        }
    }

    /// The person asked for another account, typing the wallet's password: the next account of
    /// the phrase is derived, named "Account N", made current and saved, then `.switched`. An
    /// empty password changes nothing; ignored unless ``State/canAddAccount``.
    public func didTapAddAccount(password: String) async {
        guard state.canAddAccount, !state.isWorking, !password.isEmpty, let path = wallet.nextAccountPath else {
            return
        }
        var working = state
        working.isWorking = true
        working.errorMessage = nil
        state = working
        do throws(WalletError) {
            let added = try await walletAccountsUseCase.addAccount(
                to: wallet, at: path, name: nil, password: SecretText(password))
            try save(added)
        } catch {
            var failed = state
            failed.isWorking = false
            failed.errorMessage = error.description
            state = failed
            return
        }
        navigator.next(.switched(wallet))
    }

    /// The person left the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    // MARK: - State

    /// Saves `changed` in place of ``wallet``, then keeps and shows it.
    private func save(_ changed: Wallet) throws(WalletError) {
        try walletAccountsUseCase.saveChange(of: wallet, to: changed)
        wallet = changed
        state = Self.state(of: changed)
    }

    /// What the scene shows for `wallet`, with nothing running and no error.
    private static func state(of wallet: Wallet) -> State {
        let rows = zip(1..., wallet.accounts).map { number, account in
            Row(
                number: number, name: account.name, address: account.address.bech32,
                evmAddress: account.evmAddress?.checksummed, path: account.path?.description ?? privateKeyPath,
                isCurrent: number == wallet.currentAccountNumber)
        }
        // The same refusals `addAccount` makes before the password, asked of ZhipCore's one check.
        let canAdd =
            wallet.nextAccountPath.map { (try? wallet.checkAccountCanBeAdded(at: $0, name: nil)) != nil } ?? false
        return State(rows: rows, canAddAccount: canAdd, isWorking: false, errorMessage: nil)
    }
}
