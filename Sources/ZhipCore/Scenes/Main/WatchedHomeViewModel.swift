public import ZilliqaKit

/// The home of an account watched without its key, in a home with no wallet: the network, the
/// account's name, its address in the form it was given and in the other, its balance (fetched
/// afresh on appearing and on request), the link to be paid at (Receive), and Remove. There is no
/// Send: tapping it says why and what to do instead (sign where the key is, send the file here).
///
/// ```swift
/// let home = WatchedHomeViewModel(account: watched)
/// home.navigator.onStep = { step in /* .remove(name) */ }
/// await home.didAppear()
/// ```
@MainActor
public final class WatchedHomeViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Stop watching the account called so.
        case remove(String)
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The network and its chains.
        public var network: String
        /// The account's name.
        public var name: String
        /// The address in the form it was given.
        public var address: String
        /// The same 20 bytes in the other form.
        public var otherForm: String
        /// The EIP-681 link to be paid at on the network's EVM chain, nil without a usable network.
        public var paymentLink: String?
        /// The balance, nil until fetched.
        public var balance: String?
        /// True while the balance is fetched.
        public var isRefreshing = false
        /// Why the balance could not be fetched, or why nothing can be sent.
        public var errorMessage: String?
        /// What the scene says of the key.
        public let notice = "Watch-only: this home holds no key for this account, so nothing is signed here."
    }

    /// What Send says: there is no key to sign with, and where to sign instead.
    public static let sendRefusal =
        "This account is watched only: sign the payment on the machine that holds its key with "
        + "'zhip-cli tx sign … --out FILE', then send it from here with 'zhip-cli tx send FILE'."

    public let title = "Watched account"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The account shown.
    public let account: WatchedAccount
    private let evmService: any EVMService

    /// The home of `account` on `network`, its balance read through `evmService`.
    public init(
        account: WatchedAccount, evmService: any EVMService = Container.shared.evmService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.account = account
        self.evmService = evmService
        state = State(
            network: MainViewModel.label(of: network), name: account.name, address: account.address.shown,
            otherForm: account.address.otherForm,
            paymentLink: (try? network.get()).map { EIP681Link(to: account.evmAddress, on: $0, amount: nil).text })
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
        switch await HomeBalanceText.fetch(of: account.evmAddress, from: evmService) {
        case .success(let balance):
            next.balance = balance
            next.errorMessage = nil
        case .failure(let unfetched):
            next.errorMessage = unfetched.description
        }
        next.isRefreshing = false
        state = next
    }

    /// The person chose Send: nothing can be signed here, and the scene says what to do instead.
    public func didTapSend() { state.errorMessage = Self.sendRefusal }

    /// The person chose to stop watching the account.
    public func didTapRemove() { navigator.next(.remove(account.name)) }
}
