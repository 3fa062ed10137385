import Foundation
import Testing

@testable import ZhipCLI

@Suite("Secret files")
struct SecretFileTests {
    @Test("a new file has exactly the contents and mode 0600, whatever the umask")
    func createsFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("secret")
        try SecretFile.create(at: path, contents: Array("data".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "data")
        #expect(try permissions(path) == 0o600)
    }

    @Test("an existing file is never replaced")
    func neverReplaces() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("secret", "old")
        #expect(throws: FileError.alreadyExists(path: path)) {
            try SecretFile.create(at: path, contents: Array("new".utf8))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try directory.contents() == ["secret"])
    }

    @Test("a failed write leaves no temporary file behind")
    func noTemporaryAfterFailure() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("secret", "old")
        _ = try? SecretFile.create(at: path, contents: Array("new".utf8))
        #expect(try directory.contents() == ["secret"])
    }

    @Test(
        "paths split into directory and name",
        arguments: [
            ("/a/b/c.json", "/a/b", "c.json"), ("/c.json", "/", "c.json"),
        ])
    func split(path: String, directory: String, name: String) throws {
        let parts = try SecretFile.split(path)
        #expect(parts.directory == directory && parts.name == name)
    }

    @Test("a path ending in / or a dot name is not a file path", arguments: ["/a/b/", "/a/..", "/a/."])
    func notAFilePath(path: String) {
        #expect(throws: FileError.notAFilePath(path)) { try SecretFile.split(path) }
    }
}

@Suite("Reading small files")
struct FileReaderTests {
    @Test("firstLineOnly stops at the first newline")
    func firstLine() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("p", "one\ntwo\n")
        #expect(try FileReader.read(path, kind: "x", limit: 100, firstLineOnly: true) == Array("one".utf8))
    }

    @Test("a file over the limit is refused")
    func overLimit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("p", String(repeating: "a", count: 101))
        #expect(throws: FileError.tooLarge(path: path, kind: "x", limit: 100)) {
            try FileReader.read(path, kind: "x", limit: 100)
        }
    }

    @Test("a file exactly at the limit is read whole")
    func atLimit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("p", String(repeating: "a", count: 100))
        #expect(try FileReader.read(path, kind: "x", limit: 100).count == 100)
    }
}
