import Testing
import ZilliqaKit

/// ZilliqaKit's QR code: libqrencode's modules as a value, the C handle freed inside.
@Suite("QRCode: a text's modules")
struct QRCodeTests {
    @Test("a short text is a version 1 code: 21 modules a side, a dark finder corner")
    func versionOne() throws {
        let code = try QRCode(text: "hello")

        #expect(code.size == 21)
        #expect(code.modules.allSatisfy { $0.count == 21 })
        #expect(code.modules[0][0] && code.modules[6][6] && !code.modules[1][1])
    }

    @Test("the same text always gives the same modules")
    func deterministic() throws {
        #expect(try QRCode(text: "zilliqa://x") == QRCode(text: "zilliqa://x"))
    }

    @Test(
        "a text no QR code can hold is refused, saying why",
        arguments: [
            ("", QRCodeError.emptyPayload),
            ("a\u{0}b", .nulCharacter),
            (String(repeating: "a", count: 3000), .tooLong(bytes: 3000)),
        ])
    func refusals(text: String, expected: QRCodeError) {
        #expect(throws: expected) { try QRCode(text: text) }
    }
}
