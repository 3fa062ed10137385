internal import CQREncode
import Foundation

/// The one owner of a libqrencode `QRcode`: encodes in its initialiser, frees in `deinit`; the
/// pointer never leaves it.
final class QREncodedSymbol {
    private let symbol: UnsafeMutablePointer<QRcode>

    /// Encodes `text` (checked by ``QRCode/init(text:)``: not empty, no NUL) at level M.
    /// - Throws: ``QRCodeError/tooLong(bytes:)`` or ``QRCodeError/encoderFailed(errno:)``.
    init(text: String) throws(QRCodeError) {
        guard let symbol = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            throw errno == ERANGE ? .tooLong(bytes: text.utf8.count) : .encoderFailed(errno: errno)
        }
        self.symbol = symbol
    }

    deinit { QRcode_free(symbol) }

    /// The modules row by row; true is dark.
    var modules: [[Bool]] {
        let width = Int(symbol.pointee.width)
        // libqrencode: one byte per module, row by row; bit 0 set means dark.
        let data = UnsafeBufferPointer(start: symbol.pointee.data, count: width * width)
        return (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }
}
