/// The price a replacement offers, from the text of `--max-fee` and `--priority-fee`, of the kind the
/// original was signed as: for an EVM one each a wei figure (a plain integer or with a unit such as
/// 5000gwei); for a legacy (zil1) one `--max-fee` is its gas price in Li, as `send --gas-price` reads it.
extension PendingReplacement {
    /// The price `maxFee` and `priorityFee` give (each nil when not given): a legacy original's gas
    /// price in Li; else ``fee(maxFeeText:priorityFeeText:)``.
    /// - Throws: ``PaymentFieldError`` for a figure that does not read, or a priority fee given for a
    ///   type 0 or legacy original.
    public func price(maxFeeText maxFee: String?, priorityFeeText priorityFee: String?) throws(PaymentFieldError)
        -> ReplacementPrice
    {
        guard original.isLegacyZilliqa else {
            return ReplacementPrice(evmFee: try fee(maxFeeText: maxFee, priorityFeeText: priorityFee))
        }
        if PaymentFieldReading.given(priorityFee) != nil {
            throw PaymentFieldError(
                .priorityFee,
                ValidationMessage("The pending transaction is a legacy (zil1) one: it has no priority fee"))
        }
        return ReplacementPrice(
            evmFee: fee(maxFee: nil, priorityFee: nil),
            legacyGasPrice: try PaymentFieldReading.readIfGiven(.maxFee, maxFee, with: AmountValidator(unit: .li)))
    }

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
