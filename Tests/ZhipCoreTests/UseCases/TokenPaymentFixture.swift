import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A fake node holding a token with 6 decimals at ``TokenPaymentVectors/token``, the sender
/// (``TestWallets/keyPair``) funded with ZIL and 100 of the token, and a use case over it.
struct TokenPaymentFixture {
    let node = FakeEVMService()
    let preferences: Preferences = .inMemory()
    let sender = TestWallets.keyPair.evmAddress
    let recipient: EVMAddress
    let spender: EVMAddress
    let token: Token
    /// 12.5 of the token.
    let amount: UInt256

    init(tokenBalance: UInt256 = 100_000_000, zil: Wei = Wei(10, unit: .zil)) throws {
        recipient = try EVMAddress(TokenPaymentVectors.recipient)
        spender = try EVMAddress(TokenPaymentVectors.spender)
        token = try Token(
            contract: try EVMAddress(TokenPaymentVectors.token), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: Network.mainnet.evmChainID)
        amount = try UInt256(decimal: TokenPaymentVectors.amount)
        node.setAccount(FakeEVMService.Account(balance: zil), for: sender)
        node.setAccount(FakeEVMService.Account(code: [0x60]), for: token.contract)
        node.setCallAnswer(
            .success(tokenBalance.bigEndianBytes), to: token.contract, data: ERC20.balanceOfCall(sender))
        node.setGasEstimate(.success(TokenPaymentVectors.gas), to: token.contract)
    }

    var useCase: DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
            preferences: preferences, clock: ImmediateClock())
    }

    /// A transfer of `amount` (12.5 unless given) to `to` (the recipient unless given).
    func transfer(_ amount: UInt256? = nil, to: EVMAddress? = nil, accepting risks: Set<PaymentRisk> = [])
        -> EVMPaymentDraft
    {
        EVMPaymentDraft(
            from: sender, to: to ?? recipient, amount: .exactly(.zero), acceptedRisks: risks,
            intent: .tokenTransfer(token, amount: amount ?? self.amount))
    }

    /// An approval of `amount` to the spender.
    func approval(_ amount: UInt256, accepting risks: Set<PaymentRisk> = []) -> EVMPaymentDraft {
        EVMPaymentDraft(
            from: sender, to: spender, amount: .exactly(.zero), acceptedRisks: risks,
            intent: .tokenApproval(token, amount: amount))
    }

    /// Makes the simulated call of `draft` answer `answer`.
    func simulate(_ draft: EVMPaymentDraft, answering answer: Result<[UInt8], EVMServiceError>) {
        node.setCallAnswer(answer, to: token.contract, data: draft.intent.calldata(for: draft.to))
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

    /// A successful receipt carrying `logs`.
    func receipt(logs: [EVMLog]) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: try EVMHash(bytes: [UInt8](repeating: 2, count: 32)), transactionIndex: 0,
            blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)), blockNumber: 9, from: sender,
            to: token.contract, cumulativeGasUsed: 40_000, effectiveGasPrice: Wei(wei: 4_761_904_800_000),
            gasUsed: 40_000, contractAddress: nil, type: .eip1559, succeeded: true, logs: logs)
    }
}
