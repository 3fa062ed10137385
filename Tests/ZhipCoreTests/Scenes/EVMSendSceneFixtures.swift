import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The nodes, accounts and use case behind the EVM send scene tests: the real
/// ``DefaultPaymentsUseCase`` over a ``FakeEVMService`` (mainnet's gas price, 4,761.9048 gwei)
/// and a ``FakeZilliqaService``, on the devnet: a network whose forks are unknown, so the fake
/// node's answer to the era probe is what counts.
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

    let evm = FakeEVMService(chainID: Network.devnet.evmChainID)
    let zilliqa = FakeZilliqaService()

    /// The sender holds `balance` at `nonce`.
    init(balance: Wei = Wei(10, unit: .zil), nonce: UInt64 = 4) {
        evm.setAccount(FakeEVMService.Account(balance: balance, nonce: nonce), for: Self.sender)
    }

    var payments: DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: zilliqa, evmService: evm, networkSetting: .success(.devnet), preferences: .inMemory(),
            clock: ImmediateClock())
    }

    /// Two tries at the receipt with no wait between them: a flow's wait is over at once.
    static let quickPolling = PollingPolicy(tries: 2, baseDelay: .seconds(1), sleep: { _ in })

    /// Registers what a send flow from the EVM account runs on in the test's container: `transactions`
    /// paying from the EVM account through ``payments``, `wallets`, the fake nodes, the devnet and an
    /// immediate clock.
    func registerFlow(transactions: FakeTransactionsUseCase, wallets: FakeWalletUseCase) {
        let (zilliqa, evm) = (self.zilliqa, self.evm)
        Container.shared.transactionsUseCase.register { transactions }
        Container.shared.walletUseCase.register { wallets }
        Container.shared.zilliqaService.register { zilliqa }
        Container.shared.evmService.register { evm }
        transactions.setEVMPayments(payments)
        Container.shared.paymentsUseCase.register { transactions }
        Container.shared.network.register { .success(.devnet) }
        Container.shared.clock.register { ImmediateClock() }
    }

    /// The prepare scene of a payment from ``sender`` on mainnet.
    @MainActor
    func prepareScene() -> PreparePaymentViewModel {
        PreparePaymentViewModel(
            form: EVMPaymentForm(sender: Self.sender, evmService: evm, payments: payments, network: .success(.mainnet)))
    }

    /// `amount` ZIL to ``recipient``, prepared by the use case.
    func prepared(_ amount: String = "1.5") async throws -> PreparedEVMPayment {
        try await payments.prepare(
            EVMPaymentDraft(from: Self.sender, to: Self.recipient, amount: .exactly(try Wei(amount, unit: .zil))))
    }

    /// The hash the node gives `payment` signed by ``TestWallets/keyPair``.
    static func hash(of payment: PreparedEVMPayment) throws -> EVMHash {
        try EVMHash(bytes: payment.transaction.signed(with: TestWallets.keyPair).hash)
    }

    /// A receipt of `hash`, mined in block 9 at the gas price, succeeded or not.
    static func receipt(of hash: EVMHash, succeeded: Bool) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0, blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)),
            blockNumber: 9, from: sender, to: recipient, cumulativeGasUsed: 21_000,
            effectiveGasPrice: Wei(wei: 4_761_904_800_000), gasUsed: 21_000, contractAddress: nil, type: .eip1559,
            succeeded: succeeded)
    }
}
