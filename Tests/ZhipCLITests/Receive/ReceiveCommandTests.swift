import ChildProcesses
import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

@Suite("zhip-cli receive", .container)
struct ReceiveCommandTests {
    /// Saves `wallet` in the home at `home`, as ZhipCore's wallet storage does.
    static func save(_ wallet: Wallet = TestWallets.wallet, in home: String) throws {
        let paths = ZhipPaths(home: home)
        try DefaultWalletUseCase(securePersistence: SecurePersistence(storage: paths.secureStorage())).save(
            wallet: wallet)
    }

    static let bech32 = TestWallets.wallet.address.bech32
    static let noColour = ["NO_COLOR": "1"]

    /// The receive command in a temp home holding the test wallet.
    static func receive(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLIResult {
        try await withTemporaryDirectory { home in
            try save(in: home)
            return await zhip(["receive", "--home", home] + arguments, environment: environment)
        }
    }

    @Test("--json gives the saved wallet's address, no amount, Zhip's link and the QR payload")
    func json() async throws {
        let result = try await Self.receive(["--json"])
        #expect(result.code == .success)
        let object = try result.json()
        #expect(try result.jsonAddress() == AddressForms(TestWallets.wallet.address).dictionary)
        #expect(object["amount"] is NSNull)
        #expect(object["link"] as? String == "https://zhip.app/send?to=\(Self.bech32)")
        #expect(object["qr"] as? String == "zilliqa://\(Self.bech32)")
        #expect(result.errors.isEmpty)
    }

    @Test("--amount puts the exact amount in Qa into the link and the payload")
    func amount() async throws {
        let result = try await Self.receive(["--amount", "1.5", "--json"])
        let object = try result.json()
        #expect(object["amount"] as? [String: String] == ["qa": "1500000000000", "zil": "1.5"])
        #expect(object["link"] as? String == "https://zhip.app/send?to=\(Self.bech32)&amount=1500000000000")
        #expect(object["qr"] as? String == "zilliqa://\(Self.bech32)?amount=1500000000000")
    }

    @Test("the text form shows labelled lines and no QR code without --qr")
    func text() async throws {
        let result = try await Self.receive(["--amount", "2"])
        #expect(result.code == .success)
        #expect(
            result.output == """
                address:     \(Self.bech32)
                checksummed: \(TestWallets.wallet.address.checksummed)
                amount:      2 ZIL
                link:        https://zhip.app/send?to=\(Self.bech32)&amount=2000000000000
                qr:          zilliqa://\(Self.bech32)?amount=2000000000000

                """)
    }

    @Test("--qr draws the payload's code after the lines; without colours the light modules are drawn")
    func qr() async throws {
        let result = try await Self.receive(["--qr"], environment: Self.noColour)
        let expected = try TerminalQRCode(payload: "zilliqa://\(Self.bech32)").lines(palette: .lightModulesDrawn)
        #expect(result.code == .success)
        #expect(result.output.hasSuffix("\n\n" + expected.joined(separator: "\n") + "\n"))
    }

    @Test("--qr --invert draws the dark modules instead")
    func inverted() async throws {
        let result = try await Self.receive(["--qr", "--invert"], environment: Self.noColour)
        let expected = try TerminalQRCode(payload: "zilliqa://\(Self.bech32)").lines(palette: .darkModulesDrawn)
        #expect(result.output.hasSuffix("\n\n" + expected.joined(separator: "\n") + "\n"))
    }

    @Test("--json with --qr prints only the JSON object, the payload in it, no drawing")
    func jsonWithQR() async throws {
        let result = try await Self.receive(["--qr", "--json"], environment: Self.noColour)
        #expect(try result.json()["qr"] as? String == "zilliqa://\(Self.bech32)")
        #expect(!result.output.contains("█"))
    }

    @Test("--address receives at another address without any wallet (watch-only)")
    func watchOnly() async throws {
        let result = try await withTemporaryDirectory { home in
            await zhip(["receive", "--home", home, "--address", KnownKey.checksummed, "--amount", "3", "--json"])
        }
        #expect(result.code == .success)
        #expect(try result.jsonAddress() == KnownKey.addressForms)
        #expect(try result.json()["qr"] as? String == "zilliqa://\(KnownKey.bech32)?amount=3000000000000")
    }

    @Test("without a saved wallet or --address: exit 1 and one error line saying what to do")
    func noWallet() async throws {
        let result = try await withTemporaryDirectory { home in await zhip(["receive", "--home", home]) }
        #expect(result.code == .failure)
        #expect(result.output.isEmpty)
        #expect(
            result.errors
                == "Error: No wallet is saved: set up or restore a wallet to receive funds; or give --address ADDRESS "
                + "to show another address\n")
    }

    @Test("an unreadable saved wallet is exit 1 with ZhipCore's reason, not a crash")
    func unreadableWallet() async throws {
        let result = try await withTemporaryDirectory { home in
            try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
            try Data(#"{"wallet": 42}"#.utf8).write(to: URL(fileURLWithPath: home + "/data/secure.json"))
            return await zhip(["receive", "--home", home])
        }
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: ") && result.errorLineCount == 1)
    }

    @Test("an amount that is not a number is a usage error with the view model's message")
    func notANumber() async throws {
        let result = try await Self.receive(["--amount", "lots"])
        #expect(result.code == .usageError)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.hasPrefix(
                "Error: --amount is not an amount to request in ZIL (e.g. 1.5): String not a number\n"))
    }

    @Test("a zero amount is refused: at least 1 Qa")
    func zero() async throws {
        let result = try await Self.receive(["--amount", "0"])
        #expect(result.code == .usageError)
        #expect(result.errors.contains("Must be at least 0.000000000001 ZIL"))
    }

    @Test("more than 12 decimals is refused, not rounded")
    func tooPrecise() async throws {
        let result = try await Self.receive(["--amount", "0.0000000000001"])
        #expect(result.code == .usageError)
        #expect(result.errors.contains("At most 12 decimals in ZIL"))
    }

    @Test("an --address that is no address is a usage error that does not repeat it")
    func badAddress() async throws {
        let result = await zhip(["receive", "--address", "0E891B9DFF485000C7D1DC22ECF3A583CC50"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --address is not a Zilliqa address: "))
        #expect(!result.errors.contains("0E891B9DFF485000C7D1DC22ECF3A583CC50"))
    }

    @Test("--invert without --qr is a usage error")
    func invertAlone() async throws {
        let result = await zhip(["receive", "--address", KnownKey.bech32, "--invert"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --invert changes how --qr draws"))
    }

    @Test("the built binary reads the wallet from ZHIP_HOME and prints one JSON object")
    func binaryWithZhipHome() async throws {
        try await withTemporaryDirectory { home in
            try Self.save(in: home)
            let result = try await EndToEndTests.run(["receive", "--json"], environment: ["ZHIP_HOME": home])
            #expect(result.status == 0)
            #expect(result.errors.isEmpty)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect(object["qr"] as? String == "zilliqa://\(Self.bech32)")
        }
    }

    @Test("the built binary exits 1 for an empty home")
    func binaryEmptyHome() async throws {
        try await withTemporaryDirectory { home in
            let result = try await EndToEndTests.run(["receive", "--home", home])
            #expect(result.status == 1)
            #expect(result.output.isEmpty && result.errors.hasPrefix("Error: No wallet is saved"))
        }
    }
}

extension AddressForms {
    /// The JSON object of these forms.
    var dictionary: [String: String] { ["bech32": bech32, "checksummed": checksummed, "hex": hex] }
}
