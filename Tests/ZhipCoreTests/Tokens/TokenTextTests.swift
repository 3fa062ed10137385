import Testing
import ZhipCore

/// A token's name and symbol come from a contract anyone wrote: what may reach the screen.
@Suite struct TokenTextTests {
    @Test("direction overrides, isolates and zero-width characters are removed: they could reorder the screen")
    func directionControlsRemoved() {
        let hostile = "US\u{202E}DT\u{2066}\u{200B}\u{200F}"

        #expect(TokenText.cleaned(hostile, limit: 11) == "USDT")
    }

    @Test("escape sequences are removed whole, and other control characters too: no '[31m' is left to pose as text")
    func controlsRemoved() {
        #expect(TokenText.cleaned("\u{1B}[31mRED\u{07}\u{0}\n", limit: 64) == "RED")
    }

    @Test("a text past its limit is cut, ending in an ellipsis, to exactly the limit")
    func longTextCut() {
        let cleaned = TokenText.cleaned(String(repeating: "A", count: 10_000), limit: 11)

        #expect(cleaned == String(repeating: "A", count: 10) + "…")
    }

    @Test("letters of any script are kept as they are")
    func lettersKept() {
        #expect(TokenText.cleaned("  Zilliqa 币 Ωmega  ", limit: 64) == "Zilliqa 币 Ωmega")
    }
}
