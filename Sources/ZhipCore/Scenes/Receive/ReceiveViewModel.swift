public import ZilliqaKit

/// Zhip's "Receive" scene: the wallet's address, an optional amount to request in ZIL, a link
/// to share and the text a QR code should encode.
///
/// - The share link is Zhip's deep link, `https://zhip.app/send?to=<bech32>&amount=<Qa>`: Zhip
///   opens it on its send scene with the fields filled in (`amount` in Qa, left off when none is
///   requested).
/// - The QR payload follows Zilliqa's URL scheme for transaction requests,
///   `zilliqa://<bech32>?amount=<Qa>`, which wallets that scan (Zhip among them) understand.
/// - The wallet's EVM account (`0x…`, EIP-55) gets an EIP-681 link on the network's EVM chain,
///   `ethereum:0x…@32769?value=<wei>` (``EIP681Link``): on networks that refuse legacy transfers,
///   that is the account to receive at, and the scene leads with it
///   (``State/leadingAccount``, from ``PayingAccount/offlineDefault(chainID:)``).
/// - A token listed on the network can be asked for instead of ZIL (``didChooseToken(_:)``): the
///   amount is then typed in the token, exact in its decimals, and the EVM account's link is the
///   EIP-681 call of the token's `transfer`,
///   `ethereum:<token>@<chain>/transfer?address=<to>&uint256=<units>`, which is also what its QR
///   code encodes; the legacy account's links are left out, as it cannot be paid in a token.
///
/// ```swift
/// let viewModel = ReceiveViewModel()
/// viewModel.didEditRequestedAmount("1.5")
/// viewModel.state.shareLink      // "https://zhip.app/send?to=zil1…&amount=1500000000000"
/// viewModel.state.qrPayload      // "zilliqa://zil1…?amount=1500000000000"
/// viewModel.state.evmPaymentLink // "ethereum:0x…@32769?value=1500000000000000000"
/// viewModel.didChooseToken(usdt)
/// viewModel.didEditRequestedAmount("12.5")
/// viewModel.state.evmPaymentLink // "ethereum:0xdAC1…@32769/transfer?address=0x…&uint256=12500000"
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
        /// The requested amount as typed, in ZIL or in ``token``, and how its field looks (empty: no
        /// amount).
        public var requestedAmountText = ""
        public var requestedAmount: FieldDisplay = .neutral
        /// The link to share; without an amount while the typed one is not valid.
        public var shareLink: String?
        /// What a QR code should encode; without an amount while the typed one is not valid.
        public var qrPayload: String?
        /// The wallet's EVM address in EIP-55, nil while it is not known (a wallet saved before Zhip
        /// knew EVM accounts, until its next unlock) or there is no wallet.
        public var evmAddress: String?
        /// The EIP-681 link to pay the EVM account on the network's EVM chain (with the typed amount,
        /// in wei, when it is valid), or for ``token`` the call of its `transfer` (with the amount in
        /// its smallest unit); nil while the EVM address or the network is not known. Its QR code
        /// encodes the same text.
        public var evmPaymentLink: String?
        /// The name of the chain ``evmPaymentLink`` is for: `Zilliqa mainnet (EVM chain 32769)`.
        public var evmChainName: String?
        /// Why there is no EVM link, when the wallet is readable but there is none.
        public var evmNotice: String?
        /// The account shown first: the EVM one where only it can spend what it receives
        /// (``PayingAccount/offlineDefault(chainID:)``), or while the network is not known; the legacy
        /// one while the EVM address is not known.
        public var leadingAccount: PayingAccount = .evm
        /// The tokens listed on the network, which can be asked for instead of ZIL.
        public var tokens: [Token] = []
        /// The token asked for, nil for ZIL.
        public var token: Token?
        /// The requested amount of ``token`` with its symbol ("12.5 USDT"), once it is valid.
        public var requestedTokenAmount: String?
        /// The same amount in the token's smallest unit ("12500000"), once it is valid.
        public var requestedTokenUnits: String?
        /// Why the listed tokens could not be read, if they could not.
        public var tokenErrorMessage: String?
        /// A short notice after an action, e.g. Zhip's "Copied address".
        public var notice: String?
        /// Why the wallet could not be read.
        public var errorMessage: String?
    }

    /// Zhip's notice once the address is copied.
    public static let copiedAddress = "Copied address"

    /// What is said beside the legacy (zil1) address when the EVM account leads.
    nonisolated public static let legacyAccountHint =
        "only for a payer who cannot pay an EVM address: on Zilliqa 2.0 mainnet and testnet this account can only "
        + "lodge what it receives into the migration escrow"

    public let title = "Receive"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// What the scene says while the wallet's EVM address is not known.
    public static let evmAddressNotKnownYet =
        "The EVM address is not known yet: "
        + Wallet.evmAddressSavedAtNextUnlock(revealingTheKey: "revealing the private key in the backup") + "."

    private var address: Address?
    private var evmAddress: EVMAddress?
    private var network: Network?
    private var amountField = FieldState(validator: AmountValidator())
    /// The amount of the chosen token, nil while ZIL is asked for.
    private var tokenAmountField: FieldState<TokenAmountValidator>?
    /// The account shown first when ZIL is asked for.
    private var leadingForZIL: PayingAccount = .evm

    /// The scene for the saved wallet on `network` (the EVM link's chain), offering the tokens of
    /// `tokenList`; a wallet that cannot be read, or a network setting or list that cannot, is shown
    /// as an error.
    public init(
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        network: Result<Network, NetworkSettingError> = Container.shared.network(),
        tokenList: any TokenListUseCase = Container.shared.tokenListUseCase()
    ) {
        var errorMessage: String?
        var evmNotice: String?
        switch network {
        case .success(let network): self.network = network
        case .failure(let error): evmNotice = "The EVM link needs the network: \(error)"
        }
        do throws(WalletError) {
            if let wallet = try walletStorage.loadWallet() {
                address = wallet.address
                evmAddress = wallet.evmAddress
                if evmAddress == nil { evmNotice = Self.evmAddressNotKnownYet }
            } else {
                errorMessage = "No wallet is saved: set up or restore a wallet to receive funds."
            }
        } catch {
            errorMessage = error.description
        }
        let leading = self.network.map { PayingAccount.offlineDefault(chainID: $0.chainID) } ?? .evm
        leadingForZIL = evmAddress == nil ? .legacy : leading
        var tokens: [Token] = []
        var tokenErrorMessage: String?
        if address != nil {
            do throws(TokenError) {
                tokens = try tokenList.tokens
            } catch {
                tokenErrorMessage = "The listed tokens could not be read: \(error)"
            }
        }
        updateLinks {
            $0.tokens = tokens
            $0.tokenErrorMessage = tokenErrorMessage
            $0.address = self.address?.bech32
            $0.checksummedAddress = self.address?.checksummed
            $0.evmAddress = self.evmAddress?.checksummed
            $0.evmChainName = self.network.map(EIP681Link.chainName(of:))
            $0.evmNotice = self.address == nil ? nil : evmNotice
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

    /// The EIP-681 link to pay `address` on `network`'s EVM chain (`amount`, in wei, when given).
    public static func evmPaymentLink(to address: EVMAddress, on network: Network, amount: Amount?) -> EIP681Link {
        EIP681Link(to: address, on: network, amount: amount.flatMap { try? Wei($0) })
    }

    /// The EIP-681 link to pay `address` in `token` on `network`'s EVM chain (`units` of its
    /// smallest unit, when given).
    public static func tokenPaymentLink(
        to address: EVMAddress, on network: Network, token: Token, units: UInt256?
    ) -> EIP681Link {
        EIP681Link(to: address, on: network, token: token, units: units)
    }

    // MARK: - Inputs

    /// The person chose what to ask for: `token`, one of ``State/tokens``, or ZIL when nil. The
    /// amount typed for the other is cleared: it was in another unit.
    public func didChooseToken(_ token: Token?) {
        guard token != state.token, token.map(state.tokens.contains) ?? true else { return }
        amountField = FieldState(validator: AmountValidator())
        tokenAmountField = token.map { FieldState(validator: TokenAmountValidator(token: $0)) }
        updateLinks {
            $0.token = token
            $0.notice = nil
        }
    }

    /// The person changed the amount to request.
    public func didEditRequestedAmount(_ text: String) {
        if tokenAmountField != nil {
            tokenAmountField?.edit(text)
        } else {
            amountField.edit(text)
        }
        updateLinks { $0.notice = nil }
    }

    /// The person left the amount field.
    public func didEndEditingRequestedAmount() {
        if tokenAmountField != nil {
            tokenAmountField?.endEditing()
        } else {
            amountField.endEditing()
        }
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
        if let tokenAmountField, let token = next.token {
            showTokenRequest(of: token, typed: tokenAmountField, in: &next)
            state = next
            return
        }
        next.leadingAccount = leadingForZIL
        next.requestedAmountText = amountField.text
        next.requestedAmount = amountField.display
        next.requestedTokenAmount = nil
        next.requestedTokenUnits = nil
        if let address {
            next.shareLink = Self.shareLink(to: address, amount: amountField.value)
            next.qrPayload = Self.qrPayload(to: address, amount: amountField.value)
        }
        if let evmAddress, let network {
            next.evmPaymentLink = Self.evmPaymentLink(to: evmAddress, on: network, amount: amountField.value).text
        }
        state = next
    }

    /// Shows the request of `token` (`typed` its amount) in `next`: the EVM account's token link
    /// only, as the legacy account cannot be paid in a token.
    private func showTokenRequest(
        of token: Token, typed field: FieldState<TokenAmountValidator>, in next: inout State
    ) {
        next.leadingAccount = .evm
        next.requestedAmountText = field.text
        next.requestedAmount = field.display
        next.requestedTokenAmount = field.value.map(token.text(of:))
        next.requestedTokenUnits = field.value?.description
        next.shareLink = nil
        next.qrPayload = nil
        if let evmAddress, let network {
            next.evmPaymentLink =
                Self.tokenPaymentLink(to: evmAddress, on: network, token: token, units: field.value).text
        }
    }
}
