import ZilliqaKit

/// "Use a Ledger": the EVM account the Ledger's Ethereum app derives on the chosen path (Ledger
/// Live's by default) becomes the wallet; no key is kept, the device signs. Connect reads the
/// account from the device and saves it as a ``LedgerWallet``; an error says the step that works
/// (plug it in and open the Ethereum app, unlock it, the udev rule), and Connect can be tapped again.
///
/// ```swift
/// let scene = UseLedgerViewModel()
/// scene.navigator.onStep = { step in /* .saved(ledger) or .cancel */ }
/// scene.didChoosePathStyle(.ledgerLive); scene.didEditIndex("0")
/// await scene.didTapConnect()
/// ```
@MainActor
public final class UseLedgerViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The Ledger wallet was saved.
        case saved(LedgerWallet)
        /// The person went back.
        case cancel
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// What to do first.
        public var instruction =
            "Plug in your Ledger, unlock it and open its Ethereum app. Zhip keeps only the account's address: "
            + "the Ledger signs every payment and message, and has no legacy (zil1) account."
        /// The path style chosen.
        public var pathStyle = PathStyle.ledgerLive
        /// The account index typed.
        public var index = "0"
        /// The path Connect reads, nil while the index is not a number below 2^31.
        public var path: String?
        /// True while the device is asked.
        public var isConnecting = false
        /// The address found, once saved.
        public var address: String?
        /// Why the account could not be read or saved, with the next step.
        public var errorMessage: String?
        /// True when Connect can be tapped.
        public var isConnectEnabled: Bool { path != nil && !isConnecting }
    }

    /// The path styles the scene offers.
    public enum PathStyle: String, Sendable, CaseIterable {
        /// m/44'/60'/N'/0/0, as Ledger Live.
        case ledgerLive = "Ledger Live (m/44'/60'/N'/0/0)"
        /// m/44'/60'/0'/N, as Ledger's early apps and MyEtherWallet.
        case legacy = "Legacy (m/44'/60'/0'/N)"

        var style: LedgerPathStyle { self == .ledgerLive ? .ledgerLive : .legacy }
    }

    public let title = "Use a Ledger"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let connector: LedgerConnector
    private let ledgerWallets: any LedgerWalletUseCase

    public init(
        connector: LedgerConnector = Container.shared.ledgerConnector(),
        ledgerWallets: any LedgerWalletUseCase = Container.shared.ledgerWalletUseCase()
    ) {
        self.connector = connector
        self.ledgerWallets = ledgerWallets
        state.path = Self.path(style: state.pathStyle, index: state.index)?.description
    }

    /// The person chose a path style.
    public func didChoosePathStyle(_ style: PathStyle) {
        var next = state
        next.pathStyle = style
        next.path = Self.path(style: style, index: next.index)?.description
        state = next
    }

    /// The person typed the account index.
    public func didEditIndex(_ text: String) {
        var next = state
        next.index = text
        next.path = Self.path(style: next.pathStyle, index: text)?.description
        state = next
    }

    /// Reads the account on the path from the device and saves it; moves on once saved.
    public func didTapConnect() async {
        guard state.isConnectEnabled, let path = Self.path(style: state.pathStyle, index: state.index) else { return }
        state.isConnecting = true
        state.errorMessage = nil
        let wallet: LedgerWallet
        do throws(LedgerError) {
            let account = try await connector.openApp().address(at: path)
            wallet = LedgerWallet(
                firstAccount: LedgerWalletAccount(name: WalletAccount.defaultName(number: 1), device: account))
        } catch {
            state.isConnecting = false
            state.errorMessage = error.description
            return
        }
        do throws(WalletError) {
            try ledgerWallets.save(wallet)
        } catch {
            state.isConnecting = false
            state.errorMessage = error.description
            return
        }
        var done = state
        done.isConnecting = false
        done.address = wallet.currentAccount.address.checksummed
        state = done
        navigator.next(.saved(wallet))
    }

    /// The person went back; ignored while the device is asked.
    public func didTapCancel() {
        guard !state.isConnecting else { return }
        navigator.next(.cancel)
    }

    /// The path of `style` at `index`, nil when `index` is not a number below 2^31.
    private static func path(style: PathStyle, index text: String) -> DerivationPath? {
        guard let index = UInt32(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        return try? style.style.path(index: index)
    }
}
