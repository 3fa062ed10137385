import Foundation
import ZilliqaKit

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
        let bytes: Data
        do { bytes = try JSONEncoder.zhip(.pretty).encode(snapshot) } catch {
            throw .writeFailed(path: path, detail: "\(error)")
        }
        try write(bytes)
    }

    /// Replaces the file with `bytes` through ``AtomicFile/replace(directory:name:contents:mode:)``;
    /// a failed `fsync` of the folder is not a failure, the new state being in place.
    private func write(_ bytes: Data) throws(StateFileError) {
        let url = URL(fileURLWithPath: path)
        do throws(AtomicFileError) {
            try AtomicFile.replace(
                directory: url.deletingLastPathComponent().path, name: url.lastPathComponent, contents: bytes,
                mode: 0o644)
        } catch {
            guard error.isFileInPlace else { throw .writeFailed(path: path, detail: error.reason) }
        }
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
