import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The nodes and accounts behind the EVM send scene tests: the real ``PaymentSession`` over a
/// ``FakeEVMService`` (mainnet's gas price, 4,761.9048 gwei) and a ``FakeZilliqaService``, on the
/// devnet: a network whose forks are unknown, so the fake node's answer to the era probe is what
/// counts. The legacy account of the same key holds 100 ZIL there, for a move.
struct EVMSendFixtures {
    /// The paying EVM account: ``TestWallets/keyPair``'s.
    static let sender = TestWallets.keyPair.evmAddress
    /// EIP-55's own example address, to pay.
    static let recipient: EVMAddress = {
        do { return try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed") } catch {
            preconditionFailure("EIP-55's example is an address: \(error)")
        }
    }()
    /// ``TestWallets/wallet`` knowing its public key, so its EVM account.
    static let evmWallet: Wallet = {
        do {
            return try Wallet(
                keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        } catch {
            preconditionFailure("the fixture wallet is consistent: \(error)")
        }
    }()
    /// 21000 × 4,761,904,800,000 wei: 0.1000000008 ZIL, a transfer's fee on Zilliqa 2.0.
    static let transferFee = Wei(wei: 100_000_000_800_000_000)

    /// Two tries at the receipt: a flow's wait is over at once.
    static let quickPolling = PollingPolicy(tries: 2, baseDelay: .seconds(1), sleep: { _ in })

    let evm = FakeEVMService(chainID: Network.devnet.evmChainID)
    let zilliqa = FakeZilliqaService(chainID: Network.devnet.chainID)

    /// The sender holds `balance` at `nonce`.
    init(balance: Wei = Wei(10, unit: .zil), nonce: UInt64 = 4) {
        evm.setAccount(FakeEVMService.Account(balance: balance, nonce: nonce), for: Self.sender)
        zilliqa.setAccount(AccountBalance(balance: Amount(100, unit: .zil), nonce: 0), for: TestWallets.wallet.address)
    }

    /// Registers what a session reads in the test's container: the nodes, the devnet, in-memory
    /// preferences, an immediate clock and a fixed date.
    func register() {
        let (zilliqa, evm) = (self.zilliqa, self.evm)
        Container.shared.zilliqaService.register { zilliqa }
        Container.shared.evmService.register { evm }
        Container.shared.network.register { .success(.devnet) }
        Container.shared.preferences.register { .inMemory() }
        Container.shared.clock.register { ImmediateClock() }
        Container.shared.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
    }

    /// ``register()``, and what a send flow's scenes take from the container: `wallets`, and
    /// balances for the legacy account's form.
    func registerFlow(wallets: FakeWalletUseCase) {
        register()
        Container.shared.walletUseCase.register { wallets }
        Container.shared.balancesUseCase.register { FakeBalancesUseCase() }
    }

    /// The Prepare scene of a payment from ``sender`` (the nodes registered first).
    @MainActor
    func prepareScene(token: Token? = nil) -> PreparePaymentViewModel {
        register()
        return PreparePaymentViewModel(
            form: EVMPaymentForm(sender: Self.sender, token: token, evmService: evm, network: .success(.devnet)))
    }

    /// `amount` ZIL to ``recipient`` from `sender` (nil: known once the key is unlocked), prepared by
    /// a session (the nodes registered first).
    func prepared(_ amount: String = "1.5", from sender: EVMAddress? = sender) async throws -> (
        PaymentSession, PreparedPayment
    ) {
        register()
        return try await PaymentSession.prepared(
            .evmTransfer(try Wei(amount, unit: .zil), from: sender, to: Self.recipient))
    }

    /// ``prepared(_:from:)``, confirmed as the review scene confirms it: ready for the Sign scene.
    func reviewed(_ amount: String = "1.5", from sender: EVMAddress? = sender) async throws -> (
        PaymentSession, PreparedPayment
    ) {
        register()
        return try await PaymentSession.reviewed(
            .evmTransfer(try Wei(amount, unit: .zil), from: sender, to: Self.recipient))
    }

    /// The hash the node gives `prepared` signed by ``TestWallets/keyPair``.
    static func hash(of prepared: PreparedPayment) throws -> EVMHash {
        guard let transaction = prepared.transaction?.evm else {
            throw FixtureError("not an EVM transaction: \(String(describing: prepared.transaction))")
        }
        return transaction.signed(with: TestWallets.keyPair).transactionHash
    }

    /// A receipt of `hash`, mined in block 9 at the gas price, succeeded or not.
    static func receipt(of hash: EVMHash, succeeded: Bool, to: EVMAddress = recipient) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0, blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)),
            blockNumber: 9, from: sender, to: to, cumulativeGasUsed: 21_000,
            effectiveGasPrice: Wei(wei: 4_761_904_800_000), gasUsed: 21_000, contractAddress: nil, type: .eip1559,
            succeeded: succeeded)
    }
}
