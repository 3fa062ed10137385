import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A token with 6 decimals at ``TokenPaymentVectors/token`` on the fake mainnet node of a
/// ``PaymentWorld`` (registered in the test's container), the sender (``TestWallets/keyPair``'s
/// EVM account) funded with ZIL and 100 of the token, its calls estimated at
/// ``TokenPaymentVectors/gas``; and the orders of a transfer and an approval of it.
struct TokenPaymentFixture {
    let world: PaymentWorld
    let recipient: EVMAddress
    let spender: EVMAddress
    let token: Token
    /// 12.5 of the token.
    let amount: UInt256

    init(tokenBalance: UInt256 = 100_000_000, zil: Wei = Wei(10, unit: .zil)) throws {
        world = PaymentWorld()
        recipient = try EVMAddress(TokenPaymentVectors.recipient)
        spender = try EVMAddress(TokenPaymentVectors.spender)
        token = try Token(
            contract: try EVMAddress(TokenPaymentVectors.token), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: Network.mainnet.evmChainID)
        amount = try UInt256(decimal: TokenPaymentVectors.amount)
        world.fundEVM(zil)
        node.setAccount(FakeEVMService.Account(code: [0x60]), for: token.contract)
        node.setCallAnswer(.success(tokenBalance.bigEndianBytes), to: token.contract, data: ERC20.balanceOfCall(sender))
        node.setGasEstimate(.success(TokenPaymentVectors.gas), to: token.contract)
    }

    var node: FakeEVMService { world.evm }
    var sender: EVMAddress { world.evmSender }
    var preferences: Preferences { world.preferences }

    /// The allowances use case over the same node and preferences.
    var allowances: DefaultTokenAllowancesUseCase {
        DefaultTokenAllowancesUseCase(evmService: node, networkSetting: .success(.mainnet), preferences: preferences)
    }

    /// A transfer of `amount` (12.5 unless given) to `to` (the recipient unless given).
    func transfer(
        _ amount: UInt256? = nil, to: EVMAddress? = nil, gasLimit: UInt64? = nil,
        consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        PaymentOrder(
            TokenTransfer(token, to: to ?? recipient, units: amount ?? self.amount), from: .evm, sender: sender,
            terms: PaymentTerms(gasLimit: gasLimit), consents: consents)
    }

    /// An approval of `amount` to the spender.
    func approval(_ amount: UInt256, consents: Set<PaymentRisk> = []) -> PaymentOrder {
        PaymentOrder(
            TokenApproval(token, spender: spender, units: amount), from: .evm, sender: sender, consents: consents)
    }

    /// Makes the simulated call of `order` answer `answer`.
    func simulate(_ order: PaymentOrder, answering answer: Result<[UInt8], EVMServiceError>) {
        node.setCallAnswer(answer, to: token.contract, data: order.intent.calldata)
    }

    /// `order` through the session, signed by the sender's key and sent.
    func pay(_ order: PaymentOrder) async throws(TransactionsError) -> PaymentSession.Paid {
        try await world.session(order).pay(signingWith: world.key)
    }

    /// A `Transfer(from, to, value)` log of `contract` (the token unless given).
    func transferLog(from: String, to: String, value: String, contract: EVMAddress? = nil) throws -> EVMLog {
        EVMLog(
            address: contract ?? token.contract,
            topics: try [TokenPaymentVectors.transferTopic, from, to].map { try EVMTopic(bytes: try Hex.decode($0)) },
            data: try Hex.decode(value), blockNumber: 9,
            blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)),
            transactionHash: try EVMHash(bytes: [UInt8](repeating: 2, count: 32)), transactionIndex: 0, logIndex: 0)
    }

    /// A successful receipt of `hash` carrying `logs`.
    func receipt(of hash: EVMHash, logs: [EVMLog]) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0,
            blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)), blockNumber: 9, from: sender,
            to: token.contract, cumulativeGasUsed: 40_000, effectiveGasPrice: PaymentWorld.gasPrice,
            gasUsed: 40_000, contractAddress: nil, type: .eip1559, succeeded: true, logs: logs)
    }
}
