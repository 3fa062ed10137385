public import ZilliqaKit

/// Zhip's "Receive" scene: the wallet's address, an optional amount to request in ZIL, a link
/// to share and the text a QR code should encode.
///
/// - The share link is Zhip's deep link, `https://zhip.app/send?to=<bech32>&amount=<Qa>`: Zhip
///   opens it on its send scene with the fields filled in (`amount` in Qa, left off when none is
///   requested).
/// - The QR payload follows Zilliqa's URL scheme for transaction requests,
///   `zilliqa://<bech32>?amount=<Qa>`, which wallets that scan (Zhip among them) understand.
///
/// ```swift
/// let viewModel = ReceiveViewModel()
/// viewModel.didEditRequestedAmount("1.5")
/// viewModel.state.shareLink      // "https://zhip.app/send?to=zil1…&amount=1500000000000"
/// viewModel.state.qrPayload      // "zilliqa://zil1…?amount=1500000000000"
/// ```
@MainActor
public final class ReceiveViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The person closed the scene.
        case done
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The wallet's address in bech32 (Zhip's "My public address"), nil when it cannot be read.
        public var address: String?
        /// The same address as checksummed hex.
        public var checksummedAddress: String?
        /// The requested amount in ZIL as typed, and how its field looks (empty: no amount).
        public var requestedAmountText = ""
        public var requestedAmount: FieldDisplay = .neutral
        /// The link to share; without an amount while the typed one is not valid.
        public var shareLink: String?
        /// What a QR code should encode; without an amount while the typed one is not valid.
        public var qrPayload: String?
        /// A short notice after an action, e.g. Zhip's "Copied address".
        public var notice: String?
        /// Why the wallet could not be read.
        public var errorMessage: String?
    }

    /// Zhip's notice once the address is copied.
    public static let copiedAddress = "Copied address"

    public let title = "Receive"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private var address: Address?
    private var amountField = FieldState(validator: AmountValidator())

    /// The scene for the saved wallet; a wallet that cannot be read is shown as an error.
    public init(walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase()) {
        var errorMessage: String?
        do throws(WalletError) {
            if let wallet = try walletStorage.loadWallet() {
                address = wallet.address
            } else {
                errorMessage = "No wallet is saved: set up or restore a wallet to receive funds."
            }
        } catch {
            errorMessage = error.description
        }
        updateLinks {
            $0.address = self.address?.bech32
            $0.checksummedAddress = self.address?.checksummed
            $0.errorMessage = errorMessage
        }
    }

    // MARK: - Links

    /// Zhip's deep link to pay `address` (`amount`, in Qa, when given).
    public static func shareLink(to address: Address, amount: Amount?) -> String {
        "https://zhip.app/send?to=\(address.bech32)" + (amount.map { "&amount=\($0.qaString)" } ?? "")
    }

    /// Zilliqa's transaction request URL for `address` (`amount`, in Qa, when given).
    public static func qrPayload(to address: Address, amount: Amount?) -> String {
        "zilliqa://\(address.bech32)" + (amount.map { "?amount=\($0.qaString)" } ?? "")
    }

    // MARK: - Inputs

    /// The person changed the amount to request.
    public func didEditRequestedAmount(_ text: String) {
        amountField.edit(text)
        updateLinks { $0.notice = nil }
    }

    /// The person left the amount field.
    public func didEndEditingRequestedAmount() {
        amountField.endEditing()
        updateLinks()
    }

    /// The front end copied ``State/address``: shows Zhip's "Copied address".
    public func didCopyAddress() {
        guard state.address != nil else { return }
        state.notice = Self.copiedAddress
    }

    /// The person closed the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    /// Applies `change`, then shows the amount field and the links with the typed amount, in one
    /// assignment.
    private func updateLinks(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.requestedAmountText = amountField.text
        next.requestedAmount = amountField.display
        if let address {
            next.shareLink = Self.shareLink(to: address, amount: amountField.value)
            next.qrPayload = Self.qrPayload(to: address, amount: amountField.value)
        }
        state = next
    }
}
