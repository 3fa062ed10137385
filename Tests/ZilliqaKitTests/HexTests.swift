import Testing
import ZilliqaKit

@Suite("Hex")
struct HexTests {
    @Test("decoding accepts 0x and either case")
    func decodesAnyCase() throws {
        #expect(try Hex.decode("0x0aFf") == [0x0a, 0xff])
    }

    @Test("encoding writes two lowercase digits a byte")
    func encodesLowercase() {
        #expect(Hex.encode([0x00, 0xab, 0x10]) == "00ab10")
    }

    @Test("an odd number of digits is refused")
    func oddLength() {
        #expect(throws: HexError.oddLength(3)) { try Hex.decode("abc") }
    }

    @Test("a non-hex character is reported with its position")
    func notHex() {
        #expect(throws: HexError.notHex(position: 3)) { try Hex.decode("0x00ag") }
    }
}
