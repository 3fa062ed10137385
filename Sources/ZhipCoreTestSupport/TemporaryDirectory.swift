import Foundation

/// Runs `body` with the path of a new, empty, private (0700) directory under the system's
/// temporary directory, and deletes it with everything in it afterwards, so that each test has
/// files of its own.
///
/// ```swift
/// @Test func savesToDisk() async throws {
///     try await withTemporaryDirectory { path in
///         let storage = FileStorageBackend(directory: path + "/config", fileName: "preferences.json", protection: .standard)
///         …
///     }
/// }
/// ```
///
/// - Throws: `CocoaError(.fileWriteUnknown)` when the directory cannot be created, or what
///   `body` throws.
public func withTemporaryDirectory<Result>(
    _ body: (String) async throws -> Result
) async throws -> Result {
    var base = FileManager.default.temporaryDirectory.path
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/zhip-test-XXXXXX").utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
        guard let baseAddress = buffer.baseAddress, mkdtemp(baseAddress) != nil else { return nil }
        return String(cString: baseAddress)
    }
    guard let path = created else { throw CocoaError(.fileWriteUnknown) }
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(path)
}
