import ZilliqaKit

/// The values a test binds by name while a flow runs (`flow.bind("recipient", to: …)`), and how
/// a baseline's `{{name}}` is filled in from them.
///
/// A string that is only `{{name}}` becomes the bound value with its own type (`"{{nonce}}"`
/// bound to 2 is the integer 2); inside a longer string the value is written in
/// (`"0x{{address}}"`).
struct BaselineVariables: Sendable {
    private(set) var values: [String: JSONValue] = [:]

    /// Binds `name` to `value`, replacing an earlier binding.
    mutating func bind(_ name: String, to value: JSONValue) {
        values[name] = value
    }

    /// `template` with every `{{name}}` in its strings filled in.
    /// - Throws: ``BaselineError/unboundVariable(name:step:)`` for a name the test never bound.
    func resolve(_ template: JSONValue, step: String) throws(BaselineError) -> JSONValue {
        switch template {
        case .string(let text):
            return try resolve(text, step: step)
        case .array(let elements):
            return .array(try elements.map { element throws(BaselineError) in try resolve(element, step: step) })
        case .object(let members):
            var resolved: [String: JSONValue] = [:]
            for (key, value) in members { resolved[key] = try resolve(value, step: step) }
            return .object(resolved)
        default:
            return template
        }
    }

    private func resolve(_ text: String, step: String) throws(BaselineError) -> JSONValue {
        let pieces = Self.pieces(of: text)
        if pieces.count == 1, case .variable(let name) = pieces[0] {
            return try value(of: name, step: step)
        }
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .variable(let name):
                let value = try value(of: name, step: step)
                result += value.stringValue ?? String(decoding: value.encodedBytes(), as: UTF8.self)
            }
        }
        return .string(result)
    }

    private func value(of name: String, step: String) throws(BaselineError) -> JSONValue {
        guard let value = values[name] else { throw .unboundVariable(name: name, step: step) }
        return value
    }

    /// A part of a string in a baseline: plain text or a `{{name}}`.
    enum Piece: Equatable {
        case text(String)
        case variable(String)
    }

    /// `text` cut into plain text and `{{name}}`s (a name is letters, digits, `_`, `-` or `.`).
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = rest[open.upperBound..<close.lowerBound]
            guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else {
                pieces.append(.text(String(rest[..<open.upperBound])))
                rest = rest[open.upperBound...]
                continue
            }
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            pieces.append(.variable(String(name)))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces.reduce(into: []) { merged, piece in
            if case .text(let next) = piece, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else {
                merged.append(piece)
            }
        }
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character))
    }
}
