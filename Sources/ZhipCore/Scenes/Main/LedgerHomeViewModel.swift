public import ZilliqaKit

/// The home of a Ledger wallet: the network, the account's EVM address and path, its balance
/// (fetched afresh on appearing and on request), the link to be paid at, and Send, Staking and
/// Remove. The keys stay on the device: every payment is confirmed on it (``SignPaymentViewModel``
/// in its Ledger mode). A Ledger wallet has no legacy account.
///
/// ```swift
/// let home = LedgerHomeViewModel(wallet: ledger)
/// home.navigator.onStep = { step in /* .send(sender), .staking(account), .removeWallet */ }
/// await home.didAppear()
/// ```
@MainActor
public final class LedgerHomeViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Pay from the account.
        case send(EVMAddress)
        /// Stake from the account.
        case staking(EVMAddress)
        /// Remove the Ledger wallet (its keys stay on the device).
        case removeWallet
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The network and its chains.
        public var network: String
        /// The account's EVM address, EIP-55.
        public var address: String
        /// The account's name and the path the device derives it on.
        public var account: String
        /// The EIP-681 link to be paid at on the network's EVM chain, nil without a usable network.
        public var paymentLink: String?
        /// The balance, nil until fetched.
        public var balance: String?
        /// True while the balance is fetched.
        public var isRefreshing = false
        /// Why the balance could not be fetched.
        public var errorMessage: String?
        /// What the scene says of the keys.
        public let notice =
            "A Ledger wallet: the keys stay on the device, which shows and signs every payment. "
            + "It has no legacy (zil1) account."
    }

    public let title = "Ledger wallet"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The wallet shown.
    public let wallet: LedgerWallet
    private let evmService: any EVMService

    /// The home of `wallet` on `network`, its balance read through `evmService`.
    public init(
        wallet: LedgerWallet, evmService: any EVMService = Container.shared.evmService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.wallet = wallet
        self.evmService = evmService
        let account = wallet.currentAccount
        state = State(
            network: MainViewModel.label(of: network), address: account.address.checksummed,
            account: "\(account.name), \(account.path)",
            paymentLink: (try? network.get()).map { EIP681Link(to: account.address, on: $0, amount: nil).text })
    }

    /// The scene is on screen: fetches the balance.
    public func didAppear() async {
        await refresh()
    }

    /// Fetches the balance again; ignored while a fetch runs.
    public func refresh() async {
        guard !state.isRefreshing else { return }
        state.isRefreshing = true
        var next = state
        switch await HomeBalanceText.fetch(of: wallet.currentAccount.address, from: evmService) {
        case .success(let balance):
            next.balance = balance
            next.errorMessage = nil
        case .failure(let unfetched):
            next.errorMessage = unfetched.description
        }
        next.isRefreshing = false
        state = next
    }

    /// The person chose Send.
    public func didTapSend() { navigator.next(.send(wallet.currentAccount.address)) }

    /// The person chose Staking.
    public func didTapStaking() { navigator.next(.staking(wallet.currentAccount.address)) }

    /// The person chose to remove the wallet.
    public func didTapRemoveWallet() { navigator.next(.removeWallet) }
}
