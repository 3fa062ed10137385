/// Zhip's warning that Zilliqa's legacy accounts sign with its own Schnorr scheme over secp256k1,
/// which few libraries implement (its EVM accounts sign with ECDSA): the person confirms
/// understanding it, then accepts.
///
/// ```swift
/// let warning = WarningCustomECCViewModel()
/// warning.navigator.onStep = { step in /* .accepted */ }
/// warning.didCheckUnderstandsRisk(true)
/// warning.didTapAccept()
/// ```
@MainActor
public final class WarningCustomECCViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The warning was accepted and the acceptance remembered.
        case accepted
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The warning.
        public var warning: String
        /// The checkbox "I understand the risk".
        public var understandsRisk: Bool
        /// Why the acceptance could not be remembered, if it could not.
        public var errorMessage: String?

        /// True when Accept can be tapped: once the checkbox is checked.
        public var isAcceptEnabled: Bool { understandsRisk }
    }

    /// The warning's text.
    public static let warningText = """
        Zilliqa's legacy (zil1) accounts do not sign with ECDSA like most blockchains, but with \
        Zilliqa's own variant of EC-Schnorr signatures over the secp256k1 curve. Few wallets and \
        libraries implement it, and this one has not been audited. The EVM (0x) account of the \
        same key signs with ECDSA over secp256k1, as Ethereum does.

        A flaw in an elliptic-curve implementation can leak the private key or make signatures \
        invalid. Keep only amounts in this wallet that you can afford to lose, and keep a backup \
        of your keystore or private key.

        Zilliqa's legacy signatures are not meant for the tools of other blockchains.
        """

    public let title = "Unreliable ECC"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let useCase: any CustomECCWarningAcceptanceUseCase

    /// The warning; `useCase` remembers the acceptance.
    public init(
        useCase: any CustomECCWarningAcceptanceUseCase = Container.shared.customECCWarningAcceptanceUseCase()
    ) {
        self.useCase = useCase
        state = State(warning: Self.warningText, understandsRisk: false, errorMessage: nil)
    }

    /// The person checked or unchecked "I understand the risk".
    public func didCheckUnderstandsRisk(_ checked: Bool) {
        state.understandsRisk = checked
    }

    /// The person tapped Accept: ignored until the checkbox is checked.
    public func didTapAccept() {
        guard state.isAcceptEnabled else { return }
        do {
            try useCase.didAcceptCustomECCWarning()
        } catch {
            state.errorMessage = "Your acceptance of the warning could not be saved: \(error)"
            return
        }
        state.errorMessage = nil
        navigator.next(.accepted)
    }
}
