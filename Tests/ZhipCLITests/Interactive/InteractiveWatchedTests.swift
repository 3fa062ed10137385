import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// The interactive app in a home holding only a watched account: it opens on the watched account's
/// home (no onboarding), with its balance, and Send says it is watch-only.
@Suite("Interactive app: a watched account", .container)
struct InteractiveWatchedTests {
    @Test("the app opens on the watched account: its name, both forms, its balance; Send says it is watch-only")
    func theHomeShowsTheWatchedAccount() async throws {
        let home = try TemporaryDirectory()
        let watched = try EVMAddress("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.genesis = [
            GenesisAccount(address: Address(watched), balance: try Amount("42", unit: .zil))
        ]
        let homePath = home.path
        try await Devnet.withRunning(configuration) { devnet in
            let network = try Network.custom(url: devnet.url, chainID: configuration.chainID)
            Container.shared.zhipPaths.register {
                Result { () throws(PersistenceError) in
                    try ZhipPaths.resolve(explicitHome: homePath, environment: [:])
                }
            }
            Container.shared.network.register { .success(network) }
            Container.shared.networkDidChange()
            _ = try Container.shared.watchedAccountsUseCase().watch(WatchedAddress(watched, form: .evm), name: nil)
            // Send, then Quit on the watched account's home.
            let terminal = await ScriptedTerminal(["2", "5"])

            await InteractiveApp.run(ui: terminal)

            let output = await terminal.output
            #expect(output.contains("Account: Watched 1 (watch-only)"), "\(output)")
            #expect(output.contains("Address: " + watched.checksummed + " (" + Address(watched).bech32 + ")"))
            #expect(output.contains("Balance: 42 ZIL"), "\(output)")
            #expect(output.contains("This account is watched only"), "\(output)")
            #expect(!output.contains("Terms of service"), "no onboarding")
        }
    }
}
