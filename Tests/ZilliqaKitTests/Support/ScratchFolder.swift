import Foundation
import Testing

/// A new empty folder under the system's temp dir for one test, removed with the value.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "/zilliqakit-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to the file `name` in the folder (the plain way, not atomically).
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    /// The names in the folder, sorted: what a test expects to find left.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The text of the file `name` in the folder.
    func text(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    /// The permission bits of the file `name` in the folder, e.g. `0o600`.
    func mode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + name)
        return try #require(attributes[.posixPermissions] as? Int)
    }
}
