public import ZilliqaKit

/// A transaction signed before (`tx sign` here, or anywhere else) read back as the intent it
/// carries, so the rules judge a file sent with `tx send` as they judge a payment prepared here: a
/// token's `transfer` or `approve` by its call data, a plain transfer without data, any other call
/// as a call of its contract.
///
/// ```swift
/// let intent = SignedCall(signed.transaction, token: listed)   // listed: the wallet's token at that contract, if any
/// ```
public struct SignedCall: PaymentIntent, Hashable {
    /// The transaction as signed.
    public let transaction: EVMTransaction
    /// The token whose contract it calls, when the wallet lists it (its symbol and decimals).
    public let token: Token?

    public init(_ transaction: EVMTransaction, token: Token? = nil) {
        self.transaction = transaction
        self.token = token
    }

    public var kind: PaymentKind {
        if transaction.data.isEmpty { return .transfer }
        if ERC20.transferArguments(in: transaction.data) != nil { return .tokenTransfer }
        if let approval = ERC20.approveArguments(in: transaction.data) {
            return approval.amount.isZero ? .revocation : .approval
        }
        return .contractCall
    }

    public var counterparty: PaymentCounterparty {
        if let transfer = ERC20.transferArguments(in: transaction.data) {
            return PaymentCounterparty(address: transfer.recipient, role: .payee)
        }
        if let approval = ERC20.approveArguments(in: transaction.data) {
            return PaymentCounterparty(address: approval.spender, role: .spender)
        }
        return PaymentCounterparty(address: transaction.to, role: transaction.data.isEmpty ? .payee : .contract)
    }

    public var asset: PaymentAsset {
        switch kind {
        case .tokenTransfer, .approval, .revocation:
            .token(token ?? Self.unlisted(transaction.to, chainID: transaction.chainID))
        default: .zil
        }
    }

    public var amount: PaymentAmount {
        if let transfer = ERC20.transferArguments(in: transaction.data) { return .exactly(transfer.amount) }
        if let approval = ERC20.approveArguments(in: transaction.data) { return .exactly(approval.amount) }
        return .exactly(UInt256(transaction.value))
    }

    public var contract: EVMAddress? { transaction.data.isEmpty ? nil : transaction.to }
    public var calldata: [UInt8]? { transaction.data }
    public var callValue: Wei { transaction.data.isEmpty ? .zero : Wei(wei: transaction.value) }
    public var verb: String { "Send" }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.intrinsic(of: calldata), most: EVMGas.blockLimit,
            leastWhy: "what this transaction's call data costs before it runs (the network refuses less)",
            mostWhy: "Zilliqa 2.0's block gas limit: the network refuses more")
    }

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        guard let transfer = ERC20.transferArguments(in: transaction.data), let token = asset.token else {
            return nil
        }
        return PaymentOutcome(
            token: TokenTransferOutcome(
                receipt: receipt, token: token, from: sender, to: transfer.recipient, asked: transfer.amount))
    }

    /// A token the wallet does not list, known by its contract alone: its units shown as they are.
    static func unlisted(_ contract: EVMAddress, chainID: UInt64) -> Token {
        do {
            return try Token(contract: contract, symbol: "tokens", name: "", decimals: 0, evmChainID: chainID)
        } catch {
            preconditionFailure("a symbol and 0 decimals make a token: \(error)")
        }
    }
}
