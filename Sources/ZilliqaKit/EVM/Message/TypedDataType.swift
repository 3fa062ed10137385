/// A type of an EIP-712 field: an atomic type (`uint256`, `bytes32`, `address`, …), a dynamic one
/// (`bytes`, `string`), a struct named in the document's `types`, or an array of any of them
/// (`Person[]`, `uint8[3][]`).
///
/// ```swift
/// let type = try TypedDataType("Person[2][]")   // .array(.array(.structure("Person"), count: 2), count: nil)
/// type.coreStructName                            // "Person"
/// ```
public indirect enum TypedDataType: Sendable, Hashable, CustomStringConvertible {
    /// `uint8` … `uint256`: the bit width, a multiple of 8.
    case unsigned(bits: Int)
    /// `int8` … `int256`: the bit width, a multiple of 8.
    case signed(bits: Int)
    /// `bytes1` … `bytes32`: the byte count.
    case fixedBytes(Int)
    /// `bytes`: any length, signed as its Keccak-256.
    case bytes
    /// `string`: UTF-8 text, signed as its Keccak-256.
    case string
    /// `bool`.
    case bool
    /// `address`: 20 bytes.
    case address
    /// A struct the document declares under this name.
    case structure(String)
    /// An array: `count` elements exactly (`T[n]`), or any number (`T[]`, `count` nil).
    case array(TypedDataType, count: Int?)

    /// The most characters a type's name may have.
    public static let maximumNameLength = 128
    /// The most elements a fixed-size array type may declare.
    public static let maximumFixedCount = 1024

    /// The type `text` names; a name that is no atomic type is a struct's (checked against the
    /// document's types by ``TypedData``).
    /// - Throws: ``TypedDataError/badType(_:)`` for a name that is not an identifier, a malformed
    ///   array suffix, or a width no Solidity type has (`uint7`, `bytes33`).
    public init(_ text: String) throws(TypedDataError) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumNameLength else { throw .badType(text) }
        if text.hasSuffix("]") {
            guard let open = text.lastIndex(of: "[") else { throw .badType(text) }
            let inner = try TypedDataType(String(text[..<open]))
            let digits = text[text.index(after: open)..<text.index(before: text.endIndex)]
            if digits.isEmpty {
                self = .array(inner, count: nil)
                return
            }
            guard digits.allSatisfy(\.isASCIIDigit), digits.first != "0", digits.count <= 4,
                let count = Int(digits), count <= Self.maximumFixedCount
            else { throw .badType(text) }
            self = .array(inner, count: count)
            return
        }
        if let atom = Self.atom(text) {
            self = atom
            return
        }
        guard Self.isIdentifier(text) else { throw .badType(text) }
        self = .structure(text)
    }

    /// The atomic or dynamic type `name` spells, nil for any other name.
    static func atom(_ name: String) -> TypedDataType? {
        switch name {
        case "bytes": return .bytes
        case "string": return .string
        case "bool": return .bool
        case "address": return .address
        default: break
        }
        for (prefix, make) in [("uint", Self.unsignedWidth), ("int", Self.signedWidth), ("bytes", Self.fixedWidth)]
        where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 3, digits.first != "0", digits.allSatisfy(\.isASCIIDigit),
                let width = Int(digits)
            else { return nil }
            return make(width)
        }
        return nil
    }

    private static func unsignedWidth(_ bits: Int) -> TypedDataType? {
        bits % 8 == 0 && (8...256).contains(bits) ? .unsigned(bits: bits) : nil
    }

    private static func signedWidth(_ bits: Int) -> TypedDataType? {
        bits % 8 == 0 && (8...256).contains(bits) ? .signed(bits: bits) : nil
    }

    private static func fixedWidth(_ count: Int) -> TypedDataType? {
        (1...32).contains(count) ? .fixedBytes(count) : nil
    }

    /// True for a name a struct or a field may have: ASCII letters, digits and `_`, not starting
    /// with a digit (the names Solidity and every wallet's encoder agree on).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty, name.utf8.count <= maximumNameLength else {
            return false
        }
        let isWordScalar: (Unicode.Scalar) -> Bool = { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") }
        return isWordScalar(first)
            && name.unicodeScalars.allSatisfy { isWordScalar($0) || ("0"..."9").contains($0) }
    }

    /// The struct at the core of the type (`Person` for `Person[2][]`), nil for an atomic core.
    public var coreStructName: String? {
        switch self {
        case .structure(let name): name
        case .array(let element, _): element.coreStructName
        default: nil
        }
    }

    /// The type as EIP-712 writes it in `encodeType`.
    public var description: String {
        switch self {
        case .unsigned(let bits): "uint\(bits)"
        case .signed(let bits): "int\(bits)"
        case .fixedBytes(let count): "bytes\(count)"
        case .bytes: "bytes"
        case .string: "string"
        case .bool: "bool"
        case .address: "address"
        case .structure(let name): name
        case .array(let element, let count): "\(element)[\(count.map(String.init) ?? "")]"
        }
    }
}

extension Character {
    /// True for `0` … `9` alone.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
