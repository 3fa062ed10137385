/// Why a document is not EIP-712 typed data the wallet signs; each says what is wrong and where.
public enum TypedDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document has more bytes than ``TypedData/maximumBytes``.
    case tooLarge(Int)
    /// The document nests objects and arrays deeper than ``TypedData/maximumDepth``.
    case tooDeep
    /// The document is not JSON.
    case notJSON
    /// An object of the document gives this key twice: a site's JavaScript reads the last value, and
    /// the signature would not be of what it computed.
    case duplicateKey(String)
    /// A member the document needs is missing or of the wrong kind (`types`, `primaryType`, …).
    case missing(String)
    /// A type name that is no Solidity type and no identifier (`uint7`, `bytes33`, `Per son`).
    case badType(String)
    /// A struct used that the document's `types` does not declare.
    case undefinedType(String)
    /// More types, or more fields in one type, than the bounds allow.
    case tooManyTypes
    /// A struct type declares the same field twice, or a field name that is no identifier.
    case badField(type: String, field: String)
    /// The domain's fields are not EIP-712's (`name`, `version`, `chainId`, `verifyingContract`,
    /// `salt`, in that order and with those types), or do not match the domain's values.
    case badDomain(String)
    /// A value does not fit its type; `path` is where it is (`message.from.wallet`).
    case badValue(path: String, expected: String)
    /// A struct value has a field its type does not declare (it would be shown and not signed).
    case undeclaredField(path: String)

    public var description: String {
        switch self {
        case .tooLarge(let count):
            "the typed data is \(count) bytes, more than the \(TypedData.maximumBytes) a typed-data file may have"
        case .tooDeep: "the typed data nests deeper than \(TypedData.maximumDepth) levels"
        case .notJSON: "the typed data is not JSON: give the JSON document eth_signTypedData_v4 takes"
        case .duplicateKey(let key):
            "the typed data gives the key '\(key.shownInError)' twice in one object: a site reads the last value, "
                + "this wallet the first, so the signature would not be of what the site shows; ask for the "
                + "document with each key once"
        case .missing(let member): "the typed data has no \(member)"
        case .badType(let name): "the typed data names a type '\(name.shownInError)' that no Solidity type is"
        case .undefinedType(let name):
            "the typed data uses the struct '\(name.shownInError)' without declaring it in types"
        case .tooManyTypes:
            "the typed data declares more than \(TypedData.maximumTypes) types or \(TypedData.maximumFields) fields in one"
        case .badField(let type, let field):
            "the typed data's type \(type.shownInError) has a field '\(field.shownInError)' twice or that is no name"
        case .badDomain(let why): "the typed data's domain \(why)"
        case .badValue(let path, let expected): "the typed data's \(path.shownInError) is not \(expected)"
        case .undeclaredField(let path):
            "the typed data's \(path.shownInError) is not a field of its type: it would be shown and not signed"
        }
    }
}

extension String {
    /// The text cut to 80 characters, for an error line, control and format characters (an escape
    /// sequence, a line break) shown as U+FFFD so that a document's words cannot act on a terminal.
    fileprivate var shownInError: String {
        let cut = count > 80 ? prefix(80) + "…" : self
        let scalars = cut.unicodeScalars.map { scalar -> Unicode.Scalar in
            [.control, .format].contains(scalar.properties.generalCategory) ? "\u{FFFD}" : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
