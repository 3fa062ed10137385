public import ZilliqaKit

/// The first scene of the send flow: which asset, from which account. The network is asked once whether it
/// still takes legacy transfers (``SendingAccounts``): where it does (or does not say, as
/// ``PayingAccount/default(on:asking:)`` reads it), the legacy account is the default, the EVM
/// one is offered beside it, and so is a move of ZIL to the key's own EVM account; where it does
/// not, the EVM account is the default. A wallet that does not know its EVM account yet asks for
/// its password once to learn it (and saves it). Once the EVM account is known, each token listed on
/// the network is offered too (``State/tokens``, ``didChoose(token:)``): tokens move from the EVM account.
///
/// ```swift
/// let viewModel = ChooseSendingAccountViewModel()
/// viewModel.navigator.onStep = { step in … }     // .legacy, .evm(sender:), .moveToEVMAccount(publicKey), .cancel
/// await viewModel.start()                        // choices, the default first
/// await viewModel.didChoose(.evm)
/// ```
@MainActor
public final class ChooseSendingAccountViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// Pay from the legacy account.
        case legacy
        /// Pay from the EVM account `sender`.
        case evm(sender: EVMAddress)
        /// Pay `token` from the EVM account `sender`.
        case evmToken(sender: EVMAddress, token: Token)
        /// Move ZIL from the legacy account to the EVM account of `publicKey`.
        case moveToEVMAccount(PublicKey)
        /// The person left the send flow.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// What can be chosen, the default first; empty until ``ChooseSendingAccountViewModel/start()``.
        public var choices: [SendingChoice] = []
        /// The wallet's legacy address (bech32) and EVM address (EIP-55, nil while not known).
        public var legacyAddress: String?
        public var evmAddress: String?
        /// Which account can send on the network, nil when the network did not say.
        public var sendingAccounts: SendingAccounts?
        /// True while the network is asked, or the key unlocked.
        public var isLoading = false
        /// The choice waiting for the password (the EVM account is not known yet), else nil.
        public var passwordNeededFor: SendingChoice?
        /// Why loading or unlocking failed.
        public var errorMessage: String?
        /// The tokens listed on the network, offered once the EVM account is known and can send.
        public var tokens: [Token] = []

        /// The choice made when the person only confirms.
        public var defaultChoice: SendingChoice? { choices.first }
    }

    /// What is asked when the EVM account is not known yet.
    public static let passwordToLearnEVMAccount =
        "This wallet does not know its EVM account yet: type its password once to learn it."

    public let title = "Send from"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let walletStorage: any WalletStorageUseCase
    private let extractKeyPair: any ExtractKeyPairUseCase
    private let zilliqaService: any ZilliqaService
    private let network: Result<Network, NetworkSettingError>
    private let tokenList: any TokenListUseCase
    private var wallet: Wallet?

    public init(
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPair: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase(),
        zilliqaService: any ZilliqaService = Container.shared.zilliqaService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network(),
        tokenList: any TokenListUseCase = Container.shared.tokenListUseCase()
    ) {
        self.tokenList = tokenList
        self.walletStorage = walletStorage
        self.extractKeyPair = extractKeyPair
        self.zilliqaService = zilliqaService
        self.network = network
    }

    /// The choices `sending` leaves, the default first: the legacy account, the EVM one and the
    /// move where legacy can send (or the network did not say), else the EVM account, and the
    /// legacy one only where it may still lodge into the migration escrow.
    public static func choices(for sending: SendingAccounts?) -> [SendingChoice] {
        switch sending {
        case nil, .both: [.legacy, .evm, .moveToEVMAccount]
        case .evmOnly(.escrowOnly): [.evm, .legacy]
        case .evmOnly: [.evm]
        }
    }

    // MARK: - Inputs

    /// Loads the wallet and asks the network once what it does with legacy transfers.
    public func start() async {
        let wallet: Wallet
        do throws(WalletError) {
            guard let saved = try walletStorage.loadWallet() else {
                state.errorMessage = "No wallet is saved: set up or restore a wallet before sending."
                return
            }
            wallet = saved
        } catch {
            state.errorMessage = error.description
            return
        }
        self.wallet = wallet
        var loading = state
        loading.legacyAddress = wallet.address.bech32
        loading.evmAddress = wallet.evmAddress?.checksummed
        loading.isLoading = true
        loading.errorMessage = nil
        state = loading
        var sending: SendingAccounts?
        if case .success(let network) = network,
            let legacy = await LegacyTransferForks.era(on: network, asking: zilliqaService)
        {
            sending = SendingAccounts(legacy)
        }
        var loaded = state
        loaded.sendingAccounts = sending
        loaded.choices = Self.choices(for: sending)
        // A list that cannot be read offers no token; ZIL can still be sent.
        loaded.tokens = wallet.evmAddress == nil ? [] : (try? tokenList.tokens) ?? []
        loaded.isLoading = false
        state = loaded
    }

    /// The person chose to send `token` (one of ``State/tokens``) from the EVM account.
    public func didChoose(token: Token) {
        guard state.tokens.contains(token), let sender = wallet?.evmAddress else { return }
        navigator.next(.evmToken(sender: sender, token: token))
    }

    /// The person chose `choice`: moves on, or first asks for the password when the choice needs
    /// the EVM account and the wallet does not know it yet.
    public func didChoose(_ choice: SendingChoice) {
        guard state.choices.contains(choice), let wallet else { return }
        if let publicKey = wallet.publicKey { return proceed(choice, publicKey: publicKey) }
        if choice.needsPublicKey {
            state.passwordNeededFor = choice
            state.errorMessage = nil
        } else {
            navigator.next(.legacy)
        }
    }

    /// The password for ``State/passwordNeededFor``: unlocks the key to learn (and save) its EVM
    /// account, then moves on. A wrong password is said; an empty one goes back to the choices.
    public func didEnterPassword(_ password: String) async {
        guard let choice = state.passwordNeededFor, let wallet else { return }
        guard !password.isEmpty else {
            state.passwordNeededFor = nil
            return
        }
        state.isLoading = true
        do throws(WalletError) {
            let key = try await extractKeyPair.extractKeyPair(from: wallet, password: SecretText(password))
            state.isLoading = false
            state.passwordNeededFor = nil
            self.wallet = try? wallet.knowing(key.publicKey)
            state.evmAddress = key.publicKey.evmAddress.checksummed
            proceed(choice, publicKey: key.publicKey)
        } catch .wrongPassword {
            var failed = state
            failed.isLoading = false
            failed.errorMessage = SignPaymentViewModel.incorrectPassword
            state = failed
        } catch {
            var failed = state
            failed.isLoading = false
            failed.errorMessage = error.description
            state = failed
        }
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }

    private func proceed(_ choice: SendingChoice, publicKey: PublicKey) {
        switch choice {
        case .legacy: navigator.next(.legacy)
        case .evm: navigator.next(.evm(sender: publicKey.evmAddress))
        case .moveToEVMAccount: navigator.next(.moveToEVMAccount(publicKey))
        }
    }
}
