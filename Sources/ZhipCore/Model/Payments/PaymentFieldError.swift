/// Why the text of a payment's field does not make a payment: the field and ZhipCore's message
/// for it (the same words in the CLI and the scenes). The text itself is never repeated: a key
/// pasted in the wrong place must not be printed.
public struct PaymentFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field that is wrong.
    public let field: PaymentField
    /// What is wrong with it, e.g. "Use a dot for decimals and no thousands separators, such as 1500 or 1.5".
    public let message: ValidationMessage

    public init(_ field: PaymentField, _ message: ValidationMessage) {
        self.field = field
        self.message = message
    }

    public var description: String { message.message }
}
