import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("DefaultPincodeUseCase: bounded hash costs and compare-and-swap writes")
struct PincodeBoundsTests {
    /// A stored record whose hash asks for `parameters` (the salt and hash are a real one's).
    private static func record(_ parameters: String) throws -> Data {
        let real = try Argon2idPincodeHashing.fastForTests.hash(Pincode("0234"))
        var fields = real.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        fields[3] = parameters
        return try JSONSerialization.data(withJSONObject: ["hash": fields.joined(separator: "$"), "failedAttempts": 0])
    }

    private static func useCase(
        secure: any StorageBackend, preferences: any StorageBackend = InMemoryStorageBackend()
    )
        -> DefaultPincodeUseCase
    {
        DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure), preferences: Preferences(storage: preferences),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)),
            hashing: Argon2idPincodeHashing.fastForTests)
    }

    @Test(
        "a record whose hash asks too much is damaged: refused in milliseconds, before any hashing",
        arguments: [
            "m=4194304,t=1000,p=1", "m=524288,t=2,p=1", "m=65536,t=17,p=1", "m=65536,t=2,p=5", "m=262144,t=8,p=1",
        ])
    func damagedRecordRefused(parameters: String) async throws {
        let secure = InMemoryStorageBackend(["pincode": try Self.record(parameters)])
        let pincodes = Self.useCase(secure: secure)
        let clock = ContinuousClock()

        let started = clock.now
        #expect(throws: PincodeError.self) { try pincodes.lockedOutUntil }
        // Measured around a call that does not await, so the suite's load on the pool is not counted.
        #expect(clock.now - started < .milliseconds(500))
        let error = await #expect(throws: PincodeError.self) { try await pincodes.unlock(with: Pincode("0234")) }

        guard case .savedPincodeDamaged(let reason) = error else {
            Issue.record("expected savedPincodeDamaged, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("at most 256 MiB, 16 passes, 4 lanes"))
    }

    @Test("the damaged-record message names the command that removes it, and that removal works")
    func damagedRecordRemovable() throws {
        let secure = InMemoryStorageBackend(["pincode": try Self.record("m=4194304,t=1000,p=1")])
        let pincodes = Self.useCase(secure: secure)

        #expect(throws: PincodeError.self) { try pincodes.lockedOutUntil }
        try pincodes.deletePincode()

        #expect(try !pincodes.hasConfiguredPincode)
        #expect(PincodeError.savedPincodeDamaged(reason: "x").description.contains("'zhip-cli pincode remove'"))
    }

    @Test("what Zhip writes passes the bounds")
    func zhipHashPasses() throws {
        let stored = try Argon2id.interactive.hash(Array("0234".utf8))
        try Argon2idCost(encoded: stored).checkBounds()
        #expect(try Argon2idCost(encoded: stored) == Argon2idCost(memoryKiB: 65536, passes: 2, lanes: 1))
    }

    @Test("four use cases over one secure file set a pincode at once: exactly one wins, three are told it changed")
    func concurrentChooseOneWins() async throws {
        try await withTemporaryDirectory { (path: String) async throws in
            let directory = path + "/data"
            let instances = (0..<4).map { _ in
                Self.useCase(
                    secure: FileStorageBackend(directory: directory, fileName: "secure.json", protection: .secret),
                    preferences: FileStorageBackend(
                        directory: directory, fileName: "preferences.json", protection: .standard))
            }
            // As `zhip-cli pincode set` does: each sees no pincode, then chooses.
            for instance in instances { #expect(try !instance.hasConfiguredPincode) }

            let outcomes = await withTaskGroup(of: PincodeError?.self) { group in
                for instance in instances {
                    group.addTask {
                        do {
                            try await instance.choose(Pincode("0258"))
                            return nil
                        } catch {
                            return error as? PincodeError
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }

            #expect(outcomes.filter { $0 == nil }.count == 1)
            #expect(outcomes.filter { $0 == .changedMeanwhile }.count == 3)
            #expect(try instances[0].hasConfiguredPincode)
        }
    }

    @Test("a use case that wrote the pincode itself may replace it; one that saw another's may not")
    func replaceOnlyWhatWasSeen() async throws {
        let secure = InMemoryStorageBackend()
        let first = Self.useCase(secure: secure)
        let second = Self.useCase(secure: secure)
        #expect(try !second.hasConfiguredPincode)

        try await first.choose(Pincode("0234"))
        try await first.choose(Pincode("0258"))

        await #expect(throws: PincodeError.changedMeanwhile) { try await second.choose(Pincode("0999")) }
        #expect(try await first.unlock(with: Pincode("0258")) == .unlocked)
    }
}
