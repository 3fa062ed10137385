/// The fee a replacement offers, from the text of `--max-fee` and `--priority-fee` (each a wei
/// figure, a plain integer or with a unit such as 5000gwei), of the type the original was signed as.
extension PendingReplacement {
    /// The fee `maxFee` and `priorityFee` give (each nil when not given): type 2 for a type 2
    /// original (the max fee, by default the original's raised by 10 % or the network's when higher;
    /// the priority fee, by default the original's), else type 0 at `maxFee` as its gas price.
    /// - Throws: ``PaymentFieldError`` for a figure that does not read, or a priority fee given for a
    ///   type 0 original.
    public func fee(maxFeeText maxFee: String?, priorityFeeText priorityFee: String?) throws(PaymentFieldError)
        -> EVMFeeChoice
    {
        let price = try PaymentFieldReading.readIfGiven(.maxFee, maxFee, with: WeiValidator.fee())
        guard original.isEIP1559 else {
            if PaymentFieldReading.given(priorityFee) != nil {
                throw PaymentFieldError(
                    .priorityFee,
                    ValidationMessage("The pending transaction is a legacy (type 0) one: it has no priority fee"))
            }
            return fee(maxFee: price, priorityFee: nil)
        }
        let priority = try PaymentFieldReading.readIfGiven(
            .priorityFee, priorityFee, with: WeiValidator.fee(minimum: .zero))
        return fee(maxFee: price, priorityFee: priority)
    }
}
