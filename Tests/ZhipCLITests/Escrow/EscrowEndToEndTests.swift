import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// The migration escrow end to end on a real zhip-devnet (docs/zq2-escrow.md): the lodged balance
/// after a legacy lodge in the escrow-only era.
@Suite("The migration escrow end to end on zhip-devnet", .container { $0.preferences.register { .inMemory() } })
struct EscrowEndToEndTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// Switches the devnet to the escrow-only era and lodges 5 ZIL from alice's legacy account,
    /// as a legacy transfer into the escrow, confirmed.
    func lodge(on devnet: Devnet) throws {
        devnet.ledger.setEras(EraSchedule(.escrowOnly))
        let payment = Payment(
            to: .migrationEscrow, amount: try Wallets.zil("5"), gasPrice: Wallets.minimumGasPrice, nonce: 1)
        _ = try devnet.ledger.submit(SignedTransaction.sign(payment, with: Wallets.alice, chainID: Wallets.chainID))
        _ = devnet.control.confirmNow()
    }

    @Test("balance shows what the legacy account lodged, exact, with the recovery tool's sentence")
    func balanceShowsTheLodging() async throws {
        try await withDevnet { devnet async throws in
            try lodge(on: devnet)

            let json = await zhip(["balance", Wallets.alice.address.bech32, "--json"] + devnet.networkArguments)
            let text = await zhip(["balance", Wallets.alice.address.bech32] + devnet.networkArguments)

            #expect(json.code == .success, "\(json.errors)")
            let escrow = try #require(try json.json()["escrow"] as? [String: Any])
            #expect(escrow["lodged"] as? [String: String] == ["wei": "5000000000000000000", "zil": "5"])
            #expect(text.output.contains("5 ZIL lodged in the migration escrow"), "\(text.output)")
            #expect(text.output.contains("Zilliqa's official recovery tool"))
        }
    }

    @Test("a node with no escrow answer is said so, and the ZIL balance is still shown")
    func noEscrowAnswer() async throws {
        let node = try HostileNode(.result(#"{"balance":"5000000000000","nonce":3}"#))
        defer { node.stop() }

        let result = await zhip(["balance", KnownKey.hex, "--network", node.url.absoluteString, "--chain-id", "1"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.contains("balance:     5 ZIL"), "\(result.output)")
        #expect(result.output.contains("no answer from the migration escrow"), "\(result.output)")
    }
}
