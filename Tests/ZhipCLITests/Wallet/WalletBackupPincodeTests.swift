import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// `wallet backup --reveal-private-key` and `--format ethereum` behind the app's pincode, as
/// `--reveal-recovery-phrase` is: in-process, each test in its own container and home holding
/// alice's wallet. Every expectation on a secret compares it to a boolean, so that a failure
/// never prints one.
@Suite("zhip-cli wallet backup: the pincode guards every reveal of the key", .container)
struct WalletBackupPincodeTests {
    private static let pincode = "0739"

    /// The password, and the pincode `pincode`.
    private static func environment(pincode: String) -> [String: String] {
        Wallets.environment.merging(["ZHIP_PINCODE": pincode]) { $1 }
    }

    /// The two commands that unlock the key.
    private static let reveals = [
        ["wallet", "backup", "--reveal-private-key", "--json"],
        ["wallet", "backup", "--format", "ethereum", "--json"],
    ]

    /// A home holding alice's wallet with the app's pincode set.
    private func aliceHomeWithPincode() async throws -> TestHome {
        let home = try TestHome()
        try await home.restoreAlice()
        let set = await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": Self.pincode])
        try #require(set.code == .success)
        return home
    }

    /// True when `result` shows nothing of the key: neither the private key nor a keystore.
    private func showsNoSecret(_ result: CLIResult) -> Bool {
        !result.everything.lowercased().contains(KnownKey.privateKey.lowercased())
            && !result.everything.contains("ciphertext")
    }

    @Test(
        "during a pincode lockout both reveals are refused, even with the right pincode, and nothing secret is printed",
        .container { $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) } })
    func refusedDuringLockout() async throws {
        // Arrange
        let home = try await aliceHomeWithPincode()
        for _ in 1...3 { _ = await home.run(["pincode", "remove"], environment: ["ZHIP_PINCODE": "0000"]) }
        // Act
        var results: [CLIResult] = []
        for reveal in Self.reveals {
            results.append(await home.run(reveal, environment: Self.environment(pincode: Self.pincode)))
        }
        // Assert
        for result in results {
            #expect(result.code == .failure)
            #expect(result.errors.contains("Too many incorrect PINs"), "\(result.errors)")
            #expect(result.errors.contains("Nothing was revealed"))
            #expect(showsNoSecret(result))
        }
    }

    @Test("with a pincode set, a wrong one refuses both reveals and counts towards the lockout")
    func wrongPincodeRefused() async throws {
        // Arrange
        let home = try await aliceHomeWithPincode()
        // Act
        let key = await home.run(Self.reveals[0], environment: Self.environment(pincode: "0000"))
        let ethereum = await home.run(Self.reveals[1], environment: Self.environment(pincode: "0000"))
        // Assert
        #expect(key.code == .failure)
        #expect(key.errors.contains("2 attempts left"), "\(key.errors)")
        #expect(ethereum.code == .failure)
        #expect(ethereum.errors.contains("1 attempt"), "\(ethereum.errors)")
        #expect(showsNoSecret(key) && showsNoSecret(ethereum))
    }

    @Test("with a pincode set, the right one and the password reveal the key")
    func rightPincodeReveals() async throws {
        // Arrange
        let home = try await aliceHomeWithPincode()
        // Act
        let result = await home.run(Self.reveals[0], environment: Self.environment(pincode: Self.pincode))
        // Assert
        #expect(result.code == .success, "\(result.errors)")
        let isTheKey = (try result.json()["privateKey"] as? String)?.lowercased() == KnownKey.privateKey.lowercased()
        #expect(isTheKey)
    }
}
