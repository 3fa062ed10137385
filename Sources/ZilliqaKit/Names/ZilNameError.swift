/// Why text is not a `.zil` name ``ZilName`` takes; each case says what to write instead.
public enum ZilNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No text at all.
    case empty
    /// A character outside ASCII: only ASCII names are taken (no Unicode normalisation is done).
    case notASCII
    /// The whole name has `bytes` bytes, more than ``ZilName/maximumBytes``.
    case tooLong(bytes: Int)
    /// The last label is not `zil`.
    case notZil
    /// Only `zil`, with no label before it.
    case noLabelBeforeZil
    /// Two dots in a row, or a dot at the start or the end.
    case emptyLabel
    /// A label of `bytes` bytes, more than ``ZilName/maximumLabelBytes``.
    case labelTooLong(label: String, bytes: Int)
    /// A character other than a–z, 0–9 and `-` in `label`.
    case invalidCharacter(Character, label: String)
    /// A label that starts or ends with a hyphen.
    case hyphenAtEdge(label: String)
    /// A label whose third and fourth characters are hyphens (`xn--…`), which ENSIP-15 refuses.
    case hyphensAtThirdAndFourth(label: String)

    public var description: String {
        switch self {
        case .empty: "no name given: write a name such as alice.zil"
        case .notASCII:
            "only ASCII .zil names are supported (letters a–z, digits and hyphens): write the name in those,"
                + " or use the address"
        case .tooLong(let bytes):
            "the name has \(bytes) characters, more than the \(ZilName.maximumBytes) a name can have"
        case .notZil: "not a .zil name: it must end in .zil, such as alice.zil"
        case .noLabelBeforeZil: "a name needs a label before .zil, such as alice.zil"
        case .emptyLabel: "the name has an empty label (two dots in a row, or a dot at the start or the end)"
        case .labelTooLong(let label, let bytes):
            "the label \"\(ZilNameError.shortened(label))\" has \(bytes) characters, more than the"
                + " \(ZilName.maximumLabelBytes) a label can have"
        case .invalidCharacter(let character, let label):
            "the label \"\(ZilNameError.shortened(label))\" has \"\(character)\": a label has only the letters a–z,"
                + " digits and hyphens"
        case .hyphenAtEdge(let label):
            "the label \"\(ZilNameError.shortened(label))\" starts or ends with a hyphen, which a name cannot"
        case .hyphensAtThirdAndFourth(let label):
            "the label \"\(ZilNameError.shortened(label))\" has hyphens as its third and fourth characters,"
                + " which ENS names cannot (ENSIP-15)"
        }
    }

    /// A label cut to 40 characters for a message (the label is ASCII by then).
    private static func shortened(_ label: String) -> String {
        label.count > 40 ? String(label.prefix(40)) + "…" : label
    }
}
