/// A token's decimals as typed, where its contract does not say: a whole number from 0 to
/// ``Token/maximumDecimals``.
///
/// ```swift
/// TokenDecimalsValidator().validate("6")    // .valid(6)
/// TokenDecimalsValidator().validate("80")   // .invalid("Decimals are a whole number from 0 to 77")
/// ```
public struct TokenDecimalsValidator: InputValidator {
    /// Why typed decimals are refused.
    public static let outOfRange = ValidationMessage("Decimals are a whole number from 0 to \(Token.maximumDecimals)")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Int> {
        // At most two digits: a longer text is never in range, and is not parsed at all.
        guard (1...2).contains(input.count), input.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            let decimals = Int(input),
            (0...Token.maximumDecimals).contains(decimals)
        else { return .invalid(Self.outOfRange) }
        return .valid(decimals)
    }
}
