import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A payment prepared on one network and signed after the wallet switched to another is refused
/// before it is signed, whichever account pays: the session says what it was prepared for.
@Suite("Payments: a network switch between prepare and sign", .container)
struct PaymentNetworkChangeTests {
    /// The session's error signing `order`, prepared on mainnet, after the wallet switched to testnet.
    private func signingAfterSwitch(_ order: PaymentOrder, in world: PaymentWorld) async throws -> TransactionsError? {
        let session = world.session(order)
        await session.confirm(try await session.prepare())
        _ = try await session.unlock(with: KeystoreSigner(key: world.key))
        try Container.shared.switchNetwork(to: .named("testnet"))

        return await #expect(throws: TransactionsError.self) { try await session.sign() }
    }

    @Test("an EVM payment prepared on mainnet is refused unsigned once the wallet is on testnet")
    func evmPaymentAfterSwitch() async throws {
        let world = PaymentWorld(registersNetwork: false)
        world.fundEVM(Wei(10, unit: .zil))

        let error = try await signingAfterSwitch(world.evmOrder(), in: world)

        #expect(error == .networkChanged(preparedFor: "mainnet", configured: .testnet))
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a legacy payment prepared on mainnet is refused unsigned once the wallet is on testnet")
    func legacyPaymentAfterSwitch() async throws {
        let world = PaymentWorld(registersNetwork: false)
        world.fundLegacy(Amount(10, unit: .zil))

        let error = try await signingAfterSwitch(world.legacyOrder(), in: world)

        #expect(error == .networkChanged(preparedFor: "mainnet", configured: .testnet))
        #expect(world.zilliqa.sentTransactions.isEmpty)
    }
}
