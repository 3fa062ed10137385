import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `settings`, `settings get` and `settings set`, in-process, each test in its own container
/// and home.
@Suite("zhip-cli settings", .container)
struct SettingsCommandTests {
    /// The `network` object of settings JSON.
    private func network(_ json: [String: Any]) throws -> Network.Forms {
        let object = try #require(json["network"] as? [String: Any])
        return Network.Forms(
            name: object["name"] as? String, chainID: object["chainID"] as? Int, url: object["url"] as? String)
    }

    @Test("settings --json on a new home: every setting, unset ones null")
    func fresh() async throws {
        let home = try TestHome()
        let result = await home.run(["settings", "--json"])
        #expect(result.code == .success)
        let json = try result.json()
        #expect(json.keys.sorted() == SettingKey.allCases.map(\.rawValue).sorted())
        #expect(try network(json) == Network.Forms(name: "mainnet", chainID: 1, url: "https://api.zilliqa.com"))
        #expect(json["crash-reporting"] is NSNull)
        #expect(json["cached-balance"] is NSNull)
        #expect(json["terms-accepted"] as? Bool == false)
        #expect(json["ecc-warning-accepted"] as? Bool == false)
        #expect(json["pincode-set"] as? Bool == false)
    }

    @Test("settings for people: one labelled line per setting")
    func human() async throws {
        let home = try TestHome()
        let result = await home.run(["settings"])
        #expect(
            result.output
                == LabelledLines.format([
                    ("network", "mainnet (chain 1, https://api.zilliqa.com)"), ("crash-reporting", "not answered"),
                    ("terms-accepted", "no"), ("ecc-warning-accepted", "no"), ("pincode-set", "no"),
                    ("cached-balance", "none"), ("explorer", "https://otterscan.zilliqa.com"),
                    ("name-resolver", "0x2b6a7953c510392aE88c7C302a984460Daa8AF24"),
                ]))
    }

    @Test("set network testnet is saved in the home and read back")
    func setNetworkByName() async throws {
        let home = try TestHome()
        let set = await home.run(["settings", "set", "network", "TestNet"])
        #expect(set.code == .success)
        #expect(set.output == "network: testnet (chain 333, https://api.testnet.zilliqa.com)\n")
        let saved = Preferences(storage: ZhipPaths(home: home.path).preferencesStorage())
        #expect(try saved.load(.network, as: NetworkPreference.self) == .named("testnet"))
    }

    @Test("set network URL --chain-id saves a custom node")
    func setNetworkByURL() async throws {
        let home = try TestHome()
        let set = await home.run(["settings", "set", "network", "http://127.0.0.1:5555", "--chain-id", "222", "--json"])
        #expect(set.code == .success)
        #expect(
            try network(set.json())
                == Network.Forms(name: "http://127.0.0.1:5555", chainID: 222, url: "http://127.0.0.1:5555"))
    }

    @Test("--chain-id takes the EVM chain id too, saving the Zilliqa one it names")
    func setNetworkByEVMChainID() async throws {
        let home = try TestHome()
        let set = await home.run([
            "settings", "set", "network", "http://127.0.0.1:5555", "--chain-id", "32990", "--json",
        ])
        #expect(set.code == .success)
        #expect(try network(set.json()).chainID == 222)
    }

    @Test(
        "bad network values are usage errors and change nothing",
        arguments: [
            ["moonnet"], ["http://127.0.0.1:5555"], ["testnet", "--chain-id", "333"],
            ["ftp://example.com", "--chain-id", "1"],
        ])
    func setNetworkUsage(_ arguments: [String]) async throws {
        let home = try TestHome()
        let result = await home.run(["settings", "set", "network"] + arguments)
        #expect(result.code == .usageError)
        let network = try #require(try await home.setting("network") as? [String: Any])
        #expect(network["name"] as? String == "mainnet")
    }

    @Test("set crash-reporting yes and no are saved", arguments: [("yes", "yes"), ("No", "no")])
    func setCrashReporting(_ value: String, _ expected: String) async throws {
        let home = try TestHome()
        let result = await home.run(["settings", "set", "crash-reporting", value])
        #expect(result.code == .success)
        #expect(result.output == "crash-reporting: \(expected)\n")
        #expect(try await home.setting("crash-reporting") as? String == expected)
    }

    @Test("set crash-reporting to anything but yes or no is a usage error")
    func setCrashReportingUsage() async throws {
        let home = try TestHome()
        let result = await home.run(["settings", "set", "crash-reporting", "maybe"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: crash-reporting is yes or no, not 'maybe'"))
    }

    @Test("a read-only setting cannot be set")
    func setReadOnly() async throws {
        let home = try TestHome()
        let result = await home.run(["settings", "set", "terms-accepted", "yes"])
        #expect(result.code == .usageError)
        #expect(
            result.errors.hasPrefix(
                "Error: terms-accepted is read-only here: 'settings set' changes network or crash-reporting"))
    }

    @Test(
        "an unknown setting is a usage error listing the settings",
        arguments: [
            ["get", "colour"], ["set", "colour", "blue"],
        ])
    func unknownKey(_ arguments: [String]) async throws {
        let home = try TestHome()
        let result = await home.run(["settings"] + arguments)
        #expect(result.code == .usageError)
        #expect(
            result.errors.hasPrefix(
                "Error: there is no setting 'colour': the settings are network, crash-reporting, terms-accepted, "
                    + "ecc-warning-accepted, pincode-set, cached-balance, explorer, name-resolver\n"))
    }

    @Test("get cached-balance shows the balance ZhipCore cached and when")
    func cachedBalance() async throws {
        let home = try TestHome()
        let paths = ZhipPaths(home: home.path)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let preferences = Preferences(storage: paths.preferencesStorage())
        try preferences.save(try Amount("1234.5", unit: .zil), for: .cachedBalance)
        try preferences.save(date, for: .balanceWasUpdatedAt)
        try preferences.save(NetworkPreference.named("mainnet"), for: .cachedBalanceNetwork)
        let result = await home.run(["settings", "get", "cached-balance", "--json"])
        #expect(result.code == .success)
        #expect(
            try result.json()["cached-balance"] as? [String: String]
                == ["qa": "1234500000000000", "zil": "1234.5", "updatedAt": "2023-11-14T22:13:20Z"])
    }

    @Test("get pincode-set follows pincode set")
    func pincodeSet() async throws {
        let home = try TestHome()
        #expect(await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": "0258"]).code == .success)
        #expect(await home.run(["settings", "get", "pincode-set"]).output == "pincode-set: yes\n")
    }
}

extension Network {
    /// The fields of a network in settings JSON, for comparing.
    struct Forms: Equatable {
        let name: String?
        let chainID: Int?
        let url: String?
    }
}
