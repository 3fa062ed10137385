/// The sequences a terminal acts on instead of showing (ECMA-48): removed whole from a contract's
/// text, so that no remainder such as `[31m` is left to pose as part of a name.
///
/// ```swift
/// TerminalSequences.removed(from: "\u{1B}[31mUSDC")   // ("USDC", true)
/// ```
enum TerminalSequences {
    /// ESC.
    static let escape: Unicode.Scalar = "\u{1B}"
    /// BEL, which also ends an operating system command.
    static let bell: Unicode.Scalar = "\u{07}"
    /// The 8-bit string terminator.
    static let stringTerminator: Unicode.Scalar = "\u{9C}"

    /// `text` without its escape sequences, and whether it had any.
    static func removed(from text: String) -> (text: String, hadAny: Bool) {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        var hadAny = false
        while index < scalars.count {
            let end = sequenceEnd(in: scalars, at: index)
            if end > index {
                hadAny = true
                index = end
            } else {
                kept.append(scalars[index])
                index += 1
            }
        }
        return (String(kept), hadAny)
    }

    /// Where the sequence starting at `start` ends (one past its last scalar), or `start` when none starts there.
    static func sequenceEnd(in scalars: [Unicode.Scalar], at start: Int) -> Int {
        let first = scalars[start]
        if first == escape {
            guard start + 1 < scalars.count else { return start + 1 }
            let second = scalars[start + 1]
            switch second {
            case "[": return controlSequenceEnd(in: scalars, from: start + 2)
            case "]", "P", "X", "^", "_": return stringEnd(in: scalars, from: start + 2)
            default:
                // ESC, intermediates (0x20–0x2F), then one final character (0x30–0x7E).
                var index = start + 1
                while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
                return index < scalars.count && (0x30...0x7E).contains(scalars[index].value) ? index + 1 : start + 1
            }
        }
        switch first.value {
        case 0x9B: return controlSequenceEnd(in: scalars, from: start + 1)
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: return stringEnd(in: scalars, from: start + 1)
        default: return start
        }
    }

    /// The end of a control sequence's parameters (0x30–0x3F), intermediates (0x20–0x2F) and final (0x40–0x7E).
    static func controlSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        return index < scalars.count && (0x40...0x7E).contains(scalars[index].value) ? index + 1 : index
    }

    /// The end of a command string: BEL, ST (ESC `\`) or the 8-bit ST; the text's end when none comes.
    static func stringEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == bell || scalar == stringTerminator { return index + 1 }
            if scalar == escape, index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
            index += 1
        }
        return index
    }
}
