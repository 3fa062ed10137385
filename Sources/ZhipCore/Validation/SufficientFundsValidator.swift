public import ZilliqaKit

/// Zhip's rule that the balance covers the amount plus the fee (50 gas at the gas price), with
/// its message "Insufficient funds"; and the most that can be sent.
///
/// ```swift
/// let funds = SufficientFundsValidator()
/// funds.validate(amount: amount, fee: fee, balance: balance)   // .valid(total) or .invalid("Insufficient funds")
/// funds.maximumAmount(balance: balance, fee: fee)              // balance - fee, or zero
/// ```
public struct SufficientFundsValidator: Sendable {
    /// Zhip's "Insufficient funds".
    public static let insufficientFunds = ValidationMessage("Insufficient funds")

    public init() {}

    /// The total (amount + fee) when `balance` covers it, else "Insufficient funds".
    public func validate(amount: Amount, fee: Amount, balance: Amount) -> ValidationResult<Amount> {
        guard let total = try? amount.adding(fee), total <= balance else { return .invalid(Self.insufficientFunds) }
        return .valid(total)
    }

    /// The fee a payment at `gasPrice` is charged (``ZilliqaKit/Payment/fee(gasPrice:)``), or nil
    /// when it is more than any amount can be.
    public func fee(gasPrice: Amount) -> Amount? {
        try? Payment.fee(gasPrice: gasPrice)
    }

    /// The most that can be sent: `balance` minus `fee`, or zero when the fee takes it all.
    public func maximumAmount(balance: Amount, fee: Amount) -> Amount {
        (try? balance.subtracting(fee)) ?? .zero
    }
}
