import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting

/// Real Argon2id at libsodium's smallest limits, counting how often a pincode is checked.
private final class CountingHashing: PincodeHashing {
    private let verifications = Mutex(0)
    var verifyCount: Int { verifications.withLock { $0 } }

    func hash(_ pincode: Pincode) throws(PincodeError) -> String {
        try Argon2idPincodeHashing.fastForTests.hash(pincode)
    }

    func verify(_ pincode: Pincode, against stored: String) throws(PincodeError) -> Bool {
        verifications.withLock { $0 += 1 }
        return try Argon2idPincodeHashing.fastForTests.verify(pincode, against: stored)
    }

    func checkStored(_ stored: String) throws(PincodeError) {
        try Argon2idPincodeHashing.fastForTests.checkStored(stored)
    }
}

/// Hashes, but fails every check, as when the process dies or memory runs out mid-check.
private struct FailingVerifyHashing: PincodeHashing {
    func hash(_ pincode: Pincode) throws(PincodeError) -> String {
        try Argon2idPincodeHashing.fastForTests.hash(pincode)
    }

    func verify(_ pincode: Pincode, against stored: String) throws(PincodeError) -> Bool {
        throw .hashingFailed
    }

    func checkStored(_ stored: String) throws(PincodeError) {
        try Argon2idPincodeHashing.fastForTests.checkStored(stored)
    }
}

