public import ZilliqaKit

/// ZIL wrapped into WZIL (`deposit()`, the amount sent as value) or WZIL unwrapped back into ZIL
/// (`withdraw(wad)`), from the EVM account: the call simulated from the sender in the one batch,
/// with its gas estimate.
///
/// ```swift
/// let wrap = WrapCall(wrapping: Wei(10, unit: .zil), wzil: exchange.wzil, chainID: 32769)
/// let unwrap = WrapCall(unwrapping: units, wzil: exchange.wzil, chainID: 32769)
/// ```
public struct WrapCall: PaymentIntent, Hashable {
    /// True for ZIL into WZIL; false for WZIL back into ZIL.
    public let wraps: Bool
    /// The amount, in wei (WZIL has ZIL's 18 decimals).
    public let units: UInt256
    /// WZIL, as a token (18 decimals).
    public let wzil: Token

    /// `amount` of ZIL into WZIL at `wzil` on the network of EVM chain id `chainID`.
    /// - Throws: never in practice: ``TokenError`` would say WZIL's fixed symbol did not read.
    public init(wrapping amount: Wei, wzil: EVMAddress, chainID: UInt64) throws(TokenError) {
        wraps = true
        units = UInt256(amount.wei)
        self.wzil = try Self.token(wzil, chainID: chainID)
    }

    /// `units` of WZIL at `wzil` back into ZIL.
    /// - Throws: never in practice, as ``init(wrapping:wzil:chainID:)``.
    public init(unwrapping units: UInt256, wzil: EVMAddress, chainID: UInt64) throws(TokenError) {
        wraps = false
        self.units = units
        self.wzil = try Self.token(wzil, chainID: chainID)
    }

    /// WZIL as a token: its symbol and decimals are PlunderSwap's (`WZIL.sol`), never the node's word.
    public static func token(_ address: EVMAddress, chainID: UInt64) throws(TokenError) -> Token {
        try Token(contract: address, symbol: "WZIL", name: "Wrapped ZIL", decimals: 18, evmChainID: chainID)
    }

    public var kind: PaymentKind { .wrap }
    public var counterparty: PaymentCounterparty { PaymentCounterparty(address: wzil.contract, role: .contract) }
    public var asset: PaymentAsset { wraps ? .zil : .token(wzil) }
    public var amount: PaymentAmount { .exactly(units) }
    public var contract: EVMAddress? { wzil.contract }
    public var calldata: [UInt8]? { wraps ? WrappedNative.depositCall : WrappedNative.withdrawCall(amount: units) }
    public var callValue: Wei { wraps ? Wei(wei: units.uint128Value ?? .max) : .zero }
    public var verb: String { wraps ? "Wrap" : "Unwrap" }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let call = EVMCallRequest(
            from: sender, to: wzil.contract, data: calldata ?? [], value: wraps ? callValue : nil)
        var reads: [EVMRead] = [.call(EVMCallRequest(to: wzil.contract, data: ERC20.balanceOfCall(sender)), .latest)]
        reads.append(.call(call, .latest))
        if gasLimit == nil { reads.append(.estimateGas(call)) }
        return reads
    }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        guard answers.count >= 2 else { throw .tokenUnreadable(wzil) }
        let balance = try TokenCallAnswers.balance(answers[0], of: wzil)
        try TokenCallAnswers.checkSimulation(answers[1], of: wzil)
        var reading = IntentReading(calldata: calldata ?? [], value: callValue, tokenBalance: balance)
        if gasLimit == nil, answers.count > 2 {
            reading.gasEstimate = try TokenCallAnswers.estimate(answers[2], of: wzil)
        }
        return reading
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds { TokenCallAnswers.gasBounds(for: calldata) }
}
