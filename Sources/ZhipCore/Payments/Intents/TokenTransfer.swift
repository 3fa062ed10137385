public import ZilliqaKit

/// A token's `transfer(to, amount)` from the EVM account: the sender's token balance and the call
/// simulated from the sender, in the one batch with the gas estimate; value 0, the fee in ZIL.
///
/// ```swift
/// let intent = TokenTransfer(usdt, to: recipient, units: try usdt.units("12.5"))
/// ```
public struct TokenTransfer: PaymentIntent, Hashable {
    public let token: Token
    public let counterparty: PaymentCounterparty
    /// The amount, in the token's smallest unit.
    public let units: UInt256

    /// `units` of `token` to `recipient`; `typedAsLegacy` when it was typed as `zil1…`.
    public init(_ token: Token, to recipient: EVMAddress, units: UInt256, typedAsLegacy: Bool = false) {
        self.token = token
        counterparty = PaymentCounterparty(address: recipient, role: .payee, typedAsLegacy: typedAsLegacy)
        self.units = units
    }

    public var kind: PaymentKind { .tokenTransfer }
    public var asset: PaymentAsset { .token(token) }
    public var amount: PaymentAmount { .exactly(units) }
    public var contract: EVMAddress? { token.contract }
    public var calldata: [UInt8]? { ERC20.transferCall(to: counterparty.address, amount: units) }
    public var verb: String { "Send" }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let call = EVMCallRequest(from: sender, to: token.contract, data: calldata ?? [])
        let reads: [EVMRead] = [
            .call(EVMCallRequest(to: token.contract, data: ERC20.balanceOfCall(sender)), .latest), .call(call, .latest),
        ]
        return gasLimit == nil ? reads + [.estimateGas(call)] : reads
    }

    /// The balance; then, unless the balance is short (the funds rule says so), the simulation and
    /// the estimate.
    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        guard answers.count >= 2 else { throw .tokenUnreadable(token) }
        let balance = try TokenCallAnswers.balance(answers[0], of: token)
        var reading = IntentReading(calldata: calldata ?? [], tokenBalance: balance)
        guard balance >= units else { return reading }
        try TokenCallAnswers.checkSimulation(answers[1], of: token)
        if gasLimit == nil, answers.count > 2 {
            reading.gasEstimate = try TokenCallAnswers.estimate(answers[2], of: token)
        }
        return reading
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds { TokenCallAnswers.gasBounds(for: calldata) }

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        PaymentOutcome(
            token: TokenTransferOutcome(
                receipt: receipt, token: token, from: sender, to: counterparty.address, asked: units))
    }
}
