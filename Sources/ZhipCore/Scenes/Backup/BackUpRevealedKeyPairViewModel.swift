public import ZilliqaKit

/// Shows the private key (64 hex digits) and the uncompressed public key, because the person
/// asked to see them to back them up. This is the only scene that reveals a private key.
///
/// The state never shows the key in `description` or `dump`; Done drops it from the state
/// before leaving.
///
/// ```swift
/// let viewModel = BackUpRevealedKeyPairViewModel(keyPair: pair)
/// render(viewModel.state.privateKeyHex, viewModel.state.uncompressedPublicKeyHex)
/// viewModel.didTapDone()                           // Step .done
/// ```
@MainActor
public final class BackUpRevealedKeyPairViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// Back to the backup hub.
        case done
    }

    /// What the scene shows.
    public struct State: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The private key as 64 lowercase hex digits; empty once the scene is done.
        public var privateKeyHex: String
        /// The public key as 130 hex digits (04 || x || y), as Zhip shows it.
        public var uncompressedPublicKeyHex: String

        public var description: String {
            "State(privateKeyHex: redacted, uncompressedPublicKeyHex: \(uncompressedPublicKeyHex))"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror {
            Mirror(self, children: ["uncompressedPublicKeyHex": uncompressedPublicKeyHex], displayStyle: .struct)
        }
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        public let privateKeyLabel = "Private key"
        public let uncompressedPublicKeyLabel = "Uncompressed public key"
        public let copyButtonTitle = "Copy"
        public let copiedPrivateKeyMessage = "Copied private key"
        public let copiedPublicKeyMessage = "Copied public key"
    }

    public let title = "Backup key pair"
    public let texts = Texts()
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init(keyPair: KeyPair) {
        state = State(
            privateKeyHex: keyPair.privateKey.revealedHex(),
            uncompressedPublicKeyHex: Hex.encode(keyPair.publicKey.uncompressed))
    }

    /// The person has backed up the keys: the private key leaves the state, then the scene.
    public func didTapDone() {
        state.privateKeyHex = ""
        navigator.next(.done)
    }
}
