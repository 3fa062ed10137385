import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// `token add` of a contract whose text hides characters or spells an address, on zhip-devnet.
@Suite(
    "zhip-cli token add: hidden characters and addresses in a contract's text",
    .container { $0.preferences.register { .inMemory() } })
struct TokenHiddenTextEndToEndTests {
    @Test("a symbol with a blank U+2800 is listed cleaned, and the text says the contract's had hidden characters")
    func hiddenCharactersSaid() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "U\u{2800}SDT")

            let json = await zhip(["token", "add", contract.checksummed, "--json"] + devnet.networkArguments)
            let human = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)

            #expect(json.code == .success, "\(json.errors)")
            let report = try json.json()
            #expect((report["added"] as? [String: Any])?["symbol"] as? String == "USDT")
            #expect(report["hiddenCharactersRemoved"] as? Bool == true)
            #expect(human.output.contains("the contract's name or symbol had hidden characters"), "\(human.output)")
        }
    }

    @Test("a symbol that spells an address is marked, and an ordinary token is not")
    func addressMarked() async throws {
        try await withDevnet { devnet async throws in
            let posing = try devnet.deployToken(symbol: "0xdAC17F")
            let plain = try devnet.deployToken(symbol: "TUSD")

            let marked = await zhip(["token", "add", posing.checksummed, "--json"] + devnet.networkArguments)
            let ordinary = await zhip(["token", "add", plain.checksummed, "--json"] + devnet.networkArguments)

            #expect((try marked.json()["added"] as? [String: Any])?["spellsAnAddress"] as? Bool == true)
            #expect((try ordinary.json()["added"] as? [String: Any])?["spellsAnAddress"] as? Bool == false)
            #expect((try ordinary.json())["hiddenCharactersRemoved"] as? Bool == false)
        }
    }
}
