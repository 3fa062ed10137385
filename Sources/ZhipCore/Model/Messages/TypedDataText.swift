public import ZilliqaKit

/// EIP-712 typed data as a person reads it before signing: the domain's fields, then the message's
/// type and each field, one a line, indented by depth, every value exactly as it is signed (numbers
/// in decimal, addresses in EIP-55, bytes in hex, text quoted with its line breaks and escape codes
/// made visible, so no value can pose as another line).
///
/// ```text
/// Domain (EIP712Domain):
///   name: "Ether Mail"
///   chainId: 1
/// Message (Mail):
///   from (Person):
///     name: "Cow"
/// ```
public enum TypedDataText {
    /// The lines that show `data`.
    public static func lines(of data: TypedData) -> [String] {
        var lines = ["Domain (EIP712Domain):"]
        for member in data.domain { lines += Self.lines(of: member, depth: 1) }
        if data.domainChainID == nil { lines.append("  (no chainId: the signature is valid on every chain)") }
        lines.append("Message (\(data.primaryType)):")
        if case .structure(_, let members) = data.message {
            for member in members { lines += Self.lines(of: member, depth: 1) }
        }
        return lines
    }

    private static func lines(of member: TypedDataMember, depth: Int) -> [String] {
        lines(label: member.name, type: member.type, value: member.value, depth: depth)
    }

    private static func lines(label: String, type: TypedDataType, value: TypedDataValue, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch (type, value) {
        case (.structure(let name), .structure(_, let members)):
            return ["\(indent)\(label) (\(name)):"] + members.flatMap { lines(of: $0, depth: depth + 1) }
        case (.array(let element, _), .array(let elements)):
            guard !elements.isEmpty else { return ["\(indent)\(label) (\(type)): none"] }
            return ["\(indent)\(label) (\(type)):"]
                + elements.enumerated().flatMap { index, item in
                    lines(label: "[\(index)]", type: element, value: item, depth: depth + 1)
                }
        default:
            return ["\(indent)\(label): \(atom(value))"]
        }
    }

    /// One atomic value as it is signed.
    static func atom(_ value: TypedDataValue) -> String {
        switch value {
        case .address(let address): address.checksummed
        case .bool(let flag): flag ? "true" : "false"
        case .unsigned(let number): number.description
        case .signed(let magnitude, let isNegative): (isNegative ? "-" : "") + magnitude.description
        case .fixedBytes(let bytes), .bytes(let bytes): "0x" + Hex.encode(bytes)
        case .string(let text): quoted(text)
        case .array, .structure: ""
        }
    }

    /// `text` in quotes, with quotes, backslashes, line breaks and tabs escaped and other control or
    /// format characters shown as U+FFFD.
    static func quoted(_ text: String) -> String {
        var shown = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default:
                let category = scalar.properties.generalCategory
                shown.unicodeScalars.append([.control, .format].contains(category) ? "\u{FFFD}" : scalar)
            }
        }
        return shown + "\""
    }
}
