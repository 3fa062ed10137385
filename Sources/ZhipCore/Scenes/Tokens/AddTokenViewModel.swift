public import ZilliqaKit

/// Adding a token to the list: its contract address, then what the contract says of itself (its
/// name, symbol and decimals, read in one batch) beside a warning that anyone can name a token
/// anything; a symbol or decimals asked for only where the contract gives none (as
/// ``TokenMetadata/token(symbol:decimals:)`` allows); then Add lists it.
///
/// ```swift
/// let add = AddTokenViewModel()
/// add.didEditAddress("0xdAC17F958D2ee523a2206206994597C13D831ec7")
/// await add.didTapRead()            // state.preview: "USDT", "Tether USD", 6 decimals
/// add.didTapAdd()                   // listed: `.added(token)`
/// ```
@MainActor
public final class AddTokenViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The token was listed.
        case added(Token)
        /// The person left without adding one.
        case cancel
    }

    /// What the contract says of itself, cleaned for the screen (``TokenText``).
    public struct Preview: Sendable, Equatable {
        /// The contract, EIP-55.
        public var contract: String
        /// Its symbol, nil when it gives none that can be shown.
        public var symbol: String?
        /// Its name, nil when it gives none.
        public var name: String?
        /// Its decimals, nil when it does not say.
        public var decimals: Int?
        /// True when the symbol or name spells an address (``TokenText/showsAnAddress(_:)``).
        public var spellsAnAddress: Bool {
            [symbol, name].contains { $0.map(TokenText.showsAnAddress) ?? false }
        }

        public init(contract: String, symbol: String?, name: String?, decimals: Int?) {
            self.contract = contract
            self.symbol = symbol
            self.name = name
            self.decimals = decimals
        }
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The contract address as typed, and how its field looks.
        public var addressText = ""
        public var address: FieldDisplay = .neutral
        /// The contract typed, EIP-55, once the address is valid.
        public var contract: String?
        /// What the scene waits for while the contract is asked, nil when it waits for nothing.
        public var readingLabel: String?
        /// What the contract said, once it has; nil before, and after the address changes.
        public var preview: Preview?
        /// That anyone can deploy a token with any name, shown beside ``preview``.
        public var warning: String?
        /// True when the contract gives no symbol: one must be typed.
        public var asksSymbol = false
        /// The symbol typed, when asked for.
        public var symbolText = ""
        /// True when the contract does not say its decimals: they must be typed.
        public var asksDecimals = false
        /// The decimals typed, when asked for, and how their field looks.
        public var decimalsText = ""
        public var decimals: FieldDisplay = .neutral
        /// The token Add would list, once everything it needs is known.
        public var token: Token?
        /// Why the contract could not be read, or the token made or listed.
        public var errorMessage: String?

        /// True while the contract is asked.
        public var isReading: Bool { readingLabel != nil }
        /// True when Add can be tapped.
        public var isAddEnabled: Bool { token != nil && !isReading }
    }

    public let title = "Add a token"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let tokenList: any TokenListUseCase
    private let tokenReading: any TokenReadingUseCase
    private let network: Result<Network, NetworkSettingError>
    private var addressField = FieldState(validator: TokenContractValidator())
    private var decimalsField = FieldState(validator: TokenDecimalsValidator())
    private var symbolText = ""
    private var metadata: TokenMetadata?

    /// The scene listing with `tokenList`, reading contracts with `tokenReading` on `network`.
    public init(
        tokenList: any TokenListUseCase = Container.shared.tokenListUseCase(),
        tokenReading: any TokenReadingUseCase = Container.shared.tokenReadingUseCase(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.tokenList = tokenList
        self.tokenReading = tokenReading
        self.network = network
    }

    /// What the scene waits for while `contract` (EIP-55) is asked.
    nonisolated public static func readingLabel(of contract: String) -> String {
        "Asking the node for the name, symbol and decimals of \(contract)"
    }

    /// The warning shown beside what a contract says of itself.
    /// Said beside ``warning(for:)`` when the contract's text had hidden characters.
    nonisolated public static let hiddenCharactersWarning =
        "Its name or symbol had hidden characters (invisible, blank or terminal escape characters), removed here: "
        + "such text is made to pass for another token's."

    /// Said beside ``warning(for:)`` when the symbol or name spells an address.
    nonisolated public static let addressWarning =
        "Its name or symbol spells an address: that is not its contract, which is the one above."

    nonisolated public static func warning(for preview: Preview) -> String {
        "Anyone can deploy a token and give it any name and symbol"
            + (preview.symbol.map { ", \($0) included" } ?? "")
            + ": check \(preview.contract) on an explorer before you trust it."
    }

    // MARK: - Inputs

    /// The person changed the contract address: what was read of another one is forgotten.
    public func didEditAddress(_ text: String) {
        addressField.edit(text)
        metadata = nil
        updateToken { $0.errorMessage = nil }
    }

    /// The person left the address field.
    public func didEndEditingAddress() {
        addressField.endEditing()
        updateToken()
    }

    /// The person asked to read the contract: its name, symbol and decimals, in one batch. Ignored
    /// while the address is not valid or a read runs.
    public func didTapRead() async {
        guard let contract = addressField.value, !state.isReading else { return }
        let label = Self.readingLabel(of: contract.checksummed)
        updateToken {
            $0.readingLabel = label
            $0.errorMessage = nil
        }
        var errorMessage: String?
        do throws(TokenError) {
            metadata = try await tokenReading.metadata(of: contract)
        } catch .notAToken(let contract, let networkName) {
            // As `zhip-cli token add` allows with --symbol and --decimals: listed anyway, both typed.
            metadata = try? TokenMetadata(
                contract: contract, evmChainID: network.get().evmChainID, name: nil, symbol: nil, decimals: nil)
            errorMessage =
                "\(contract.checksummed) answers none of name, symbol and decimals on \(networkName): check that "
                + "it is a token on this network, or type its symbol and decimals to list it anyway."
        } catch {
            errorMessage = error.description
        }
        updateToken {
            $0.readingLabel = nil
            $0.errorMessage = errorMessage
        }
    }

    /// The person typed the symbol the contract does not give.
    public func didEditSymbol(_ text: String) {
        symbolText = text
        updateToken()
    }

    /// The person typed the decimals the contract does not say.
    public func didEditDecimals(_ text: String) {
        decimalsField.edit(text)
        updateToken()
    }

    /// The person left the decimals field.
    public func didEndEditingDecimals() {
        decimalsField.endEditing()
        updateToken()
    }

    /// The person tapped Add: the token is listed. Ignored until Add is enabled.
    public func didTapAdd() {
        guard state.isAddEnabled, let token = state.token else { return }
        do throws(TokenError) {
            try tokenList.add(token)
            navigator.next(.added(token))
        } catch {
            state.errorMessage = error.description
        }
    }

    /// The person left without adding.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - Helpers

    /// Applies `change`, then shows the fields, what the contract said and the token it makes,
    /// in one assignment.
    private func updateToken(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.addressText = addressField.text
        next.address = addressField.display
        next.contract = addressField.value?.checksummed
        next.symbolText = symbolText
        next.decimalsText = decimalsField.text
        next.decimals = decimalsField.display
        guard let metadata else {
            next.preview = nil
            next.warning = nil
            next.asksSymbol = false
            next.asksDecimals = false
            next.token = nil
            state = next
            return
        }
        let symbol = metadata.symbol.map { TokenText.cleaned($0, limit: TokenText.maximumSymbolLength) }
        let name = metadata.name.map { TokenText.cleaned($0, limit: TokenText.maximumNameLength) }
        let preview = Preview(
            contract: metadata.contract.checksummed, symbol: symbol?.isEmpty == false ? symbol : nil,
            name: name?.isEmpty == false ? name : nil, decimals: metadata.decimals)
        next.preview = preview
        next.warning =
            Self.warning(for: preview)
            + (metadata.hadHiddenCharacters ? " " + Self.hiddenCharactersWarning : "")
            + (preview.spellsAnAddress ? " " + Self.addressWarning : "")
        next.asksSymbol = preview.symbol == nil
        next.asksDecimals = metadata.decimals == nil
        let givenSymbol = next.asksSymbol && !symbolText.isEmpty ? symbolText : nil
        let givenDecimals = next.asksDecimals ? decimalsField.value : nil
        do throws(TokenError) {
            next.token = try metadata.token(symbol: givenSymbol, decimals: givenDecimals)
        } catch {
            next.token = nil
            switch error {
            case .noSymbol, .noDecimals: break  // asked for by their fields
            default: next.errorMessage = error.description
            }
        }
        state = next
    }
}
