import CommandLineKit
import Testing
import ZilliqaKit

@testable import ZhipCLI

@Suite("TerminalQRCode: QR codes drawn with half blocks")
struct QRTests {
    /// The glyphs a finder pattern (7x7 modules, with the light separator row below it) makes
    /// when dark modules are drawn and it starts on an even row.
    static let finderGlyphs = ["█▀▀▀▀▀█", "█ ███ █", "█ ▀▀▀ █", "▀▀▀▀▀▀▀"]

    /// The 7x7 finder pattern: a dark ring, a light ring, a dark 3x3 centre.
    static func isFinder(_ code: TerminalQRCode, row: Int, column: Int) -> Bool {
        (0..<7).allSatisfy { y in
            (0..<7).allSatisfy { x in
                let ring = min(x, y, 6 - x, 6 - y)
                return code.modules[row + y][column + x] == (ring != 1)
            }
        }
    }

    /// The `count` characters of `line` from `offset`.
    static func slice(_ line: String, _ offset: Int, _ count: Int) -> String {
        String(Array(line)[offset..<(offset + count)])
    }

    @Test("a short payload is a version 1 code: 21 by 21 modules")
    func versionOne() throws {
        let code = try TerminalQRCode(payload: "hello")
        #expect(code.size == 21)
        #expect(code.modules.allSatisfy { $0.count == 21 })
    }

    @Test("the receive payload with an amount needs a larger version, still square")
    func largerVersion() throws {
        let code = try TerminalQRCode(payload: "zilliqa://\(KnownKey.bech32)?amount=1500000000000")
        #expect(code.size > 21 && (code.size - 17) % 4 == 0)
        #expect(code.modules.allSatisfy { $0.count == code.size })
    }

    @Test("the module matrix has finder patterns at three corners and none at the bottom right")
    func finderModules() throws {
        let code = try TerminalQRCode(payload: "hello")
        let far = code.size - 7
        #expect(Self.isFinder(code, row: 0, column: 0))
        #expect(Self.isFinder(code, row: 0, column: far))
        #expect(Self.isFinder(code, row: far, column: 0))
        #expect(!Self.isFinder(code, row: far, column: far))
    }

    @Test("every line has the same width: the code and a quiet zone of 4 on each side, two rows a line")
    func lineGeometry() throws {
        let code = try TerminalQRCode(payload: "hello")
        let lines = code.lines(palette: .darkModulesDrawn)
        #expect(lines.count == 15)  // 29 rows, two per line, the last half is quiet zone
        #expect(lines.allSatisfy { $0.count == 29 })
    }

    @Test("the three finder patterns appear in the drawing at the corners, inside the quiet zone")
    func finderGlyphsDrawn() throws {
        let code = try TerminalQRCode(payload: "zilliqa://\(KnownKey.bech32)")
        let lines = code.lines(palette: .darkModulesDrawn)
        let far = code.size - 7 + TerminalQRCode.quietZone
        let top = Array(lines[2...5])
        let bottom = Array(lines[(far / 2)...(far / 2 + 3)])
        #expect(top.map { Self.slice($0, 4, 7) } == Self.finderGlyphs)
        #expect(top.map { Self.slice($0, far, 7) } == Self.finderGlyphs)
        #expect(bottom.map { Self.slice($0, 4, 7) } == Self.finderGlyphs)
    }

    @Test("the quiet zone is blank when the dark modules are drawn")
    func quietZone() throws {
        let lines = try TerminalQRCode(payload: "hello").lines(palette: .darkModulesDrawn)
        #expect(lines[0].allSatisfy { $0 == " " } && lines[1].allSatisfy { $0 == " " })
        #expect(lines.allSatisfy { $0.hasPrefix("    ") && $0.hasSuffix("    ") })
    }

    @Test("drawing the light modules is the exact inverse of drawing the dark ones")
    func inverse() throws {
        let code = try TerminalQRCode(payload: "hello")
        let swap: [Character: Character] = ["█": " ", " ": "█", "▀": "▄", "▄": "▀"]
        let dark = code.lines(palette: .darkModulesDrawn)
        let light = code.lines(palette: .lightModulesDrawn)
        #expect(light == dark.map { String($0.map { swap[$0] ?? "?" }) })
    }

    @Test("dark on light wraps each line in black on white and resets the colours after it")
    func colours() throws {
        let code = try TerminalQRCode(payload: "hello")
        let expected = code.lines(palette: .darkModulesDrawn).map {
            TerminalQRCode.blackOnWhite + $0 + TerminalQRCode.reset
        }
        #expect(code.lines(palette: .darkOnLight) == expected)
    }

    @Test("an empty payload is refused")
    func empty() {
        #expect(throws: QRCodeError.emptyPayload) { try TerminalQRCode(payload: "") }
    }

    @Test("a payload with a NUL character is refused, not cut short")
    func nul() {
        #expect(throws: QRCodeError.nulCharacter) { try TerminalQRCode(payload: "zil\u{0}1") }
    }

    @Test("a payload too long for any QR code is refused with its size")
    func tooLong() {
        #expect(throws: QRCodeError.tooLong(bytes: 3000)) {
            try TerminalQRCode(payload: String(repeating: "z", count: 3000))
        }
    }

    @Test("colours on a terminal without NO_COLOR; none with NO_COLOR, TERM=dumb or when not a terminal")
    func palette() {
        func choose(_ environment: [String: String], terminal: Bool, inverted: Bool = false)
            -> TerminalQRCode.Palette
        {
            let console = ConsoleRecorder(environment: environment).console
            return .choose(for: console, inverted: inverted, stdoutIsTerminal: terminal)
        }
        #expect(choose([:], terminal: true) == .darkOnLight)
        #expect(choose(["NO_COLOR": "1"], terminal: true) == .lightModulesDrawn)
        #expect(choose(["TERM": "dumb"], terminal: true) == .lightModulesDrawn)
        #expect(choose([:], terminal: false) == .lightModulesDrawn)
        #expect(choose([:], terminal: false, inverted: true) == .darkModulesDrawn)
    }
}
