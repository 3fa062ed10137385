import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// The wallet's real stack (the test's container, the default use cases, the scenes' view
/// models and coordinators) on a fresh in-process zhip-devnet, its JSON-RPC calls going through
/// a ``TrafficTap`` over real HTTP. Run inside a `.container` test.
@MainActor
struct WalletFlowHarness {
    /// The protocol document's known key: the devnet's genesis funds it with 1000 ZIL.
    static let alice = keyPair("0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
    /// A second key, never funded unless a test pays it.
    static let bob = keyPair(String(repeating: "11", count: 32))
    static let chainID: UInt16 = 222
    /// zhip-devnet's default minimum, Zilliqa 2.0's 2000000016 Qa: the baselines are recorded at it.
    static let gasPrice = Payment.zilliqa2MinimumGasPrice
    /// The password of every wallet the harness saves.
    static let password = TestWallets.password

    /// The committed baselines of the project's flows (`Resources/Baselines`).
    static var baselines: URL {
        get throws { try #require(Bundle.module.url(forResource: "Baselines", withExtension: nil)) }
    }

    let devnet: Devnet
    let tap: TrafficTap

    /// Starts a devnet, registers the stack against it in `Container.shared`, runs `body`, and
    /// stops the devnet whether `body` throws or not.
    @discardableResult
    static func run<T>(_ body: (WalletFlowHarness) async throws -> T) async throws -> T {
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.blockTime = .zero
        configuration.genesis = [GenesisAccount(keyPair: alice, balance: Amount(1000, unit: .zil))]
        return try await Devnet.withRunning(configuration) { devnet in
            try await body(try WalletFlowHarness(devnet: devnet))
        }
    }

    private init(devnet: Devnet) throws {
        self.devnet = devnet
        let tap = TrafficTap()
        self.tap = tap
        let network = try Network(name: "zhip-devnet", chainID: Self.chainID, url: devnet.url)
        let container = Container.shared
        container.preferences.register { .inMemory() }
        container.securePersistence.register { .inMemory() }
        container.network.register { .success(network) }
        container.zilliqaService.register {
            JSONRPCZilliqaService(
                transport: tap.observing(HTTPTransport(url: network.url)),
                sendTransport: tap.observing(HTTPTransport(url: network.url, connections: .freshEachRequest)))
        }
        container.evmService.register {
            JSONRPCEVMService(
                transport: tap.observing(HTTPTransport(url: network.url)),
                sendTransport: tap.observing(HTTPTransport(url: network.url, connections: .freshEachRequest)))
        }
    }

    /// Saves `keyPair`'s wallet (locked with ``password``, cheap KDF) as the app's wallet.
    @discardableResult
    func saveWallet(_ keyPair: KeyPair) throws -> Wallet {
        let keystore = try Keystore.encrypt(
            keyPair.privateKey, password: SecretText(Self.password), kdf: TestWallets.kdf)
        let wallet = try Wallet(keystore: keystore, origin: .imported)
        try Container.shared.walletStorageUseCase().save(wallet: wallet)
        return wallet
    }

    /// Pays `amount` from alice to `recipient` from another wallet, outside the app (not tapped).
    func payFromAnotherWallet(_ amount: Amount, to recipient: KeyPair) async throws {
        let nonce = (devnet.ledger.account(Self.alice.address)?.nonce ?? 0) + 1
        let payment = Payment(
            to: recipient.address, amount: amount, gasPrice: Self.gasPrice, gasLimit: 50, nonce: nonce)
        let transaction = SignedTransaction.sign(payment, with: Self.alice, chainID: Self.chainID)
        _ = try await JSONRPCZilliqaService(transport: HTTPTransport(url: devnet.url)).send(transaction)
    }

    private static func keyPair(_ hex: String) -> KeyPair {
        // Test constants: valid keys, so this never fails.
        guard let key = try? PrivateKey(hex: hex) else { preconditionFailure("bad test key") }
        return KeyPair(privateKey: key)
    }
}

extension BaselineFlow {
    /// The steps of a payment through ZhipCore's session, `order` signed by `signer`: `prepare` (one
    /// batch), `send` (confirm, unlock, one signature, one send; then `hash` bound), `receipt`; the
    /// payment prepared and its receipt.
    nonisolated(nonsending) func pay(_ order: PaymentOrder, signingWith signer: KeyPair) async throws
        -> (payment: PreparedPayment, receipt: PaymentReceipt)
    {
        let session = PaymentSession(order: order)
        let payment = try await step("prepare") { try await session.prepare() }
        let sent = try await step("send") {
            await session.confirm(payment)
            _ = try await session.unlock(with: KeystoreSigner(key: signer))
            _ = try await session.sign()
            let outcome = await session.submit()
            return try #require(outcome.sent, "\(outcome)")
        }
        bind("hash", to: sent.description)
        return (payment, try await step("receipt") { try await session.receipt() })
    }
}
