import CommandLineKit
import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@Suite("zhip-cli tx send --wait across an era switch", .container)
struct TxEraSwitchTests {
    @Test("a payment taken and then dropped when the network switches legacy transfers off exits 2: never mined")
    func droppedAtTheSwitch() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let signed = await zhip(
                [
                    "tx", "sign", "--account", "legacy", "--keystore", file, "--to", Wallets.bob.address.bech32,
                    "--amount", "1.5", "--nonce", "1", "--out", out,
                ] + devnet.networkArguments, environment: Wallets.environment)
            try #require(signed.code == .success)
            let ledger = devnet.ledger
            let clock = EventClock { ledger.setEras(EraSchedule(.disabled)) }
            Container.shared.clock.register { clock }

            let result = await zhip(["tx", "send", out, "--wait"] + devnet.networkArguments)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("will never be mined"))
            #expect(result.errors.contains("nothing moved, neither the amount nor the fee"))
            #expect(devnet.balance(of: Wallets.bob) == .zero)
        }
    }
}
