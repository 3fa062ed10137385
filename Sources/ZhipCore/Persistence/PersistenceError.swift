#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a store could not find its directory, read, write or decode; each case says what failed
/// and where (paths and key names) and how to fix it, never the value stored.
///
/// ```swift
/// do { try preferences.save(true, for: .hasAcceptedTermsOfService) }
/// catch { print(error.description) }   // e.g. "cannot write … : No space left on device; …"
/// ```
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What made a store file unreadable as a whole.
    public enum CorruptionReason: Sendable, Hashable, CustomStringConvertible {
        /// The file is empty.
        case empty
        /// The file is not valid JSON, or holds a value this store cannot represent.
        case notJSON
        /// The file is JSON, but not an object of keys and values.
        case notAnObject

        public var description: String {
            switch self {
            case .empty: "it is empty"
            case .notJSON: "it is not valid JSON"
            case .notAnObject: "it is JSON but not an object of keys and values"
            }
        }
    }

    // MARK: - Finding the directories

    /// No `--home`, no `ZHIP_HOME`, no usable `XDG_CONFIG_HOME`/`XDG_DATA_HOME` and no `HOME`:
    /// there is nowhere to keep files.
    case noHomeDirectory
    /// An explicit home directory (`source` says which: `--home`) is the empty string.
    case emptyHomeDirectory(source: String)

    // MARK: - Directories and permissions

    /// `path` does not exist and could not be created (`code` is the `errno`).
    case cannotCreateDirectory(path: String, code: Int32)
    /// `path` exists but is not a directory.
    case notADirectory(path: String)
    /// `path` is a file, a device or something else that is not a regular file.
    case notARegularFile(path: String)
    /// A directory holding secrets can be read, written or entered by other users (`mode`).
    case insecureDirectory(path: String, mode: UInt32)
    /// A file holding secrets can be read or written by other users (`mode`).
    case insecureFile(path: String, mode: UInt32)
    /// `path` holds secrets but belongs to another user.
    case notOwnedByUser(path: String)

    // MARK: - Reading and writing

    /// The lock file beside a store file could not be opened or locked.
    case cannotLock(path: String, code: Int32)
    /// `path` exists but could not be read.
    case readFailed(path: String, code: Int32)
    /// `path` is larger than a store file can be (`limit` bytes): it is not one of ours.
    case fileTooLarge(path: String, limit: Int)
    /// Writing `path` failed at `operation` (create temporary file, write, fsync, rename, …);
    /// the file holds its previous contents, or (when only the last directory `fsync` failed)
    /// the new ones, never a mix.
    case writeFailed(path: String, operation: String, code: Int32)
    /// `path` could not be read as a store and was renamed to `movedTo`, where its bytes are
    /// kept; the store starts empty. Nothing was overwritten.
    case corruptFile(path: String, reason: CorruptionReason, movedTo: String)
    /// `path` could not be read as a store, and moving it aside failed too; it was left as is.
    case cannotMoveCorruptFile(path: String, reason: CorruptionReason, code: Int32)

    // MARK: - Values

    /// The value stored under `key` (in `location`) is not `type` (in words, with its article:
    /// "a wallet"): written by another version, or edited by hand.
    case valueNotDecodable(key: String, type: String, location: String)
    /// A value (`type`, in words) could not be encoded as JSON for `key` (e.g. a Double that is not finite).
    case valueNotEncodable(key: String, type: String)
    /// Another writer changed the value under `key` (in `location`) before each of `attempts`
    /// tries to change it could be saved (``KeyValueStore/update(_:as:_:)``); nothing of this
    /// change was saved.
    case updateContended(key: String, location: String, attempts: Int)

    public var description: String {
        switch self {
        case .noHomeDirectory:
            "no home directory: HOME is not set; pass --home DIR or set ZHIP_HOME to the directory Zhip should use"
        case .emptyHomeDirectory(let source):
            "the home directory given by \(source) is empty: give a directory path, or leave \(source) out"
        case .cannotCreateDirectory(let path, let code):
            "cannot create the directory \(path): \(Self.reason(code)); check that you may write to its parent,"
                + " or choose another place with --home or ZHIP_HOME"
        case .notADirectory(let path):
            "\(path) is not a directory: move that file away, or choose another place with --home or ZHIP_HOME"
        case .notARegularFile(let path):
            "\(path) is not a regular file: move it away so that Zhip can create its own"
        case .insecureDirectory(let path, let mode):
            "the directory \(path) holds secrets but other users may use it (mode \(Self.octal(mode))):"
                + " run chmod 700 '\(path)'"
        case .insecureFile(let path, let mode):
            "the file \(path) holds secrets but other users may read it (mode \(Self.octal(mode))):"
                + " run chmod 600 '\(path)'"
        case .notOwnedByUser(let path):
            "\(path) holds secrets but belongs to another user: use your own directory with --home or ZHIP_HOME"
        case .cannotLock(let path, let code):
            "cannot lock \(path): \(Self.reason(code)); check that its directory is writable"
        case .readFailed(let path, let code):
            "cannot read \(path): \(Self.reason(code)); check its permissions"
        case .fileTooLarge(let path, let limit):
            "\(path) is larger than \(limit) bytes, far more than Zhip ever writes: it is not Zhip's file;"
                + " move it away"
        case .writeFailed(let path, let operation, let code):
            "cannot write \(path) (\(operation)): \(Self.reason(code)); the file holds either its previous"
                + " contents or the new ones, never a mix; check free space and permissions, then try again"
        case .corruptFile(let path, let reason, let movedTo):
            "\(path) could not be read because \(reason); it was moved to \(movedTo) so that nothing in it is"
                + " lost, and Zhip starts again without it (restore what you need from the moved file)"
        case .cannotMoveCorruptFile(let path, let reason, let code):
            "\(path) could not be read because \(reason), and moving it aside failed: \(Self.reason(code));"
                + " move or repair it by hand"
        case .valueNotDecodable(let key, let type, let location):
            "the value saved for \"\(key)\" in \(location) is not \(type) (written by another version of Zhip,"
                + " or edited by hand); save a new value to replace it"
        case .valueNotEncodable(let key, let type):
            "\(type) could not be written as JSON for \"\(key)\"; this is a bug in the program, please report it"
        case .updateContended(let key, let location, let attempts):
            "the value saved for \"\(key)\" in \(location) was changed by another Zhip before each of \(attempts)"
                + " tries to change it could be saved, so this change was not saved: let the other zhip-cli or app"
                + " finish, then run the command again"
        }
    }

    /// The C library's words for `code`, e.g. "Permission denied".
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Permission bits as `chmod` writes them, e.g. `0755`.
    private static func octal(_ mode: UInt32) -> String {
        "0" + String(mode & 0o777, radix: 8)
    }
}
