/// Why a text has no ``QRCode``.
public enum QRCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing to encode.
    case emptyPayload
    /// A NUL character, which libqrencode's text input cannot hold.
    case nulCharacter
    /// More bytes than the largest QR code holds at level M.
    case tooLong(bytes: Int)
    /// libqrencode failed for another reason (out of memory), with its `errno`.
    case encoderFailed(errno: Int32)

    public var description: String {
        switch self {
        case .emptyPayload: "there is nothing to put in the QR code: the text is empty"
        case .nulCharacter: "a QR code cannot hold this text: it contains a NUL character"
        case .tooLong(let bytes):
            "the text is too long for a QR code (\(bytes) bytes; at most 2331 fit at error correction level M)"
        case .encoderFailed(let code):
            "libqrencode could not make the QR code (errno \(code)); try again, or share the text without its QR code"
        }
    }
}
