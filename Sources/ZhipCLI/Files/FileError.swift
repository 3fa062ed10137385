/// Why a file could not be read or written; each case names the file, says what was wrong
/// and how to fix it.
enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file to create is already there; zhip-cli never overwrites one.
    case alreadyExists(path: String)
    /// Creating or writing the file failed; `reason` is the system's explanation.
    case cannotWrite(path: String, reason: String)
    /// Opening or reading the file failed; `reason` is the system's explanation.
    case cannotRead(path: String, reason: String)
    /// The file is bigger than any file of its kind (`kind`) can be.
    case tooLarge(path: String, kind: String, limit: Int)
    /// The path names no file (it is empty or ends in `/`).
    case notAFilePath(String)

    var description: String {
        switch self {
        case .alreadyExists(let path):
            "\(path) already exists: zhip-cli never overwrites a file; choose another path or move the existing file away"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason):
            "cannot read \(path): \(reason)"
        case .tooLarge(let path, let kind, let limit):
            "\(path) is larger than \(limit) bytes, too large for \(kind); check that it is the right file"
        case .notAFilePath(let path):
            "'\(path)' is not a file path: give the name of a file, not of a directory"
        }
    }
}
