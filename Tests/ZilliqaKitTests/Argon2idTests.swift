import Testing
import ZilliqaKit

@Suite("Argon2id password hashing in libsodium's encoded form")
struct Argon2idTests {
    /// The password of the argon2-cffi vectors.
    static let password = "correct horse battery staple"
    /// A password the vectors were not made from.
    static let wrongPassword = "wrong password"

    /// Made outside this code base, by Python's argon2-cffi 25.1.0 at the interactive limits:
    /// `argon2.low_level.hash_secret(b"correct horse battery staple", b"zhip-argon2-salt",
    /// time_cost=2, memory_cost=65536, parallelism=1, hash_len=32, type=Type.ID)`.
    static let interactiveVector =
        "$argon2id$v=19$m=65536,t=2,p=1$emhpcC1hcmdvbjItc2FsdA$UHXJSTlKD0iWUJs76yEbev8B5VCbDbWJNy7F09Tf/tI"

    /// The same call with time_cost=1, memory_cost=8: the smallest limits.
    static let minimumVector =
        "$argon2id$v=19$m=8,t=1,p=1$emhpcC1hcmdvbjItc2FsdA$3mjjUCwS/OKoKV3as0fNAhOSV6mPL+oMndGRB8s2vTU"

    @Test("argon2-cffi's hash at the interactive limits verifies with its password")
    func verifiesInteractiveVector() async throws {
        let matches = try await DedicatedThread.run { () throws(Argon2idError) in
            try Argon2id.verify(Array(Self.password.utf8), against: Self.interactiveVector)
        }

        #expect(matches)
    }

    @Test("argon2-cffi's hash at the smallest limits verifies with its password")
    func verifiesMinimumVector() throws {
        #expect(try Argon2id.verify(Array(Self.password.utf8), against: Self.minimumVector))
    }

    @Test("a wrong password does not verify against argon2-cffi's hash")
    func refusesWrongPassword() async throws {
        let matches = try await DedicatedThread.run { () throws(Argon2idError) in
            try Argon2id.verify(Array(Self.wrongPassword.utf8), against: Self.interactiveVector)
        }

        #expect(!matches)
    }

    @Test("a hash at the interactive limits is written $argon2id$v=19$m=65536,t=2,p=1$, a 16-byte salt, a 32-byte hash")
    func interactiveFormat() async throws {
        let encoded = try await DedicatedThread.run { () throws(Argon2idError) in
            try Argon2id.interactive.hash(Array(Self.password.utf8))
        }

        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        #expect(encoded.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
        // Unpadded base64: 16 bytes in 22 characters, 32 bytes in 43.
        #expect(parts.map(\.count).suffix(2) == [22, 43])
    }

    @Test("each hash has a fresh salt, and each verifies with the password hashed")
    func saltedRoundTrip() throws {
        let password = Array(Self.password.utf8)

        let first = try Argon2id.minimum.hash(password)
        let second = try Argon2id.minimum.hash(password)

        #expect(first != second)
        #expect(try Argon2id.verify(password, against: first))
        #expect(try Argon2id.verify(password, against: second))
    }

    @Test("an empty password hashes, and only the empty password verifies")
    func emptyPassword() throws {
        let encoded = try Argon2id.minimum.hash([])

        #expect(try Argon2id.verify([], against: encoded))
        #expect(try !Argon2id.verify([0], against: encoded))
    }

    @Test(
        "a stored text that is not an encoded Argon2id hash is malformed",
        arguments: [
            "",
            "1234",
            // Argon2i, not Argon2id.
            "$argon2i$v=19$m=8,t=1,p=1$emhpcC1hcmdvbjItc2FsdA$3mjjUCwS/OKoKV3as0fNAhOSV6mPL+oMndGRB8s2vTU",
            // Longer than any hash libsodium writes.
            "$argon2id$v=19$m=8,t=1,p=1$" + String(repeating: "A", count: 200),
        ])
    func malformed(_ stored: String) {
        #expect(throws: Argon2idError.malformedHash) { try Argon2id.verify(Array(Self.password.utf8), against: stored) }
    }

    @Test(
        "limits below libsodium's smallest make hashing fail",
        arguments: [
            Argon2id(opsLimit: 0, memLimit: Argon2id.minimum.memLimit),
            Argon2id(opsLimit: Argon2id.minimum.opsLimit, memLimit: 1024),
            Argon2id(opsLimit: -1, memLimit: -1),
        ])
    func refusedLimits(_ limits: Argon2id) {
        #expect(throws: Argon2idError.hashingFailed) { try limits.hash(Array(Self.password.utf8)) }
    }

    @Test("the interactive and smallest limits are libsodium's: 2 passes over 64 MiB, 1 pass over 8 KiB")
    func namedLimits() {
        #expect(Argon2id.interactive == Argon2id(opsLimit: 2, memLimit: 64 * 1024 * 1024))
        #expect(Argon2id.minimum == Argon2id(opsLimit: 1, memLimit: 8 * 1024))
    }

    @Test("neither error's description carries anything but what went wrong")
    func descriptions() {
        #expect(Argon2idError.hashingFailed.description.contains("memory"))
        #expect(Argon2idError.malformedHash.description.contains("not an Argon2id hash"))
    }
}
