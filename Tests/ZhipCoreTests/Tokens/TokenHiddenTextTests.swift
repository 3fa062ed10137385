import Testing
import ZhipCore
import ZilliqaKit

/// A contract's text that shows as nothing, acts on a terminal, or spells an address: what is
/// removed, what is said, and what is marked.
@Suite("Token text: hidden characters and addresses")
struct TokenHiddenTextTests {
    @Test(
        "blank and invisible characters are removed and said: U+2800, the Hangul fillers, other default-ignorables",
        arguments: ["\u{2800}", "\u{3164}", "\u{115F}", "\u{1160}", "\u{FFA0}", "\u{034F}", "\u{180B}", "\u{FE0F}"])
    func invisiblesRemoved(invisible: String) {
        let cleaning = TokenText.cleaning("US\(invisible)DT", limit: 11)

        #expect(cleaning.text == "USDT")
        #expect(cleaning.hadHiddenCharacters)
    }

    @Test("combining marks stacked on ASCII letters are removed: US̶DT shows as USDT")
    func overlaysOnASCIIRemoved() {
        let cleaning = TokenText.cleaning("US\u{0336}D\u{0335}\u{0338}T", limit: 11)

        #expect(cleaning.text == "USDT")
        #expect(cleaning.hadHiddenCharacters)
    }

    @Test("marks of other scripts, and accents that compose, are kept")
    func otherMarksKept() {
        #expect(TokenText.cleaning("caf\u{0065}\u{0301}", limit: 64).text == "café")
        let hindi = TokenText.cleaning("हिन्दी", limit: 64)
        #expect(hindi.text == "हिन्दी")
        #expect(!hindi.hadHiddenCharacters)
    }

    @Test(
        "escape sequences go whole: CSI, OSC ended by BEL or ST, and their 8-bit forms",
        arguments: [
            "\u{1B}[31mUSDC", "\u{1B}[1;38;5;196mUSDC\u{1B}[0m", "\u{1B}]0;title\u{07}USDC",
            "\u{1B}]8;;http://x\u{1B}\\USDC",
            "\u{9B}31mUSDC", "\u{1B}(BUSDC",
        ])
    func escapeSequencesRemoved(hostile: String) {
        let cleaning = TokenText.cleaning(hostile, limit: 11)

        #expect(cleaning.text == "USDC")
        #expect(cleaning.hadHiddenCharacters)
    }

    @Test("other blanks become one space; plain text has nothing hidden")
    func blanksFolded() {
        #expect(TokenText.cleaning("Tether\u{3000}\u{00A0}USD", limit: 64).text == "Tether USD")
        #expect(!TokenText.cleaning("Tether USD", limit: 64).hadHiddenCharacters)
    }

    @Test("text shaped like an address is found: 0x and four hex digits, zil1 and six characters")
    func addressShapes() {
        #expect(TokenText.showsAnAddress("USDT (0xdAC17F…)"))
        #expect(TokenText.showsAnAddress("send to zil1qqqqqq"))
        #expect(!TokenText.showsAnAddress("Tether USD"))
        #expect(!TokenText.showsAnAddress("0x"))
        #expect(!TokenText.showsAnAddress("0xABC"))
    }

    @Test("a token whose name spells an address is marked in its label; an ordinary one is not")
    func labelMarked() throws {
        let contract = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        let posing = try Token(
            contract: contract, symbol: "USDT", name: "Tether USD (0xdAC17F958D2ee523)", decimals: 6, evmChainID: 1)
        let plain = try Token(contract: contract, symbol: "USDT", name: "Tether USD", decimals: 6, evmChainID: 1)

        #expect(posing.label.hasSuffix(Token.addressMark))
        #expect(plain.label == "USDT (\(contract.checksummed))")
    }

    @Test("a contract's metadata says when its text had hidden characters")
    func metadataSaysHidden() throws {
        let contract = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        let hidden = TokenMetadata(
            contract: contract, evmChainID: 1, name: "Tether", symbol: "U\u{2800}SDT", decimals: 6)
        let plain = TokenMetadata(contract: contract, evmChainID: 1, name: "Tether", symbol: "USDT", decimals: 6)

        #expect(hidden.hadHiddenCharacters)
        #expect(!plain.hadHiddenCharacters)
    }
}
