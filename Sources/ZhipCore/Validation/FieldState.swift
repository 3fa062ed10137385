/// One input field's state under Zhip's display rule: a valid value shows as valid at once; an
/// error is held back while the person is still typing, and shown when editing ends.
///
/// ```swift
/// var field = FieldState(validator: AmountValidator(…))
/// field.edit("1.")          // not yet valid: no error shown while typing
/// field.endEditing()        // now the error, if any, is shown
/// field.value               // the parsed value when valid
/// ```
public struct FieldState<Validator: InputValidator> {
    /// The rule the text is checked with.
    public let validator: Validator
    /// What the person typed.
    public private(set) var text: String = ""
    /// The result for ``text``.
    public private(set) var result: ValidationResult<Validator.Value>
    /// True while the field is being edited.
    public private(set) var isEditing = false

    /// An empty field, not yet edited.
    public init(validator: Validator, text: String = "") {
        self.validator = validator
        self.text = text
        self.result = validator.validate(text)
    }

    /// The person changed the text.
    public mutating func edit(_ newText: String) {
        text = newText
        isEditing = true
        result = validator.validate(newText)
    }

    /// The person left the field: an error, if any, is shown from now on.
    public mutating func endEditing() {
        isEditing = false
    }

    /// The value when the text is valid.
    public var value: Validator.Value? { result.value }

    /// The message to show next to the field now: nil while editing (or when valid), the error
    /// once editing has ended.
    public var shownError: ValidationMessage? {
        guard !isEditing, !text.isEmpty else { return nil }
        return result.error
    }

    /// What to show now: valid at once, invalid only after editing ends, else nothing.
    public var display: FieldDisplay {
        if result.isValid { return .valid }
        if let shownError { return .invalid(shownError) }
        return .neutral
    }
}

/// How a field looks right now.
public enum FieldDisplay: Sendable, Equatable {
    /// Nothing to say yet (empty, or an error held back while typing).
    case neutral
    /// The value is valid.
    case valid
    /// The value is not valid; show the message.
    case invalid(ValidationMessage)
}

extension FieldState: CustomStringConvertible, CustomReflectable {
    /// Never the text: a field may hold a password, a pincode or a private key.
    public var description: String { "FieldState(characters: \(text.count), display: \(display))" }

    /// Only the length and the display, so `dump` of a view model shows no typed secret.
    public var customMirror: Mirror {
        Mirror(self, children: ["characters": text.count, "display": display], displayStyle: .struct)
    }
}
