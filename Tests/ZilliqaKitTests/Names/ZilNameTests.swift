import Testing
import ZilliqaKit

// Known answers from web3.py 8.0.0's `ens.utils` (ENSIP-15 `normalize_name`, `normal_name_to_hash`,
// `dns_encode_name`), printed by Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py.
@Suite("ZilName: the .zil names taken, their namehash and DNS form, against web3.py")
struct ZilNameTests {
    @Test("a name is lower-cased as ENSIP-15 normalises it")
    func lowercases() throws {
        let name = try ZilName("Alice.ZIL")

        #expect(name.text == "alice.zil")
    }

    @Test("the namehash of alice.zil is web3.py's")
    func namehash() throws {
        let name = try ZilName("alice.zil")

        #expect(name.node == [UInt8](hex: "46f967dc406e73a8997fd3c48e7861bfeae7a42c6edb907590778688e9fc1721"))
    }

    @Test("the namehash of a name of three labels is web3.py's")
    func namehashOfSubname() throws {
        let name = try ZilName("pay.alice.zil")

        #expect(name.node == [UInt8](hex: "02411bda9acc28fe8fa0e297dcaf4f5bcbfa1931b29bbb86d52921eea3128ae5"))
    }

    @Test("the DNS wire form of pay.alice.zil is web3.py's dns_encode_name")
    func dnsEncoded() throws {
        let name = try ZilName("pay.alice.zil")

        #expect(name.dnsEncoded == [UInt8](hex: "0370617905616c696365037a696c00"))
    }

    @Test("a name of exactly 253 bytes is taken, with web3.py's namehash")
    func longestName() throws {
        let text =
            [String](repeating: String(repeating: "a", count: 63), count: 3).joined(separator: ".") + "."
            + String(repeating: "b", count: 57) + ".zil"

        let name = try ZilName(text)

        #expect(name.text.utf8.count == 253)
        #expect(name.node == [UInt8](hex: "c5b283546a1cd9169cc0ed151330b3359154681c4a89bfbc6bd34b5951c80693"))
    }

    @Test("a name of 254 bytes is refused")
    func tooLong() {
        let text = String(repeating: "a", count: 250) + ".zil"

        #expect(throws: ZilNameError.tooLong(bytes: 254)) { try ZilName(text) }
    }

    @Test("a label of 63 bytes is taken and one of 64 refused")
    func labelLength() throws {
        let longest = String(repeating: "a", count: 63)

        let name = try ZilName(longest + ".zil")

        #expect(name.node == [UInt8](hex: "37f1266590430e1369a08a77e5d66c4adb98f3b2f7120085557ea03fcd4db509"))
        #expect(throws: ZilNameError.labelTooLong(label: longest + "a", bytes: 64)) { try ZilName(longest + "a.zil") }
    }

    @Test("a name outside ASCII is refused with the limit named, not half-normalised")
    func notASCII() {
        #expect(throws: ZilNameError.notASCII) { try ZilName("ålice.zil") }
        #expect(ZilNameError.notASCII.description.contains("only ASCII .zil names are supported"))
    }

    @Test("a name that does not end in .zil is refused")
    func notZil() {
        #expect(throws: ZilNameError.notZil) { try ZilName("alice.eth") }
    }

    @Test("zil alone is refused: a name needs a label before it")
    func topLabelAlone() {
        #expect(throws: ZilNameError.noLabelBeforeZil) { try ZilName("zil") }
    }

    @Test("empty labels are refused: a leading, a doubled and a trailing dot")
    func emptyLabels() {
        #expect(throws: ZilNameError.emptyLabel) { try ZilName(".alice.zil") }
        #expect(throws: ZilNameError.emptyLabel) { try ZilName("alice..zil") }
        #expect(throws: ZilNameError.emptyLabel) { try ZilName("alice.zil.") }
    }

    @Test("an underscore, a space or a slash is refused with the character named")
    func invalidCharacters() {
        #expect(throws: ZilNameError.invalidCharacter("_", label: "a_b")) { try ZilName("a_b.zil") }
        #expect(throws: ZilNameError.invalidCharacter(" ", label: "a b")) { try ZilName("a b.zil") }
        #expect(throws: ZilNameError.invalidCharacter("/", label: "a/b")) { try ZilName("a/b.zil") }
    }

    @Test("a hyphen starting or ending a label is refused")
    func hyphenAtEdge() {
        #expect(throws: ZilNameError.hyphenAtEdge(label: "-ab")) { try ZilName("-ab.zil") }
        #expect(throws: ZilNameError.hyphenAtEdge(label: "ab-")) { try ZilName("ab-.zil") }
    }

    @Test("hyphens as the third and fourth characters are refused, as web3.py's ENSIP-15 refuses ab--cd")
    func labelExtension() {
        #expect(throws: ZilNameError.hyphensAtThirdAndFourth(label: "ab--cd")) { try ZilName("ab--cd.zil") }
    }

    @Test("a hyphen inside a label is taken")
    func innerHyphen() throws {
        let name = try ZilName("my-name.zil")

        #expect(name.text == "my-name.zil")
    }

    @Test("empty text is refused")
    func empty() {
        #expect(throws: ZilNameError.empty) { try ZilName("") }
    }

    @Test("text ending in .zil in any case is name-shaped; an address or a bare zil is not")
    func shaped() {
        #expect(ZilName.isShaped("Bob.ZIL"))
        #expect(ZilName.isShaped("ålice.zil"))
        #expect(!ZilName.isShaped("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn"))
        #expect(!ZilName.isShaped(".zil"))
        #expect(!ZilName.isShaped("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"))
    }
}
