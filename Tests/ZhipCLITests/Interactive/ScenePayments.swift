import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Fake nodes of one network registered in the test's container (the `.container` trait gives each
/// test its own), the test key's accounts funded with 100 ZIL on both, and payments prepared over
/// them by the real ``ZhipCore/PaymentSession``: what the send scenes are handed in the app.
///
/// ```swift
/// let payments = ScenePayments()
/// let (session, prepared) = try await payments.legacy()
/// ```
@MainActor
struct ScenePayments {
    /// The legacy API and the `eth_` API of the node.
    let node: FakeZilliqaService
    let evm: FakeEVMService

    /// A recipient nobody controls in the tests: twenty bytes of 0x11.
    static let recipient: EVMAddress = {
        guard let address = try? EVMAddress(bytes: [UInt8](repeating: 0x11, count: 20)) else {
            preconditionFailure("20 bytes are an address")
        }
        return address
    }()

    /// Registers the fake nodes of `network`, in-memory preferences and a clock that never waits.
    init(network: Network = .mainnet) {
        let node = FakeZilliqaService(chainID: network.chainID)
        let evm = FakeEVMService(chainID: network.evmChainID)
        node.setAccount(AccountBalance(balance: Amount(100, unit: .zil), nonce: 0), for: TestWallets.keyPair.address)
        evm.setAccount(FakeEVMService.Account(balance: Wei(100, unit: .zil)), for: TestWallets.keyPair.evmAddress)
        Container.shared.network.register { .success(network) }
        Container.shared.zilliqaService.register { node }
        Container.shared.evmService.register { evm }
        Container.shared.preferences.register { .inMemory() }
        Container.shared.clock.register { ImmediateClock() }
        self.node = node
        self.evm = evm
    }

    /// 2 ZIL from the test key's legacy account to ``recipient`` at the network's 2000 Li, prepared
    /// (every rule passed) and not yet confirmed.
    func legacy() async throws -> (PaymentSession, PreparedPayment) {
        let order = PaymentOrder.legacyTransfer(
            Amount(2, unit: .zil), from: TestWallets.keyPair.address, to: Address(Self.recipient))
        let session = PaymentSession(order: order)
        return (session, try await session.prepare())
    }

    /// `zil` ZIL from the test key's EVM account to ``recipient`` at the node's gas price, prepared
    /// and not yet confirmed.
    func evmTransfer(_ zil: Int = 1) async throws -> (PaymentSession, PreparedPayment) {
        let session = PaymentSession(
            order: .evmTransfer(Wei(UInt64(zil), unit: .zil), from: TestWallets.keyPair.evmAddress, to: Self.recipient))
        return (session, try await session.prepare())
    }

    /// 1 ZIL from the test key's EVM account to ``recipient``, paid through the session (prepared,
    /// confirmed, signed and accepted by the node), and what the node accepted it as.
    func sentEVMTransfer() async throws -> (PaymentSession, SentTransaction) {
        let (session, _) = try await evmTransfer()
        let paid = try await session.pay(signingWith: TestWallets.keyPair)
        guard case .accepted(let sent) = paid.outcome else { throw SendNotAccepted(outcome: paid.outcome) }
        return (session, sent)
    }

    /// A payment the fake node did not accept, though it was set up to.
    struct SendNotAccepted: Error, CustomStringConvertible {
        let outcome: SendOutcome
        var description: String { "not sent: \(outcome)" }
    }
}
