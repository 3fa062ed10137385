import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a payment works with, registered in the test's own container (the `.container` trait's):
/// a network, a fake `eth_` node and a fake legacy node on its chains, in-memory preferences, a
/// fixed date and a clock that never waits. The key that pays is ``TestWallets/keyPair``; the
/// real ``PaymentSession`` runs over it all.
///
/// ```swift
/// @Test(.container) func aPayment() async throws {
///     let world = PaymentWorld()
///     world.fundEVM(Wei(10, unit: .zil))
///     let paid = try await world.session(.evmTransfer(Wei(1, unit: .zil), from: world.evmSender, to: world.payee))
///         .pay(signingWith: world.key)
/// }
/// ```
struct PaymentWorld {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    /// Zilliqa 2.0's gas price an EVM gas, the fake node's unless told another.
    static let gasPrice = Wei(wei: 4_761_904_800_000)

    let network: Network
    let evm: FakeEVMService
    let zilliqa: FakeZilliqaService
    let preferences: Preferences
    let dates = FixedDateProvider(PaymentWorld.start)
    let clock = ImmediateClock()
    let key = TestWallets.keyPair
    /// An ordinary account with no code: zilliqa-js's checksummed example address.
    let payee: EVMAddress

    /// Registers it all in `Container.shared` for `network`; `registersNetwork` false leaves the
    /// network to the preferences (mainnet until another is saved), as the app has it.
    init(network: Network = .mainnet, registersNetwork: Bool = true) {
        self.network = network
        evm = FakeEVMService(chainID: network.evmChainID)
        zilliqa = FakeZilliqaService(chainID: network.chainID)
        preferences = .inMemory()
        payee = Self.address("5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        let (evm, zilliqa, preferences, dates, clock) = (evm, zilliqa, preferences, dates, clock)
        let container = Container.shared
        if registersNetwork { container.network.register { .success(network) } }
        container.evmService.register { evm }
        container.zilliqaService.register { zilliqa }
        container.preferences.register { preferences }
        container.dateProvider.register { dates }
        container.clock.register { clock }
    }

    /// Registers in `container` fake nodes and in-memory preferences only, for a test that must
    /// reach nothing real and asks nothing of them (a payment signed offline).
    static func registerNothingReal(in container: Container) {
        container.evmService.register { FakeEVMService() }
        container.zilliqaService.register { FakeZilliqaService() }
        container.preferences.register { .inMemory() }
    }

    /// The key's EVM account.
    var evmSender: EVMAddress { key.evmAddress }
    /// The key's legacy account.
    var legacySender: Address { key.address }
    /// ``payee`` as a legacy address (the same 20 bytes).
    var legacyPayee: Address { Address(payee) }

    /// Gives the key's EVM account `balance` and the counts `nonce` (mined) and `pending`.
    func fundEVM(_ balance: Wei, nonce: UInt64 = 0, pending: UInt64? = nil) {
        evm.setAccount(FakeEVMService.Account(balance: balance, nonce: nonce, pendingNonce: pending), for: evmSender)
    }

    /// Gives the key's legacy account `balance` and `nonce`.
    func fundLegacy(_ balance: Amount, nonce: UInt64 = 0) {
        zilliqa.setAccount(AccountBalance(balance: balance, nonce: nonce), for: legacySender)
    }

    /// A session of `order` over this world.
    func session(_ order: PaymentOrder) -> PaymentSession {
        PaymentSession(order: order)
    }

    /// A transfer of `amount` from the EVM account to ``payee`` (or `recipient`).
    func evmOrder(
        _ amount: Wei = Wei(1, unit: .zil), to recipient: EVMAddress? = nil, terms: PaymentTerms = PaymentTerms(),
        consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        .evmTransfer(amount, from: evmSender, to: recipient ?? payee, terms: terms, consents: consents)
    }

    /// A transfer of `amount` from the legacy account to ``payee`` (or `recipient`) at 2000 Li a gas
    /// unless `terms` says: a fee of 0.1 ZIL.
    func legacyOrder(
        _ amount: Amount = Amount(1, unit: .zil), to recipient: Address? = nil,
        terms: PaymentTerms = PaymentTerms(legacyGasPrice: Amount(2000, unit: .li)), consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        .legacyTransfer(amount, from: legacySender, to: recipient ?? legacyPayee, terms: terms, consents: consents)
    }

    /// The number of calls the legacy node saw, all methods together.
    var legacyNodeCalls: Int { FakeZilliqaService.Method.allCases.reduce(0) { $0 + zilliqa.calls(to: $1) } }

    /// The number of calls the `eth_` node saw, all methods together.
    var evmNodeCalls: Int { FakeEVMService.Method.allCases.reduce(0) { $0 + evm.calls(to: $1) } }

    /// An amount of ZIL written as text (`"0.1"`), which the fixtures spell correctly.
    static func zil(_ text: String) -> Amount {
        guard let amount = try? Amount(text, unit: .zil) else { preconditionFailure("an amount: \(text)") }
        return amount
    }

    /// A transaction id made of `digit` repeated.
    static func transactionID(_ digit: Character) -> TransactionID {
        guard let id = try? TransactionID(hex: String(repeating: digit, count: 64)) else {
            preconditionFailure("an id")
        }
        return id
    }

    /// A hash made of `byte`.
    static func hash(_ byte: UInt8) -> EVMHash {
        guard let hash = try? EVMHash(bytes: [UInt8](repeating: byte, count: 32)) else { preconditionFailure("a hash") }
        return hash
    }

    /// The address `hex` spells; the fixtures' addresses are constants.
    static func address(_ hex: String) -> EVMAddress {
        guard let address = try? EVMAddress("0x" + hex) else { preconditionFailure("an address: \(hex)") }
        return address
    }
}

extension TransactionsError {
    /// The rule's refusal this error carries; nil for any other error.
    var ruleRefusal: PaymentRefusal? {
        if case .refused(let refusal) = self { refusal } else { nil }
    }
}

extension SendOutcome {
    /// The error of a refused send; nil for a send the node took or may have taken.
    var refusalError: TransactionsError? {
        if case .refused(let error) = self { error } else { nil }
    }
}
