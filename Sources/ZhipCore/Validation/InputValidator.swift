/// Turns a field's text into a value or a message. Each validator states Zhip's rule and its
/// exact wording; the display rule lives in ``FieldState``.
///
/// ```swift
/// let result = AddressValidator().validate("zil1…")   // .valid(Address) or .invalid("Invalid checksum.")
/// ```
public protocol InputValidator: Sendable {
    associatedtype Value
    /// The value `input` stands for, or why it does not stand for one.
    func validate(_ input: String) -> ValidationResult<Value>
}
