import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

@testable import ZhipCLI

/// `pincode set` and `pincode remove`, in-process, each test in its own container and home.
@Suite("zhip-cli pincode", .container)
struct PincodeCommandTests {
    private static let pincode = ["ZHIP_PINCODE": "0739"]

    private func isSet(_ home: TestHome) async throws -> Bool {
        let value = try await home.setting("pincode-set")
        return try #require(value as? Bool)
    }

    @Test("set from ZHIP_PINCODE: the pincode is set, and never printed")
    func setFromEnvironment() async throws {
        let home = try TestHome()
        let result = await home.run(["pincode", "set", "--json"], environment: Self.pincode)
        #expect(result.code == .success)
        #expect(try result.json()["pincodeSet"] as? Bool == true)
        #expect(!result.everything.containsStandalone("0739"))
        #expect(try await isSet(home))
    }

    @Test("set from --pincode-file")
    func setFromFile() async throws {
        let home = try TestHome()
        let file = try home.directory.write("pin.txt", "0739\n")
        let result = await home.run(["pincode", "set", "--pincode-file", file])
        #expect(result.code == .success)
        #expect(result.output == "pincode: set\n")
        #expect(try await isSet(home))
    }

    @Test("set on a terminal asks twice without echo; two different pincodes set nothing")
    func setMismatch() async throws {
        let home = try TestHome()
        let result = await home.run(["pincode", "set"], input: ["0739", "0738"], terminal: true)
        #expect(result.code == .failure)
        #expect(result.echoModes == [false, false])
        #expect(result.errors.hasSuffix("Error: the repeated pincode: PIN does not match; nothing was changed\n"))
        #expect(try await !isSet(home))
    }

    @Test("set with something that is not four digits: ZhipCore's message, nothing set")
    func setNotFourDigits() async throws {
        let home = try TestHome()
        let result = await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": "73a1"])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: the pincode: PIN is 4 digits (0-9).; nothing was changed\n")
        #expect(try await !isSet(home))
    }

    @Test("set while a pincode is set: exit 1, the old one still unlocks")
    func setTwice() async throws {
        let home = try TestHome()
        #expect(await home.run(["pincode", "set"], environment: Self.pincode).code == .success)
        let again = await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": "0111"])
        #expect(again.code == .failure)
        #expect(again.errors.hasPrefix("Error: a pincode is already set"))
        #expect(await home.run(["pincode", "remove"], environment: Self.pincode).code == .success)
    }

    @Test("set without a pincode source and no terminal is a usage error")
    func setWithoutSource() async throws {
        let home = try TestHome()
        let result = await home.run(["pincode", "set"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: no pincode given: use --pincode-file FILE, set the ZHIP_PINCODE"))
    }

    @Test("remove with the right pincode removes it")
    func remove() async throws {
        let home = try TestHome()
        #expect(await home.run(["pincode", "set"], environment: Self.pincode).code == .success)
        let result = await home.run(["pincode", "remove", "--json"], environment: Self.pincode)
        #expect(result.code == .success)
        #expect(try result.json()["pincodeSet"] as? Bool == false)
        #expect(try await !isSet(home))
    }

    @Test("remove with a wrong pincode: exit 1, how many tries are left, the pincode stays")
    func removeWrong() async throws {
        let home = try TestHome()
        #expect(await home.run(["pincode", "set"], environment: Self.pincode).code == .success)
        let result = await home.run(["pincode", "remove"], environment: ["ZHIP_PINCODE": "0000"])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: Incorrect PIN, 2 attempts left before a pause. The pincode stays set.\n")
        #expect(try await isSet(home))
    }

    @Test(
        "after three wrong pincodes a lockout is reported with its end time, and even the right one is refused",
        // A fixed clock: on a loaded machine a second can pass between the lockout and its message.
        .container { $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) } })
    func lockout() async throws {
        let home = try TestHome()
        #expect(await home.run(["pincode", "set"], environment: Self.pincode).code == .success)
        var last: CLIResult?
        for _ in 1...3 { last = await home.run(["pincode", "remove"], environment: ["ZHIP_PINCODE": "0000"]) }
        let third = try #require(last)
        #expect(third.code == .failure)
        #expect(third.errors.hasPrefix("Error: Too many incorrect PINs. Try again in 30 seconds (at "))
        let right = await home.run(["pincode", "remove"], environment: Self.pincode)
        #expect(right.code == .failure)
        #expect(right.errors.hasPrefix("Error: Too many incorrect PINs. Try again in "))
        #expect(right.errors.contains("(at "))
        #expect(try await isSet(home))
    }

    @Test("remove without a pincode set: exit 1")
    func removeNone() async throws {
        let home = try TestHome()
        let result = await home.run(["pincode", "remove"], environment: Self.pincode)
        #expect(result.code == .failure)
        #expect(result.errors == "Error: no pincode is set: nothing to remove\n")
    }
}
