import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `--state FILE`: the ledger as JSON, replaced atomically (temp file, fsync, rename,
/// fsync of the folder) so that a crash leaves either the old state or the new one.
///
/// ```swift
/// let file = StateFile(path: "/tmp/devnet.json")
/// try file.save(ledger.snapshot())
/// let restored = try file.load()     // nil when the file does not exist yet
/// ```
public struct StateFile: Sendable {
    /// Where the state lives.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The saved snapshot; nil when there is no file yet.
    public func load() throws(StateFileError) -> LedgerSnapshot? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        do {
            return try JSONDecoder().decode(LedgerSnapshot.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(path: path, detail: CreateTransactionParams.describe(error))
        } catch {
            throw .malformed(path: path, detail: "\(error)")
        }
    }

    /// Writes `snapshot` in place of the current file.
    public func save(_ snapshot: LedgerSnapshot) throws(StateFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do { bytes = Array(try encoder.encode(snapshot)) } catch { throw .writeFailed(path: path, detail: "\(error)") }
        try write(bytes)
    }

    private func write(_ bytes: [UInt8]) throws(StateFileError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: path, detail: Self.errnoText()) }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count, let base = buffer.baseAddress {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = Self.errnoText()
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.errnoText() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = Self.errnoText() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, detail: failure)
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// Why the state file can't be read or written.
public enum StateFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case malformed(path: String, detail: String)
    case writeFailed(path: String, detail: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read the state file \(path): check its permissions"
        case .malformed(let path, let detail):
            "the state file \(path) is not a zhip-devnet state (\(detail)): delete it or use another --state file"
        case .writeFailed(let path, let detail):
            "cannot write the state file \(path): \(detail); check that its folder exists and is writable"
        }
    }
}
