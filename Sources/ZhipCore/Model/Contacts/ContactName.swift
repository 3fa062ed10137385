import Foundation
import ZilliqaKit

/// A contact's name as the address book accepts it: trimmed, 1 to ``maximumLength`` characters,
/// no control, formatting or line-break characters, and shaped neither like an address (so that a
/// mistyped address is not saved as a name) nor like a `.zil` name (which names an address on
/// chain, not in the book).
///
/// ```swift
/// let name = try ContactName("  Alice ")     // "Alice"
/// try ContactName("zil1qqq…")               // throws ContactsError.nameLooksLikeAddress
/// try ContactName("alice.zil")              // throws ContactsError.nameLooksLikeZilName
/// ```
public struct ContactName: Sendable, Hashable, CustomStringConvertible {
    /// The longest name, in characters.
    public static let maximumLength = 64
    /// The fewest hex digits, alone, that read as an address mistyped (an address has 40).
    public static let addressLikeHexDigits = 30
    /// The most UTF-8 bytes of text looked at: past them a name is too long whatever it holds.
    static let maximumBytesRead = 4096

    /// The name as the person wrote it, trimmed.
    public let text: String

    /// `text` as a contact's name.
    /// - Throws: ``ContactsError/nameEmpty``, ``ContactsError/nameTooLong(maximum:)``,
    ///   ``ContactsError/nameHasControlCharacters``, ``ContactsError/nameLooksLikeAddress(_:)``,
    ///   ``ContactsError/nameLooksLikeZilName(_:)``.
    public init(_ text: String) throws(ContactsError) {
        guard text.utf8.count <= Self.maximumBytesRead else { throw .nameTooLong(maximum: Self.maximumLength) }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .nameEmpty }
        guard name.count <= Self.maximumLength else { throw .nameTooLong(maximum: Self.maximumLength) }
        guard !ContactText.hasHiddenCharacters(name) else { throw .nameHasControlCharacters }
        guard !Self.looksLikeAddress(name) else { throw .nameLooksLikeAddress(name) }
        guard !name.lowercased().hasSuffix(".zil") else { throw .nameLooksLikeZilName(name) }
        self.text = name
    }

    public var description: String { text }

    /// True when `text` reads as an address or a mistyped one: what ZilliqaKit's parsers accept
    /// (`zil1…`, `0x` and 40 hex digits, 40 hex digits), anything starting `zil1`, `0x` followed by
    /// hex digits only, or ``addressLikeHexDigits`` or more hex digits alone.
    public static func looksLikeAddress(_ text: String) -> Bool {
        if (try? Address(text)) != nil || (try? EVMAddress(text)) != nil { return true }
        let lowered = text.lowercased()
        if lowered.hasPrefix(Address.bech32Prefix + "1") { return true }
        let isHex = { (digits: Substring) in digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) }
        if lowered.hasPrefix("0x") { return isHex(lowered.dropFirst(2)) }
        return lowered.count >= addressLikeHexDigits && isHex(Substring(lowered))
    }
}
