import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates files that hold secrets (keystores): mode 0600, complete or absent, and never over
/// an existing file.
///
/// ``AtomicFile/create(directory:name:contents:mode:)`` does the work: a temporary file beside
/// the target, written and `fsync`ed, then `link`ed to the final name (which fails, rather than
/// replaces, when the name exists). A reader sees either no file or the whole file.
enum SecretFile {
    /// Throws ``FileError/alreadyExists(path:)`` when something is at `path` (even a dangling
    /// link), so that a command can refuse before asking for a password. ``create(at:contents:)``
    /// checks again, atomically.
    static func ensureAbsent(_ path: String) throws(FileError) {
        var info = stat()
        if lstat(path, &info) == 0 { throw .alreadyExists(path: path) }
    }

    /// Writes `contents` to a new file at the absolute `path`, through
    /// ``AtomicFile/create(directory:name:contents:mode:)``.
    /// - Throws: ``FileError/alreadyExists(path:)`` when `path` exists (it is left untouched),
    ///   ``FileError/cannotWrite(path:reason:)`` for any other failure (nothing is left behind).
    ///   A failed `fsync` of the directory is not one: the file is complete and in place.
    static func create(at path: String, contents: [UInt8]) throws(FileError) {
        let (directory, name) = try split(path)
        do throws(AtomicFileError) {
            try AtomicFile.create(directory: directory, name: name, contents: contents, mode: 0o600)
        } catch {
            if case .alreadyExists = error { throw .alreadyExists(path: path) }
            guard error.isFileInPlace else { throw .cannotWrite(path: path, reason: error.reason) }
        }
    }

    /// The directory and the file name of an absolute path.
    static func split(_ path: String) throws(FileError) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/"), path.index(after: slash) < path.endIndex else {
            throw .notAFilePath(path)
        }
        let name = String(path[path.index(after: slash)...])
        guard name != "." && name != ".." else { throw .notAFilePath(path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, name)
    }
}
