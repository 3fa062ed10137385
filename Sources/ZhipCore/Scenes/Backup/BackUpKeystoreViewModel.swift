import Foundation
import ZilliqaKit

/// Shows the wallet's keystore as JSON, to copy or save to a file. The keystore is locked with
/// the encryption password: it is a backup only together with that password.
///
/// ```swift
/// let viewModel = BackUpKeystoreViewModel(wallet: wallet)
/// print(viewModel.state.keystoreJSON)            // {"address" : "0x…", "crypto" : {…}, …}
/// viewModel.didTapDone()                          // Step .done
/// ```
@MainActor
public final class BackUpKeystoreViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// Back to the backup hub.
        case done
    }

    /// What the scene shows; it never changes.
    public struct State: Equatable, Sendable {
        /// The keystore, pretty-printed JSON with sorted keys, as zilliqa-js reads it.
        public let keystoreJSON: String
        /// A file name to offer when saving it, naming the address.
        public let suggestedFileName: String
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        public let copyButtonTitle = "Copy keystore"
        public let copiedMessage = "Copied keystore"
    }

    public let title = "Keystore"
    public let texts = Texts()
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init(wallet: Wallet) {
        state = State(
            keystoreJSON: Self.prettyJSON(wallet.keystore),
            suggestedFileName: "zhip-keystore-\(wallet.address.bech32).json")
    }

    /// The person has copied or saved the keystore.
    public func didTapDone() {
        navigator.next(.done)
    }

    /// The keystore as indented JSON; its compact form should encoding with indentation ever fail.
    private static func prettyJSON(_ keystore: Keystore) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(keystore)) ?? keystore.jsonData()
        return String(decoding: data, as: UTF8.self)
    }
}
