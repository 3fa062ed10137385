import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting

@Suite("DefaultPincodeUseCase: damaged and failing stores, and the lockout policy")
struct DefaultPincodeUseCaseStoreTests {
    private let secure = InMemoryStorageBackend()
    private let dates = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))
    private let hashing = Argon2idPincodeHashing.fastForTests
    private let right: Pincode

    init() throws {
        right = try Pincode("0234")
    }

    /// A use case over this test's secure store and in-memory preferences.
    private func makeUseCase() -> DefaultPincodeUseCase {
        DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure),
            preferences: Preferences(storage: InMemoryStorageBackend()), dateProvider: dates, hashing: hashing)
    }

    // MARK: - Damaged and failing stores

    @Test("a store that cannot be read or written surfaces as a storage error from every call")
    func failingStore() async throws {
        let failure = PersistenceError.readFailed(path: "/x/secure.json", code: 5)
        let useCase = DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: FailingStorageBackend(failure)),
            preferences: Preferences(storage: FailingStorageBackend(failure)), dateProvider: dates, hashing: hashing)

        await #expect(throws: PincodeError.storage(failure)) { try await useCase.choose(right) }
        await #expect(throws: PincodeError.storage(failure)) { try await useCase.unlock(with: right) }
        #expect(throws: PincodeError.storage(failure)) { try useCase.hasConfiguredPincode }
        #expect(throws: PincodeError.storage(failure)) { try useCase.lockedOutUntil }
        #expect(throws: PincodeError.storage(failure)) { try useCase.skipSetup() }
        #expect(throws: PincodeError.storage(failure)) { try useCase.deletePincode() }
        #expect(PincodeError.storage(failure).description == failure.description)
    }

    @Test("something unreadable saved as the pincode is reported, not taken for a wrong pincode")
    func unreadableRecord() async throws {
        try secure.setData(Data(#"{"digits":"0234"}"#.utf8), forKey: "pincode")

        let error = await #expect(throws: PincodeError.self) { try await makeUseCase().unlock(with: right) }

        #expect(error == .savedPincodeUnreadable)
        #expect(error?.description.contains("choose a new pincode") == true)
    }

    @Test("a saved hash that is not an Argon2id hash is reported as unreadable")
    func notAnArgon2Hash() async throws {
        try secure.setData(Data(#"{"hash":"1234","failedAttempts":0}"#.utf8), forKey: "pincode")

        await #expect(throws: PincodeError.savedPincodeUnreadable) { try await makeUseCase().unlock(with: right) }
    }

    @Test("a saved hash longer than any Argon2id hash is reported as unreadable")
    func overlongHash() throws {
        let stored = "$argon2id$v=19$m=8,t=1,p=1$" + String(repeating: "A", count: 200)

        #expect(throws: PincodeError.savedPincodeUnreadable) {
            try Argon2idPincodeHashing.fastForTests.verify(right, against: stored)
        }
    }

    @Test("a hashing failure says it is most likely memory")
    func hashingFailedDescription() {
        #expect(PincodeError.hashingFailed.description.contains("lack of memory"))
    }

    // MARK: - The policy

    @Test("the standard policy's lockouts by number of wrong pincodes in a row")
    func standardPolicy() {
        let policy = PincodeLockoutPolicy.standard

        let lockouts = (1...9).map { policy.lockout(afterFailures: $0) }

        #expect(lockouts == [nil, nil, 30, 60, 300, 900, 3600, 3600, 3600])
    }

    @Test("a policy raises nonsensical values to at least one attempt and one second")
    func policyClamps() {
        let policy = PincodeLockoutPolicy(freeAttempts: 0, lockouts: [])
        let negative = PincodeLockoutPolicy(freeAttempts: -3, lockouts: [-5, 10])

        #expect(policy.freeAttempts == 1)
        #expect(policy.lockouts == [1])
        #expect(negative.lockouts == [1, 10])
        #expect(negative.lockout(afterFailures: 2) == 10)
    }
}
