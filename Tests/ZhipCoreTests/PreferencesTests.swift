import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("Preferences on disk: every key round-trips through preferences.json")
struct PreferencesTests {
    @Test(
        "each yes/no preference reads back what was saved",
        arguments: [
            PreferencesKey.hasAcceptedTermsOfService, .hasAcceptedCustomECCWarning,
            .hasAnsweredCrashReportingQuestion, .hasAcceptedCrashReporting, .skipPincodeSetup,
        ], [true, false])
    func boolRoundTrip(key: PreferencesKey, value: Bool) async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            try Preferences(storage: paths.preferencesStorage()).save(value, for: key)

            let loaded = try Preferences(storage: paths.preferencesStorage()).load(key, as: Bool.self)

            #expect(loaded == value)
        }
    }

    @Test("the cached balance reads back exactly and is stored as a Qa string")
    func cachedBalanceRoundTrip() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let balance = Amount(qa: UInt128.max - 1)
            try Preferences(storage: paths.preferencesStorage()).save(balance, for: .cachedBalance)

            let loaded = try Preferences(storage: paths.preferencesStorage()).load(.cachedBalance, as: Amount.self)

            let text = try String(contentsOfFile: paths.configDirectory + "/preferences.json", encoding: .utf8)
            #expect(loaded == balance)
            #expect(text.contains("\"340282366920938463463374607431768211454\""))
        }
    }

    @Test("the balance's update time reads back as the same instant, fractions of a second included")
    func balanceDateRoundTrip() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            let date = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456_7)
            try Preferences(storage: paths.preferencesStorage()).save(date, for: .balanceWasUpdatedAt)

            let loaded = try Preferences(storage: paths.preferencesStorage()).load(.balanceWasUpdatedAt, as: Date.self)

            #expect(loaded == date)
        }
    }

    @Test(
        "a network chosen by name or by URL and chain id reads back",
        arguments: [
            NetworkPreference.named("mainnet"), .named("testnet"),
            .custom(url: "http://127.0.0.1:5555/", chainID: 222),
        ])
    func networkRoundTrip(network: NetworkPreference) async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            try Preferences(storage: paths.preferencesStorage()).save(network, for: .network)

            let loaded = try Preferences(storage: paths.preferencesStorage()).load(.network, as: NetworkPreference.self)

            #expect(loaded == network)
        }
    }

    @Test("the network is stored as a small readable object")
    func networkShape() throws {
        let storage = InMemoryStorageBackend()
        try Preferences(storage: storage).save(NetworkPreference.named("testnet"), for: .network)

        let data = try #require(try storage.data(forKey: "network"))

        #expect(String(decoding: data, as: UTF8.self) == #"{"name":"testnet"}"#)
    }

    @Test("a network object with neither a name nor a URL is refused")
    func networkWithoutFields() throws {
        let storage = InMemoryStorageBackend(["network": Data(#"{"chainID":1}"#.utf8)])

        #expect(throws: PersistenceError.self) {
            try Preferences(storage: storage).load(.network, as: NetworkPreference.self)
        }
    }

    @Test("saving one preference keeps all the others")
    func savingKeepsOthers() async throws {
        try await withTemporaryDirectory { home in
            let preferences = Preferences(storage: ZhipPaths(home: home).preferencesStorage())
            try preferences.save(true, for: .hasAcceptedTermsOfService)
            try preferences.save(Amount(qa: 42), for: .cachedBalance)

            try preferences.save(NetworkPreference.named("testnet"), for: .network)

            #expect(try preferences.load(.hasAcceptedTermsOfService, as: Bool.self) == true)
            #expect(try preferences.load(.cachedBalance, as: Amount.self) == Amount(qa: 42))
        }
    }
}
