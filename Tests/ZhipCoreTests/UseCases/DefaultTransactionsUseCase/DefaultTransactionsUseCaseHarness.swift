import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The fixtures of the DefaultTransactionsUseCase suites and the legacy payments' : use cases over a fake node, an
/// in-memory store, a fixed date and a clock that never waits.
struct TransactionsHarness {
    static let password = "correct horse battery"
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    /// Fast enough for tests; never for real keystores.
    static let quickKDF = KDFParameters.scrypt(n: 1024, r: 8, p: 1)

    let node: FakeZilliqaService
    let storage: InMemoryStorageBackend
    let preferences: Preferences
    let dates = FixedDateProvider(TransactionsHarness.start)
    let clock = ImmediateClock()
    let useCase: DefaultTransactionsUseCase
    /// The payments over the same node (an EVM node beside it that no legacy payment asks).
    let payments: DefaultPaymentsUseCase
    let network: Network
    let key: PrivateKey
    let keystore: Keystore
    let recipient: Address

    var sender: Address { key.publicKey.address }

    init(
        network: Network = .mainnet, nodeChainID: UInt16? = nil, senderAccount: AccountBalance? = nil,
        storage: any StorageBackend = InMemoryStorageBackend()
    ) throws {
        self.network = network
        key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        keystore = try Keystore.encrypt(key, password: TransactionsHarness.password, kdf: TransactionsHarness.quickKDF)
        recipient = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        node = FakeZilliqaService(chainID: nodeChainID ?? network.chainID)
        self.storage = storage as? InMemoryStorageBackend ?? InMemoryStorageBackend()
        preferences = Preferences(storage: storage)
        useCase = DefaultTransactionsUseCase(
            zilliqaService: node, network: network, preferences: preferences, dateProvider: dates, clock: clock)
        payments = DefaultPaymentsUseCase(
            zilliqaService: node, evmService: FakeEVMService(), networkSetting: .success(network),
            preferences: preferences, clock: clock)
        node.setAccount(senderAccount ?? AccountBalance(balance: Amount(10, unit: .zil), nonce: 4), for: sender)
    }

    /// 1 ZIL to the recipient at 2000 Li a unit of gas: a fee of 0.1 ZIL with the gas limit of 50.
    func draft(amount: Amount = Amount(1, unit: .zil), gasPrice: Amount = Amount(2000, unit: .li), nonce: UInt64? = nil)
        -> PaymentDraft
    {
        PaymentDraft(to: recipient, amount: amount, gasPrice: gasPrice, nonce: nonce)
    }

    /// The number of calls the node saw, all methods together.
    var nodeCalls: Int { FakeZilliqaService.Method.allCases.reduce(0) { $0 + node.calls(to: $1) } }
}

/// `keystore`'s JSON with its `address` field replaced by `address`, or removed when nil.
func keystore(_ keystore: Keystore, address: Address?) throws -> Keystore {
    var object = try #require(try JSONSerialization.jsonObject(with: keystore.jsonData()) as? [String: Any])
    object["address"] = address?.checksummed
    return try Keystore(json: try JSONSerialization.data(withJSONObject: object))
}

func transactionID(_ digit: Character) throws -> TransactionID {
    try TransactionID(hex: String(repeating: digit, count: 64))
}

func zil(_ text: String) throws -> Amount {
    try Amount(text, unit: .zil)
}
