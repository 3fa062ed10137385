import Foundation
import Testing
import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two ways ``AtomicFile`` writes, for the behaviours both must have.
enum AtomicWrite: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case replace, create

    var testDescription: String { rawValue }

    /// Writes `contents` to `directory/name` this way.
    func callAsFunction(directory: String, name: String, contents: [UInt8], mode: UInt32) throws(AtomicFileError) {
        switch self {
        case .replace: try AtomicFile.replace(directory: directory, name: name, contents: contents, mode: mode)
        case .create: try AtomicFile.create(directory: directory, name: name, contents: contents, mode: mode)
        }
    }
}

@Suite("Atomic files: both ways")
struct AtomicFileWriteTests {
    @Test("a successful write leaves no temporary file", arguments: AtomicWrite.allCases)
    func noTemporaryAfterSuccess(write: AtomicWrite) throws {
        let folder = try ScratchFolder()

        try write(directory: folder.path, name: "secret", contents: Array("data".utf8), mode: 0o600)

        #expect(try folder.names() == ["secret"])
    }

    @Test("a file written with mode 0600 has exactly mode 0600", arguments: AtomicWrite.allCases)
    func secretMode(write: AtomicWrite) throws {
        let folder = try ScratchFolder()

        try write(directory: folder.path, name: "secret", contents: Array("data".utf8), mode: 0o600)

        #expect(try folder.mode("secret") == 0o600)
    }

    @Test("a file gets the bits of its mode that the umask (022) would clear", arguments: AtomicWrite.allCases)
    func modeDespiteUmask(write: AtomicWrite) throws {
        let folder = try ScratchFolder()

        try write(directory: folder.path, name: "shared", contents: Array("data".utf8), mode: 0o666)

        #expect(try folder.mode("shared") == 0o666)
    }

    @Test(
        "a write into a folder that cannot exist (its parent is a file) fails and leaves nothing",
        arguments: AtomicWrite.allCases)
    func failsWhereNoFolder(write: AtomicWrite) throws {
        let folder = try ScratchFolder()
        try folder.write("file", "kept")
        let directory = folder.path + "/file"

        #expect(throws: AtomicFileError.failed(path: directory + "/new", step: .createTemporaryFile, code: ENOTDIR)) {
            try write(directory: directory, name: "new", contents: Array("data".utf8), mode: 0o600)
        }
        #expect(try folder.names() == ["file"])
    }

    @Test("1 MiB, more than a page or a pipe holds, is written whole", arguments: AtomicWrite.allCases)
    func writesLargeContents(write: AtomicWrite) throws {
        let folder = try ScratchFolder()
        let contents = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

        try write(directory: folder.path, name: "big", contents: contents, mode: 0o600)

        #expect(FileManager.default.contents(atPath: folder.path + "/big") == Data(contents))
    }
}

@Suite("Atomic files: replacing")
struct AtomicFileReplaceTests {
    @Test("replacing a file gives it the new contents")
    func replacesContents() throws {
        let folder = try ScratchFolder()
        try folder.write("state.json", "old")

        try AtomicFile.replace(directory: folder.path, name: "state.json", contents: Data("new".utf8), mode: 0o644)

        #expect(try folder.text("state.json") == "new")
    }

    @Test("replacing a file gives it the new mode, not the old file's")
    func replacesMode() throws {
        let folder = try ScratchFolder()
        let created = FileManager.default.createFile(
            atPath: folder.path + "/state.json", contents: Data("old".utf8), attributes: [.posixPermissions: 0o644])
        try #require(try created && folder.mode("state.json") == 0o644)

        try AtomicFile.replace(directory: folder.path, name: "state.json", contents: Data("new".utf8), mode: 0o600)

        #expect(try folder.mode("state.json") == 0o600)
    }

    @Test("a replace that fails at the rename leaves the target and no temporary file")
    func noTemporaryAfterFailedRename() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/taken", withIntermediateDirectories: false)

        #expect(throws: AtomicFileError.failed(path: folder.path + "/taken", step: .rename, code: EISDIR)) {
            try AtomicFile.replace(directory: folder.path, name: "taken", contents: Data("new".utf8), mode: 0o600)
        }
        #expect(try folder.names() == ["taken"])
    }
}

@Suite("Atomic files: creating")
struct AtomicFileCreateTests {
    @Test("creating a file writes exactly its contents")
    func createsContents() throws {
        let folder = try ScratchFolder()

        try AtomicFile.create(directory: folder.path, name: "secret", contents: Array("data".utf8), mode: 0o600)

        #expect(try folder.text("secret") == "data")
    }

    @Test("creating over an existing file fails and leaves it untouched, with no temporary file")
    func refusesExisting() throws {
        let folder = try ScratchFolder()
        try folder.write("secret", "old")

        #expect(throws: AtomicFileError.alreadyExists(path: folder.path + "/secret")) {
            try AtomicFile.create(directory: folder.path, name: "secret", contents: Array("new".utf8), mode: 0o600)
        }
        #expect(try folder.text("secret") == "old")
        #expect(try folder.names() == ["secret"])
    }

    @Test("creating over a dangling symbolic link fails and writes nothing where it points")
    func refusesDanglingLink() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/secret", withDestinationPath: "elsewhere")

        #expect(throws: AtomicFileError.alreadyExists(path: folder.path + "/secret")) {
            try AtomicFile.create(directory: folder.path, name: "secret", contents: Array("new".utf8), mode: 0o600)
        }
        #expect(try folder.names() == ["secret"])
    }
}

@Suite("Atomic files: directories and errors")
struct AtomicFileErrorTests {
    @Test("flushing a folder that does not exist fails at opening it, naming it")
    func synchronizeMissingFolder() throws {
        let folder = try ScratchFolder()
        let missing = folder.path + "/missing"

        #expect(throws: AtomicFileError.failed(path: missing, step: .openDirectory, code: ENOENT)) {
            try AtomicFile.synchronizeDirectory(missing)
        }
    }

    @Test("temporary files are named .<name>.tmp-…, the prefix crash checks look for")
    func temporaryPrefix() {
        #expect(AtomicFile.temporaryPrefix(for: "state.json") == ".state.json.tmp-")
    }

    @Test(
        "only a failed directory step leaves the new file in place",
        arguments: [
            (AtomicFileError.Step.openDirectory, true), (.fsyncDirectory, true), (.rename, false), (.link, false),
            (.fsync, false),
        ])
    func fileInPlace(step: AtomicFileError.Step, inPlace: Bool) {
        #expect(AtomicFileError.failed(path: "/x", step: step, code: EIO).isFileInPlace == inPlace)
    }

    @Test("a failure says in plain words which file, which step and why")
    func failureDescription() {
        let error = AtomicFileError.failed(path: "/x/state.json", step: .fsyncDirectory, code: ENOSPC)

        #expect(error.description == "cannot write /x/state.json (fsync directory): No space left on device")
    }

    @Test("an existing file is named in plain words")
    func alreadyExistsDescription() {
        #expect(
            AtomicFileError.alreadyExists(path: "/x/secret").description
                == "/x/secret already exists; it was left as it was")
    }
}
