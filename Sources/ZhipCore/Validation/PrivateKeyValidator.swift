import Foundation
public import ZilliqaKit

/// Zhip's rule for a pasted private key: 64 hex characters (an optional `0x` and surrounding
/// white space are ignored) that make a valid secp256k1 key.
///
/// Messages are Zhip's: "Should be 64 characters (missing 3)", "Should be 64 characters (2 too
/// many)", and "Bad private key" for anything that is not hex or not a key. None repeats the
/// text typed.
/// ```swift
/// PrivateKeyValidator().validate("e19d05c5…6930")   // .valid(PrivateKey)
/// ```
public struct PrivateKeyValidator: InputValidator {
    /// A private key is this many hex characters.
    public static let expectedLength = 64

    /// Zhip's message for text that is not a private key although it has the right length.
    public static let badKey = ValidationMessage("Bad private key")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<PrivateKey> {
        var hex = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if hex.hasPrefix("0x") || hex.hasPrefix("0X") { hex = String(hex.dropFirst(2)) }
        let length = hex.count
        if length < Self.expectedLength {
            return .invalid(
                ValidationMessage(
                    "Should be \(Self.expectedLength) characters (missing \(Self.expectedLength - length))"))
        }
        if length > Self.expectedLength {
            return .invalid(
                ValidationMessage(
                    "Should be \(Self.expectedLength) characters (\(length - Self.expectedLength) too many)"))
        }
        do {
            return .valid(try PrivateKey(hex: hex))
        } catch {
            return .invalid(Self.badKey)
        }
    }
}
