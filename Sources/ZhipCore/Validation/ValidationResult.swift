/// What a validator says of some input: the value it stands for, or why it is not valid, in the
/// words Zhip shows next to the field.
public enum ValidationResult<Value> {
    /// The input is valid and means `Value`.
    case valid(Value)
    /// The input is not valid; the message says why, for a person.
    case invalid(ValidationMessage)

    /// The value, when valid.
    public var value: Value? {
        if case .valid(let value) = self { return value }
        return nil
    }

    /// The error, when invalid.
    public var error: ValidationMessage? {
        if case .invalid(let error) = self { return error }
        return nil
    }

    /// True when valid.
    public var isValid: Bool { value != nil }
}

extension ValidationResult: Sendable where Value: Sendable {}
extension ValidationResult: Equatable where Value: Equatable {}

/// What is wrong with a field, as the person reads it.
public struct ValidationMessage: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text shown next to the field, e.g. "Invalid checksum."
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
