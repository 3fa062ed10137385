/// How a payment's typed fields are read, for ``PaymentText`` and ``EVMPaymentText`` alike.
enum PaymentFieldReading {
    /// `text` unless it is nil or only spaces.
    static func given(_ text: String?) -> String? {
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        return text
    }

    /// What `validator` reads in `text`, or why not, for `field`.
    static func read<V: InputValidator>(_ field: PaymentField, _ text: String, with validator: V)
        throws(PaymentFieldError) -> V.Value
    {
        switch validator.validate(text) {
        case .valid(let value): return value
        case .invalid(let message): throw PaymentFieldError(field, message)
        }
    }

    /// What `validator` reads in `text` when it is given (not nil, not blank), for `field`.
    static func readIfGiven<V: InputValidator>(_ field: PaymentField, _ text: String?, with validator: V)
        throws(PaymentFieldError) -> V.Value?
    {
        guard let text = given(text) else { return nil }
        return try read(field, text, with: validator)
    }
}
