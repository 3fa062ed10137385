public import ZilliqaKit

/// A token's `approve(spender, amount)` from the EVM account: the spender may move up to `units`
/// of the account's token; 0 takes an allowance back (a revocation), 2^256 − 1 is unlimited. The
/// call simulated from the sender in the one batch, with its gas estimate; value 0.
///
/// ```swift
/// let approval = TokenApproval(usdt, spender: router, units: try usdt.units("50"))
/// let revocation = TokenApproval(usdt, spender: router, units: .zero)
/// ```
public struct TokenApproval: PaymentIntent, Hashable {
    public let token: Token
    public let counterparty: PaymentCounterparty
    /// The allowance, in the token's smallest unit.
    public let units: UInt256

    public init(_ token: Token, spender: EVMAddress, units: UInt256) {
        self.token = token
        counterparty = PaymentCounterparty(address: spender, role: .spender)
        self.units = units
    }

    public var kind: PaymentKind { units.isZero ? .revocation : .approval }
    public var asset: PaymentAsset { .token(token) }
    public var amount: PaymentAmount { .exactly(units) }
    public var contract: EVMAddress? { token.contract }
    public var calldata: [UInt8]? { ERC20.approveCall(spender: counterparty.address, amount: units) }
    public var verb: String { units.isZero ? "Revoke" : "Approve" }
    /// True for every unit there is: the spender may move all the account ever holds of it.
    public var isUnlimited: Bool { units == .max }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let call = EVMCallRequest(from: sender, to: token.contract, data: calldata ?? [])
        return gasLimit == nil ? [.call(call, .latest), .estimateGas(call)] : [.call(call, .latest)]
    }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        guard let simulation = answers.first else { throw .tokenUnreadable(token) }
        try TokenCallAnswers.checkSimulation(simulation, of: token)
        var reading = IntentReading(calldata: calldata ?? [])
        if gasLimit == nil, answers.count > 1 {
            reading.gasEstimate = try TokenCallAnswers.estimate(answers[1], of: token)
        }
        return reading
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds { TokenCallAnswers.gasBounds(for: calldata) }
}
