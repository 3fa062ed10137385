import ZilliqaKit

/// A QR code drawn in a terminal: two modules per character with Unicode half blocks
/// (`▀` `▄` `█` and space), inside the standard quiet zone of 4 light modules.
///
/// The code is ZilliqaKit's ``QRCode`` (libqrencode, error correction level M, the smallest
/// version that fits); this type only draws it.
/// A glyph can only be drawn or not, and which of a terminal's colours is dark is unknown, so
/// ``Palette`` says how to draw (see there for when to use which).
///
/// ```swift
/// let code = try TerminalQRCode(payload: "zilliqa://zil1…")
/// for line in code.lines(palette: .darkOnLight) { console.print(line) }
/// ```
struct TerminalQRCode: Sendable, Equatable {
    /// How the modules become glyphs.
    enum Palette: Sendable, Equatable {
        /// Black glyphs for the dark modules on a white background, with ANSI colours: dark on
        /// light (as scanners expect) on any terminal, dark or light themed. Use it when colours
        /// are allowed (standard output is a terminal and `NO_COLOR` is unset).
        case darkOnLight
        /// No colours; the light modules (and the quiet zone) are drawn in the terminal's text
        /// colour. Dark on light on a terminal with light text on a dark background, the common
        /// case (libqrencode's `-t UTF8` draws the same).
        case lightModulesDrawn
        /// No colours; the dark modules are drawn. Dark on light where text is dark on a light
        /// background (a light-themed terminal, a page, a printout).
        case darkModulesDrawn
    }

    /// The width of the light border on each side, in modules (the standard's minimum).
    static let quietZone = 4

    /// The code drawn.
    let code: QRCode

    /// The payload's modules without the quiet zone, row by row; true is dark.
    var modules: [[Bool]] { code.modules }

    /// The number of modules per side without the quiet zone (21 for version 1, then 4 more per version).
    var size: Int { code.size }

    /// The QR code of `payload`.
    ///
    /// - Throws: ``QRCodeError`` when the payload is empty, holds a NUL character, or is too
    ///   long for a QR code (more than 2331 bytes at level M), or libqrencode fails otherwise.
    init(payload: String) throws(QRCodeError) {
        code = try QRCode(text: payload)
    }

    /// The code as text lines of equal width (the quiet zone included), top to bottom; each
    /// character holds two modules, one above the other.
    func lines(palette: Palette) -> [String] {
        let side = size + 2 * Self.quietZone
        func isDark(_ row: Int, _ column: Int) -> Bool {
            let (moduleRow, moduleColumn) = (row - Self.quietZone, column - Self.quietZone)
            guard (0..<size).contains(moduleRow), (0..<size).contains(moduleColumn) else { return false }
            return modules[moduleRow][moduleColumn]
        }
        func isDrawn(_ row: Int, _ column: Int) -> Bool {
            // Below the last row (an odd side) is more quiet zone.
            let dark = row < side && isDark(row, column)
            return palette == .lightModulesDrawn ? !dark : dark
        }
        return stride(from: 0, to: side, by: 2).map { row in
            let glyphs = String(
                (0..<side).map { column in Self.glyph(top: isDrawn(row, column), bottom: isDrawn(row + 1, column)) })
            return palette == .darkOnLight ? Self.blackOnWhite + glyphs + Self.reset : glyphs
        }
    }

    /// ANSI: black text (colour 16 of 256, #000000) on a white background (231, #ffffff).
    static let blackOnWhite = "\u{1B}[38;5;16;48;5;231m"
    /// ANSI: back to the terminal's colours.
    static let reset = "\u{1B}[0m"

    /// The half-block glyph with its upper and lower halves drawn or not.
    static func glyph(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}
