/// Why no usable password was obtained; none of the cases carries the password.
enum PasswordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `--password-file`, no `ZHIP_PASSWORD`, and no terminal to ask on.
    case noSource
    /// The prompt reached the end of input before a password was typed.
    case notEntered
    /// The password and its repetition differ.
    case mismatch
    /// The password file is not UTF-8 text.
    case notText(path: String)

    var description: String {
        switch self {
        case .noSource:
            "no password given: use --password-file FILE, set the \(PasswordReader.environmentVariable) "
                + "environment variable, or run in a terminal to be asked"
        case .notEntered:
            "no password entered: the input ended before a password was typed"
        case .mismatch:
            "the two passwords differ: nothing was written; run the command again and type the same password twice"
        case .notText(let path):
            "the password file \(path) is not UTF-8 text"
        }
    }
}
