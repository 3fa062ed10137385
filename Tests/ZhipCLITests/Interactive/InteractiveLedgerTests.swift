import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// The interactive app with a Ledger: onboarding's "Use a Ledger" reads the account from the
/// recorded Ethereum app and the app opens on the Ledger wallet's home.
@Suite("Interactive app: a Ledger", .container)
struct InteractiveLedgerTests {
    @Test("onboarding's Use a Ledger saves the device's account; the home shows it, its path and its balance")
    func onboardingWithALedger() async throws {
        let home = try TemporaryDirectory()
        let device = try RecordedLedgerDevice(records: ["get_app_and_version", "get_address_m44_60_0_0_0"])
        let account = try EVMAddress("0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D")
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.chainID = 1
        configuration.genesis = [
            GenesisAccount(address: try Address(bytes: account.bytes), balance: try Wallets.zil("1000"))
        ]
        let homePath = home.path
        try await Devnet.withRunning(configuration) { devnet in
            let network = try Network.custom(url: devnet.url, chainID: 1)
            Container.shared.zhipPaths.register {
                Result { () throws(PersistenceError) in
                    try ZhipPaths.resolve(explicitHome: homePath, environment: [:])
                }
            }
            Container.shared.network.register { .success(network) }
            Container.shared.networkDidChange()
            Container.shared.ledgerConnector.register { LedgerConnector { device } }
            // Welcome, the terms, crash reporting (opt out), the ECC warning, Use a Ledger, Ledger Live's
            // path at index 0, no PIN; then Quit on the Ledger wallet's home.
            let terminal = await ScriptedTerminal(["", "y", "y", "2", "y", "4", "1", "", "", "5"])

            await InteractiveApp.run(ui: terminal)

            let output = await terminal.output
            #expect(output.contains("Use a Ledger"))
            #expect(output.contains("EVM address: " + account.checksummed), "\(output)")
            #expect(output.contains("Account 1, m/44'/60'/0'/0/0"))
            #expect(output.contains("Balance: 1000 ZIL"), "\(output)")
            #expect(try Container.shared.ledgerWalletUseCase().load()?.currentAccount.address == account)
            #expect(device.unrecorded.isEmpty)
        }
    }
}
