import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// Stands in for the blobs the use cases will define: a keystore and a pincode hash.
private struct WalletBlob: Codable, Equatable {
    let keystore: String
    let name: String
}

private struct PincodeBlob: Codable, Equatable {
    let salt: [UInt8]
    let hash: [UInt8]
}

@Suite("SecurePersistence on disk: secure.json, 0600 in a 0700 directory")
struct SecurePersistenceTests {
    @Test("a wallet and a pincode read back what was saved")
    func roundTrip() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let wallet = WalletBlob(keystore: #"{"version":3,"crypto":{}}"#, name: "main")
            let pincode = PincodeBlob(salt: [1, 2, 3], hash: [0xAA, 0xBB])
            let writer = SecurePersistence(storage: paths.secureStorage())
            try writer.save(wallet, for: .wallet)
            try writer.save(pincode, for: .pincode)

            let reader = SecurePersistence(storage: paths.secureStorage())

            #expect(try reader.load(.wallet, as: WalletBlob.self) == wallet)
            #expect(try reader.load(.pincode, as: PincodeBlob.self) == pincode)
        }
    }

    @Test("the first save creates the directories 0700 and the file 0600")
    func permissionsAfterFirstWrite() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home + "/new/home")

            try SecurePersistence(storage: paths.secureStorage()).save("blob", for: .wallet)

            #expect(try mode(of: home + "/new") == 0o700)
            #expect(try mode(of: home + "/new/home") == 0o700)
            #expect(try mode(of: paths.dataDirectory) == 0o700)
            #expect(try mode(of: paths.dataDirectory + "/secure.json") == 0o600)
        }
    }

    @Test("the file stays 0600 after many rewrites")
    func permissionsAfterRewrites() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let secure = SecurePersistence(storage: paths.secureStorage())

            for round in 0..<5 {
                try secure.save("blob \(round)", for: .wallet)
                try secure.delete(.pincode)
                try secure.save("pin \(round)", for: .pincode)
            }

            #expect(try mode(of: paths.dataDirectory + "/secure.json") == 0o600)
            #expect(try mode(of: paths.dataDirectory) == 0o700)
        }
    }

    @Test("a data directory other users can enter is refused, with the chmod that fixes it")
    func looseDirectoryRefused() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            try FileManager.default.createDirectory(atPath: paths.dataDirectory, withIntermediateDirectories: true)
            chmod(paths.dataDirectory, 0o755)
            let secure = SecurePersistence(storage: paths.secureStorage())

            let error = #expect(throws: PersistenceError.self) { try secure.save("blob", for: .wallet) }

            #expect(error == .insecureDirectory(path: paths.dataDirectory, mode: 0o755))
            #expect(error?.description.contains("chmod 700 '\(paths.dataDirectory)'") == true)
            #expect(!FileManager.default.fileExists(atPath: paths.dataDirectory + "/secure.json"))
            #expect(try mode(of: paths.dataDirectory) == 0o755)
        }
    }

    @Test("a secret file other users can read is refused, and left as it is")
    func looseFileRefused() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let secure = SecurePersistence(storage: paths.secureStorage())
            try secure.save("blob", for: .wallet)
            let file = paths.dataDirectory + "/secure.json"
            chmod(file, 0o644)

            #expect(throws: PersistenceError.insecureFile(path: file, mode: 0o644)) {
                try secure.load(.wallet, as: String.self)
            }
            #expect(throws: PersistenceError.insecureFile(path: file, mode: 0o644)) {
                try secure.save("other", for: .pincode)
            }
            #expect(try mode(of: file) == 0o644)
        }
    }

    @Test("reading from a data directory that does not exist finds nothing and creates nothing")
    func readCreatesNothing() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)

            let wallet = try SecurePersistence(storage: paths.secureStorage()).load(.wallet, as: String.self)

            #expect(wallet == nil)
            #expect(!FileManager.default.fileExists(atPath: paths.dataDirectory))
        }
    }

    @Test("an error about the secure file never contains what is stored in it")
    func errorsHoldNoValues() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let secure = SecurePersistence(storage: paths.secureStorage())
            try secure.save("keystore-contents-7f3a", for: .wallet)

            let error = #expect(throws: PersistenceError.self) { try secure.load(.wallet, as: Int.self) }

            #expect(error?.description.contains("keystore-contents-7f3a") == false)
        }
    }
}

/// The permission bits of `path`.
func mode(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
}