@Suite("DefaultPincodeUseCase: Argon2id pincode, attempt counting and a lockout that survives restarts")
struct DefaultPincodeUseCaseTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let secure = InMemoryStorageBackend()
    private let preferencesStorage = InMemoryStorageBackend()
    private let dates: FixedDateProvider
    private let hashing = CountingHashing()
    private let right: Pincode
    private let wrong: Pincode

    init() throws {
        dates = FixedDateProvider(start)
        right = try Pincode("0234")
        wrong = try Pincode("0999")
    }

    /// A use case over this test's stores: a new one is a restarted app.
    private func makeUseCase(hashing: (any PincodeHashing)? = nil) -> DefaultPincodeUseCase {
        DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure),
            preferences: Preferences(storage: preferencesStorage),
            dateProvider: dates, hashing: hashing ?? self.hashing)
    }

    private func lockedOut(at offset: TimeInterval, for seconds: Int64) -> UnlockResult {
        .lockedOut(until: start.addingTimeInterval(offset + TimeInterval(seconds)), remaining: .seconds(seconds))
    }

    // MARK: - The Pincode value

    @Test("four ASCII digits make a pincode")
    func fourDigits() throws {
        #expect(try Pincode("0000") == Pincode("0000"))
        #expect(try Pincode("0123") != Pincode("0124"))
    }

    @Test(
        "anything but exactly four ASCII digits is refused: a pincode is 4 digits",
        arguments: ["", "123", "12345", "12a4", " 1234", "1234\n", "１２３４", "١٢٣٤", "-123"])
    func notFourDigits(text: String) {
        let error = #expect(throws: PincodeError.self) { try Pincode(text) }

        #expect(error == .notFourDigits)
        #expect(error?.description.hasPrefix("a pincode is 4 digits") == true)
    }

    @Test("a pincode never prints its digits")
    func pincodeRedacted() throws {
        let pincode = try Pincode("0739")
        var dumped = ""
        dump(pincode, to: &dumped)

        let printed = String(describing: pincode) + String(reflecting: pincode) + dumped + "\(pincode)"

        #expect(!printed.containsStandalone("0739"))
        #expect(String(describing: pincode) == "Pincode(redacted)")
    }

    // MARK: - Choosing

    @Test("a chosen pincode is configured, and the store holds an Argon2id hash, never the digits")
    func chooseStoresHashOnly() async throws {
        let useCase = makeUseCase()
        let before = try useCase.hasConfiguredPincode

        try await useCase.choose(right)

        let blob = String(decoding: try #require(try secure.data(forKey: "pincode")), as: UTF8.self)
        #expect(before == false)
        #expect(try useCase.hasConfiguredPincode)
        #expect(blob.contains("$argon2id$"))
        #expect(!blob.containsStandalone("0234"))
    }

    @Test("the default hashing is Argon2id with libsodium's interactive limits (64 MiB, 2 passes)")
    func defaultHashingIsInteractive() async throws {
        let useCase = DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure),
            preferences: Preferences(storage: preferencesStorage),
            dateProvider: dates)

        try await useCase.choose(right)
        let result = try await useCase.unlock(with: right)

        let blob = String(decoding: try #require(try secure.data(forKey: "pincode")), as: UTF8.self)
        #expect(blob.contains(#"$argon2id$v=19$m=65536,t=2,p=1$"#))
        #expect(!blob.containsStandalone("0234"))
        #expect(result == .unlocked)
    }

    @Test("the same pincode hashes differently each time (a fresh salt)")
    func hashesAreSalted() throws {
        let hashing = Argon2idPincodeHashing.fastForTests

        let first = try hashing.hash(right)
        let second = try hashing.hash(right)

        #expect(first != second)
        #expect(try hashing.verify(right, against: first))
        #expect(try hashing.verify(right, against: second))
        #expect(try hashing.verify(wrong, against: first) == false)
    }

    @Test("choosing a new pincode replaces the old one")
    func chooseReplaces() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)

        try await useCase.choose(wrong)

        #expect(try await useCase.unlock(with: right) == .wrongPincode(attemptsBeforeLockout: 2))
        #expect(try await useCase.unlock(with: wrong) == .unlocked)
    }

    @Test("choosing a pincode ends a running lockout")
    func chooseClearsLockout() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }

        try await useCase.choose(right)

        #expect(try useCase.lockedOutUntil == nil)
        #expect(try await useCase.unlock(with: right) == .unlocked)
    }

    // MARK: - Unlocking

    @Test("the right pincode unlocks")
    func unlockRight() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)

        #expect(try await useCase.unlock(with: right) == .unlocked)
    }

    @Test("unlocking with no pincode set is an error saying to choose one")
    func unlockWithoutPincode() async throws {
        let error = await #expect(throws: PincodeError.self) { try await makeUseCase().unlock(with: right) }

        #expect(error == .noPincodeConfigured)
        #expect(error?.description.contains("choose a pincode first") == true)
    }

    @Test("the lockout schedule: 3 free attempts, then 30 s, 1 min, 5 min, 15 min, 1 h, 1 h")
    func lockoutSchedule() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        var offset: TimeInterval = 0

        #expect(try await useCase.unlock(with: wrong) == .wrongPincode(attemptsBeforeLockout: 2))
        #expect(try await useCase.unlock(with: wrong) == .wrongPincode(attemptsBeforeLockout: 1))
        #expect(try await useCase.unlock(with: wrong) == lockedOut(at: offset, for: 30))
        for seconds: Int64 in [60, 300, 900, 3600, 3600] {
            let previous = try #require(try useCase.lockedOutUntil)
            dates.set(previous)
            offset = previous.timeIntervalSince(start)
            #expect(try await useCase.unlock(with: wrong) == lockedOut(at: offset, for: seconds))
        }
    }

    @Test("during a lockout even the right pincode is refused without being checked, saying how long is left")
    func lockoutRefusesWithoutChecking() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }
        let checksBefore = hashing.verifyCount
        dates.advance(by: 10)

        let result = try await useCase.unlock(with: right)

        #expect(result == .lockedOut(until: start.addingTimeInterval(30), remaining: .seconds(20)))
        #expect(hashing.verifyCount == checksBefore)
    }

    @Test("a lockout ends exactly at its end: a second before it refuses, at it the pincode is checked")
    func lockoutEndsOnTime() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }

        dates.advance(by: 29)
        let justBefore = try await useCase.unlock(with: right)
        dates.advance(by: 1)
        let atTheEnd = try await useCase.unlock(with: right)

        #expect(justBefore == .lockedOut(until: start.addingTimeInterval(30), remaining: .seconds(1)))
        #expect(atTheEnd == .unlocked)
    }

    @Test("the right pincode sets the count back to zero")
    func successResetsCount() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        _ = try await useCase.unlock(with: wrong)
        _ = try await useCase.unlock(with: wrong)

        let unlocked = try await useCase.unlock(with: right)
        let next = try await useCase.unlock(with: wrong)

        #expect(unlocked == .unlocked)
        #expect(next == .wrongPincode(attemptsBeforeLockout: 2))
    }

    @Test("after a lockout the right pincode unlocks and the schedule starts over")
    func successAfterLockoutResetsSchedule() async throws {
        let useCase = makeUseCase()
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }
        dates.advance(by: 30)

        let unlocked = try await useCase.unlock(with: right)
        _ = try await useCase.unlock(with: wrong)
        _ = try await useCase.unlock(with: wrong)
        let third = try await useCase.unlock(with: wrong)

        #expect(unlocked == .unlocked)
        #expect(third == lockedOut(at: 30, for: 30))
    }

    @Test("a lockout survives a restart: a new use case over the same store still refuses")
    func lockoutPersists() async throws {
        let first = makeUseCase()
        try await first.choose(right)
        for _ in 0..<3 { _ = try await first.unlock(with: wrong) }
        dates.advance(by: 5)

        let restarted = makeUseCase()
        let result = try await restarted.unlock(with: right)

        #expect(result == .lockedOut(until: start.addingTimeInterval(30), remaining: .seconds(25)))
        #expect(try restarted.lockedOutUntil == start.addingTimeInterval(30))
    }

    @Test("the count of wrong pincodes survives a restart")
    func countPersists() async throws {
        let first = makeUseCase()
        try await first.choose(right)
        _ = try await first.unlock(with: wrong)
        _ = try await first.unlock(with: wrong)

        let result = try await makeUseCase().unlock(with: wrong)

        #expect(result == lockedOut(at: 0, for: 30))
    }

    @Test("an attempt is counted before its check: one that fails midway still counts")
    func countedBeforeCheck() async throws {
        try await makeUseCase().choose(right)
        _ = try await makeUseCase().unlock(with: wrong)

        await #expect(throws: PincodeError.hashingFailed) {
            try await makeUseCase(hashing: FailingVerifyHashing()).unlock(with: right)
        }
        let result = try await makeUseCase().unlock(with: wrong)

        #expect(result == lockedOut(at: 0, for: 30))
    }

    @Test("wrong pincodes tried at the same moment are each counted")
    func concurrentAttemptsCounted() async throws {
        let useCase = makeUseCase()
        let wrong = self.wrong
        try await useCase.choose(right)

        let results = try await withThrowingTaskGroup(of: UnlockResult.self) { group in
            for _ in 0..<3 { group.addTask { try await useCase.unlock(with: wrong) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(
            Set(results) == [
                .wrongPincode(attemptsBeforeLockout: 2), .wrongPincode(attemptsBeforeLockout: 1),
                lockedOut(at: 0, for: 30),
            ])
    }

    @Test("lockedOutUntil is nil without a lockout, the end during one, and nil once it is over")
    func lockedOutUntil() async throws {
        let useCase = makeUseCase()
        let withoutPincode = try useCase.lockedOutUntil
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }

        let during = try useCase.lockedOutUntil
        dates.advance(by: 30)
        let after = try useCase.lockedOutUntil

        #expect(withoutPincode == nil)
        #expect(during == start.addingTimeInterval(30))
        #expect(after == nil)
    }

    @Test("a count of Int.max in the store locks for an hour instead of overflowing")
    func hugeCountDoesNotOverflow() async throws {
        try secure.setData(
            Data(#"{"hash":"\#(try hashing.hash(right))","failedAttempts":\#(Int.max)}"#.utf8), forKey: "pincode")

        let result = try await makeUseCase().unlock(with: wrong)

        #expect(result == lockedOut(at: 0, for: 3600))
    }

    // MARK: - Skipping and deleting

    @Test("skipping setup is remembered in the preferences")
    func skipSetup() throws {
        try makeUseCase().skipSetup()

        #expect(try Preferences(storage: preferencesStorage).load(.skipPincodeSetup, as: Bool.self) == true)
    }

    @Test("deleting the pincode removes it with its lockout and forgets a skipped setup")
    func deletePincode() async throws {
        let useCase = makeUseCase()
        try useCase.skipSetup()
        try await useCase.choose(right)
        for _ in 0..<3 { _ = try await useCase.unlock(with: wrong) }

        try useCase.deletePincode()

        #expect(try useCase.hasConfiguredPincode == false)
        #expect(secure.keys.isEmpty)
        #expect(try Preferences(storage: preferencesStorage).load(.skipPincodeSetup, as: Bool.self) == nil)
        await #expect(throws: PincodeError.noPincodeConfigured) { try await useCase.unlock(with: right) }
    }

    @Test("deleting when there is no pincode does nothing")
    func deleteNothing() throws {
        try makeUseCase().deletePincode()

        #expect(secure.keys.isEmpty)
    }
}
