import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit

/// A command whose change of a stored list could not be saved, because another writer always
/// saved first (``ConflictingStorageBackend``), says so and exits 1: never exit 0 with the change lost.
@Suite(
    "zhip-cli changes that another writer keeps beating",
    .container { $0.preferences.register { Preferences(storage: ConflictingStorageBackend()) } })
struct ContendedStoreTests {
    /// True when `errors` is the update's refusal: what happened and what to do next.
    static func saysNotSaved(_ errors: String) -> Bool {
        errors.contains("this change was not saved") && errors.contains("run the command again")
    }

    @Test("token add exits 1 saying the token was not saved and to run the command again")
    func tokenAdd() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")

            let result = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)

            #expect(result.code == .failure)
            #expect(Self.saysNotSaved(result.errors), "\(result.errors)")
        }
    }

    @Test("settings set explorer exits 1 saying the explorer was not saved and to run the command again")
    func explorerSet() async throws {
        let home = try TestHome()

        let result = await home.run(["settings", "set", "explorer", "https://scan.example.org", "--network", "devnet"])

        #expect(result.code == .failure)
        #expect(Self.saysNotSaved(result.errors), "\(result.errors)")
    }

    @Test("stake pools add exits 1 saying the pool was not saved and to run the command again")
    func poolAdd() async throws {
        try await withDevnet { devnet async throws in
            let pool = try devnet.control.deployPool(try PoolDeployment(kind: .nonLiquid))

            let result = await zhip(["stake", "pools", "add", "0x" + pool.address.hex] + devnet.networkArguments)

            #expect(result.code == .failure)
            #expect(Self.saysNotSaved(result.errors), "\(result.errors)")
        }
    }
}
