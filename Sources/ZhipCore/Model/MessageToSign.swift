public import ZilliqaKit

/// A message the EVM account may sign: EIP-191 `personal_sign` bytes. What is signed, what is shown
/// before signing, and who signed it, in one place for every kind.
///
/// ```swift
/// let message = MessageToSign.personal(try PersonalMessage(text: "I own this address"))
/// message.shown        // the text, escape codes made harmless
/// message.hash         // the 32 bytes the key signs
/// ```
public enum MessageToSign: Sendable, Hashable {
    /// Bytes signed as EIP-191 version `0x45` says.
    case personal(PersonalMessage)

    /// The 32 bytes signed.
    public var hash: [UInt8] {
        switch self {
        case .personal(let message): message.hash
        }
    }

    /// `key`'s signature of the message.
    func sign(with key: PrivateKey) throws(ECDSAError) -> MessageSignature {
        switch self {
        case .personal(let message): try message.sign(with: key)
        }
    }

    /// The EVM address whose key made `signature` of this message.
    func signer(of signature: MessageSignature) throws(ECDSAError) -> EVMAddress {
        switch self {
        case .personal(let message): try message.signer(of: signature)
        }
    }

    /// The message as it is shown, in full, before it is signed: its UTF-8 text with control and
    /// format characters (other than line breaks and tabs) shown as U+FFFD, or `0x` and its hex
    /// when the bytes are not UTF-8.
    public var shown: String {
        switch self {
        case .personal(let message): Self.shownText(message.bytes)
        }
    }

    /// `bytes` as text a terminal cannot be made to act on, or hex when they are not UTF-8.
    static func shownText(_ bytes: [UInt8]) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "0x" + Hex.encode(bytes) }
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            if scalar == "\n" || scalar == "\t" { return scalar }
            return [.control, .format].contains(scalar.properties.generalCategory) ? "\u{FFFD}" : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
