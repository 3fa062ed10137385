import Foundation
public import ZilliqaKit

/// Shows the wallet's keystore as JSON, to copy or save to a file. The keystore is locked with
/// the encryption password: it is a backup only together with that password.
///
/// It offers both formats (``formats``): Zilliqa's, the saved keystore as it is, and Ethereum's
/// (geth, MetaMask), which needs the password: a keystore's MAC is its format's, so the key is
/// unlocked and locked again with the same password and KDF in Ethereum's form.
///
/// ```swift
/// let viewModel = BackUpKeystoreViewModel(wallet: wallet)
/// print(viewModel.state.keystoreJSON)            // {"address" : "0x…", "crypto" : {…}, …}
/// let forMetaMask = try await viewModel.ethereumKeystoreJSON(password: typed)
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

    /// The formats the scene writes: Zilliqa's (at once) and Ethereum's (with the password).
    public static let formats: [KeystoreDialect] = [.zilliqa, .ethereum]

    public let title = "Keystore"
    public let texts = Texts()
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let wallet: Wallet
    private let extractKeyPairUseCase: any ExtractKeyPairUseCase

    /// The scene of `wallet`; `extractKeyPairUseCase` unlocks it for the Ethereum form.
    public init(
        wallet: Wallet, extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.walletUseCase()
    ) {
        self.wallet = wallet
        self.extractKeyPairUseCase = extractKeyPairUseCase
        state = State(
            keystoreJSON: Self.prettyJSON(wallet.keystore),
            suggestedFileName: "zhip-keystore-\(wallet.address.bech32).json")
    }

    /// The keystore in Ethereum's form, pretty-printed as ``State/keystoreJSON``: the key unlocked
    /// with `password` (checked to be the wallet's) and locked again with it and the saved
    /// keystore's KDF parameters, with Ethereum's MAC and the EVM address.
    ///
    /// - Throws: ``WalletError/wrongPassword`` when `password` does not unlock the wallet, or why
    ///   the keystore could not be written.
    public func ethereumKeystoreJSON(password typed: String) async throws(WalletError) -> String {
        // The typed text, in wiping storage at once; wiped when both KDFs have run.
        let password = SecretText(typed)
        defer { password.wipe() }
        let keyPair = try await extractKeyPairUseCase.extractKeyPair(from: wallet, password: password)
        do {
            let keystore = try await Keystore.encrypted(
                keyPair.privateKey, password: password, kdf: wallet.keystore.kdf, dialect: .ethereum)
            return Self.prettyJSON(keystore)
        } catch {
            throw WalletError(error)
        }
    }

    /// The person has copied or saved the keystore.
    public func didTapDone() {
        navigator.next(.done)
    }

    /// The keystore as indented JSON; its compact form should encoding with indentation ever fail.
    private static func prettyJSON(_ keystore: Keystore) -> String {
        let data = (try? JSONEncoder.zhip(.pretty).encode(keystore)) ?? keystore.jsonData()
        return String(decoding: data, as: UTF8.self)
    }
}
