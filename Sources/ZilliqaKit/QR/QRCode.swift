/// A QR code's modules, encoded by libqrencode at error correction level M: the smallest
/// version that fits, 8-bit mode, case kept (`QRcode_encodeString(text, 0, QR_ECLEVEL_M,
/// QR_MODE_8, 1)`). A value: drawing it (in a terminal, as an image) is the caller's business.
///
/// ```swift
/// let code = try QRCode(text: "zilliqa://zil1…")
/// code.size            // 21 for version 1, then 4 more per version
/// code.modules[0][0]   // true: the top-left finder pattern is dark
/// ```
public struct QRCode: Sendable, Equatable {
    /// The modules without the quiet zone, row by row; true is dark.
    public let modules: [[Bool]]

    /// The number of modules per side without the quiet zone (21 for version 1, then 4 more per version).
    public var size: Int { modules.count }

    /// The QR code of `text`.
    ///
    /// - Throws: ``QRCodeError`` when the text is empty, holds a NUL character, or is too long
    ///   for a QR code (more than 2331 bytes at level M), or libqrencode fails otherwise.
    public init(text: String) throws(QRCodeError) {
        guard !text.isEmpty else { throw .emptyPayload }
        guard !text.utf8.contains(0) else { throw .nulCharacter }
        modules = try QREncodedSymbol(text: text).modules
    }
}
