/// A JSON number: a whole one exactly, any other as a double.
enum JSONNumber: Sendable, Hashable, Comparable {
    case whole(Int128)
    case fraction(Double)

    static func < (left: JSONNumber, right: JSONNumber) -> Bool {
        switch (left, right) {
        case (.whole(let a), .whole(let b)): a < b
        case (.fraction(let a), .fraction(let b)): a < b
        case (.whole(let a), .fraction(let b)): Double(a) < b
        case (.fraction(let a), .whole(let b)): a < Double(b)
        }
    }
}

extension JSONNumber {
    /// The number as JSON writes it.
    var text: String {
        switch self {
        case .whole(let value): String(value)
        case .fraction(let value): String(value)
        }
    }
}
