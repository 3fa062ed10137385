import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// Tokens in the `--state` file: contracts, their balances and allowances, the address counter and
/// receipts' logs survive a save and a load.
@Suite("Modelled tokens in the state file")
struct TokenStateFileTests {
    @Test("a saved ledger with a ZRC-2 token, a transfer and an approval restores them whole")
    func roundTrip() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let (handler, ledger, token) = try TokenFixture.chain(zrc2: true)
        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"))
        _ = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "approveCarol500"), nonce: 1)

        try file.save(ledger.snapshot())
        let restored = try Ledger(rules: ledger.rules, snapshot: try #require(try file.load()))
        let restoredHandler = JSONRPCHandler(methods: DevnetMethods(ledger: restored))

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(
            TokenFixture.balance(restoredHandler, token.address, EthFixture.bob)
                == (try TokenFixture.hex("returns", "uint250000000")))
        let hash = try #require(receipt["transactionHash"])
        #expect(
            EthFixture.call(restoredHandler, "eth_getTransactionReceipt", [hash])["result"]?["logs"] == receipt["logs"])
        #expect(restored.zrc2Token(at: try #require(token.legacyAddress)) != nil)
        #expect(try restored.deploy(TokenFixture.deployment()).address.hex == (try TokenFixture.address("token2")).hex)
    }
}
