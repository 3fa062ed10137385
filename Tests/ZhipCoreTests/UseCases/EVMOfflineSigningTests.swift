import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Signing an EVM payment offline (`tx sign --account evm`): the recipient rules of an online
/// payment hold for it too, those the key does not decide before the password, the one it does
/// once the key is unlocked.
@Suite("EVM payments: recipients signed offline", .container { PaymentWorld.registerNothingReal(in: $0) })
struct EVMOfflineSigningTests {
    /// 1 ZIL to `recipient` with nonce 0 and every fee given, from an account only the key tells.
    func session(to recipient: EVMAddress, consents: Set<PaymentRisk> = []) -> PaymentSession {
        let order = PaymentOrder.evmTransfer(
            Wei(1, unit: .zil), from: nil, to: recipient,
            terms: PaymentTerms(evmFee: .eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: .zero), nonce: 0),
            consents: consents)
        return PaymentSession(offline: order, chainID: Network.mainnet.evmChainID, network: .mainnet)
    }

    @Test("the zero address is refused by rule zero-address before any key is unlocked")
    func zeroAddressRefused() async throws {
        let zero = try EVMAddress(bytes: [UInt8](repeating: 0, count: 20))

        let error = await #expect(throws: TransactionsError.self) { try await session(to: zero).prepareOffline() }

        #expect(error?.ruleRefusal?.rule == "zero-address")
    }

    @Test("a payment to the key's own account is refused by rule self-payment once the key tells it")
    func selfSendRefused() async throws {
        let session = session(to: TestWallets.keyPair.evmAddress)
        await session.confirm(try await session.prepareOffline())

        let error = await #expect(throws: TransactionsError.self) {
            try await session.unlock(
                with: KeystoreSigner(keystore: TestWallets.keystore, password: SecretText(TestWallets.password)))
        }

        #expect(error?.ruleRefusal?.rule == "self-payment")
    }

    @Test("a payment to the key's own account with its consent is signed by that account")
    func consentedSelfSendSigned() async throws {
        let session = session(to: TestWallets.keyPair.evmAddress, consents: [.sender])
        await session.confirm(try await session.prepareOffline())
        _ = try await session.unlock(
            with: KeystoreSigner(keystore: TestWallets.keystore, password: SecretText(TestWallets.password)))

        let signed = try await session.sign()

        #expect(signed.sender == TestWallets.keyPair.evmAddress)
        #expect(signed.account == .evm)
    }
}
