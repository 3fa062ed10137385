import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Container: the service registrations and their test stand-ins")
struct ContainerServicesTests {
    @Test("the default clock and date provider are the system's, one per container", .container)
    func defaultTimeServices() {
        let clock = Container.shared.clock()
        let dates = Container.shared.dateProvider()

        #expect(clock is SystemClock)
        #expect(dates is SystemDateProvider)
        #expect(Container.shared.clock.scope == .perContainer)
        #expect(Container.shared.dateProvider.scope == .perContainer)
    }

    @Test(
        "preferences registered in memory are one store for the whole test",
        .container { $0.preferences.register { .inMemory() } })
    func inMemoryPreferencesAreShared() throws {
        try Container.shared.preferences().save(true, for: .hasAcceptedTermsOfService)

        let accepted = try Container.shared.preferences().load(.hasAcceptedTermsOfService, as: Bool.self)

        #expect(accepted == true)
    }

    @Test("preferences and secure persistence live in the registered home's config and data directories")
    func storesUseRegisteredPaths() async throws {
        try await withTemporaryDirectory { home in
            try Container.$shared.withValue(Container()) {
                Container.shared.zhipPaths.register { .success(ZhipPaths(home: home)) }

                try Container.shared.preferences().save(true, for: .skipPincodeSetup)
                try Container.shared.securePersistence().save("blob", for: .pincode)

                #expect(FileManager.default.fileExists(atPath: home + "/config/preferences.json"))
                #expect(FileManager.default.fileExists(atPath: home + "/data/secure.json"))
            }
        }
    }

    @Test(
        "without a home directory the stores report it on first use instead of stopping the program",
        .container { $0.zhipPaths.register { .failure(.noHomeDirectory) } })
    func missingHomeIsReportedByStores() {
        #expect(throws: PersistenceError.noHomeDirectory) {
            try Container.shared.preferences().save(true, for: .hasAcceptedTermsOfService)
        }
        #expect(throws: PersistenceError.noHomeDirectory) {
            try Container.shared.securePersistence().load(.wallet, as: String.self)
        }
        #expect(throws: PersistenceError.noHomeDirectory) {
            try Container.shared.securePersistence().delete(.pincode)
        }
        #expect(Container.shared.preferences().storage.location == "(no directory)")
    }

    @Test("the default paths come from this process's environment")
    func defaultPathsFromEnvironment() {
        let expected = Result { () throws(PersistenceError) in
            try ZhipPaths.resolve(explicitHome: nil, environment: ProcessInfo.processInfo.environment)
        }

        let resolved = Container().zhipPaths()

        #expect(resolved == expected)
    }

    @Test("ImmediateClock returns from sleep at once and moves its time forward by what was asked")
    func immediateClockSleeps() async throws {
        let clock = ImmediateClock()

        try await clock.sleep(for: .seconds(30))
        try await clock.sleep(for: .milliseconds(1500))

        #expect(clock.elapsed == .milliseconds(31_500))
        #expect(clock.sleeps == [.seconds(30), .milliseconds(1500)])
    }

    @Test("ImmediateClock moves forward when advanced without sleeping")
    func immediateClockAdvances() {
        let clock = ImmediateClock()
        let start = clock.now

        clock.advance(by: .seconds(5))

        #expect(clock.now - start == .seconds(5))
        #expect(clock.sleeps.isEmpty)
    }

    @Test("ImmediateClock's sleep throws when the task is cancelled, like a real sleep")
    func immediateClockCancellation() async {
        let clock = ImmediateClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeps.isEmpty)
    }

    @Test("the system clock never runs backwards")
    func systemClockIsMonotonic() {
        let clock = SystemClock()

        let first = clock.now
        let second = clock.now

        #expect(second >= first)
    }

    @Test("the system clock's sleep throws when the task is cancelled")
    func systemClockCancellation() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await SystemClock().sleep(for: .seconds(60))
        }

        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("the system date provider answers the current date")
    func systemDateProvider() {
        let before = Date()

        let now = SystemDateProvider().now

        #expect(now >= before)
        #expect(now <= Date())
    }

    @Test(
        "scopes describe themselves by name",
        arguments: [(Scope.unique, "unique"), (.cached, "cached"), (.perContainer, "perContainer")])
    func scopeDescriptions(scope: Scope, name: String) {
        #expect(scope.description == name)
    }

    @Test("FixedDateProvider answers a date set later")
    func fixedDateProviderSet() {
        let dates = FixedDateProvider(Date(timeIntervalSince1970: 0))

        dates.set(Date(timeIntervalSince1970: 42))

        #expect(dates.now == Date(timeIntervalSince1970: 42))
    }

    @Test("FixedDateProvider answers its date until moved")
    func fixedDateProvider() {
        let dates = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))

        let first = dates.now
        dates.advance(by: 300)

        #expect(first == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dates.now == Date(timeIntervalSince1970: 1_700_000_300))
    }

    @Test(
        "a registered FixedDateProvider is what code resolving dateProvider sees",
        .container { $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 0)) } })
    func registeredDateProvider() {
        #expect(Container.shared.dateProvider().now == Date(timeIntervalSince1970: 0))
    }
}
