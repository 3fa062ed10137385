public import ZilliqaKit

/// A message the legacy (zil1) account signed as ZilPay signs one: the message, the signing address
/// and public key, the EC-Schnorr signature and the hash signed. The one place the wallet signs a
/// legacy message and checks such a signature.
///
/// ```swift
/// let signed = SignedLegacyMessage(signing: try LegacyMessage(text: "I own this"), with: keyPair)
/// SignedLegacyMessage.check(signed.message, signature: signed.signature, publicKey: signed.publicKey,
///                           claimedSigner: signed.address)   // .matches
/// ```
public struct SignedLegacyMessage: Sendable, Hashable {
    public let message: LegacyMessage
    /// The legacy account of the key that signed.
    public let address: Address
    /// The key's compressed public key, which a verifier needs beside the signature.
    public let publicKey: PublicKey
    public let signature: Signature

    /// `message` signed with `key`'s legacy account.
    public init(signing message: LegacyMessage, with key: KeyPair) {
        self.message = message
        address = Address(publicKey: key.publicKey)
        publicKey = key.publicKey
        signature = message.sign(with: key)
    }

    /// The 32 bytes signed.
    public var hash: [UInt8] { message.hash }

    /// The message as it is shown before it is signed (as an EVM personal message is).
    public static func shown(_ message: LegacyMessage) -> String { MessageToSign.shownText(message.bytes) }

    /// What a check of a legacy signature found.
    public enum Check: Sendable, Hashable {
        /// The claimed address's key signed the message.
        case matches
        /// The public key is another address's.
        case otherSigner(Address)
        /// The public key did not sign this message with this signature.
        case invalid
    }

    /// Whether `claimedSigner`, whose key is `publicKey`, made `signature` of `message`.
    public static func check(
        _ message: LegacyMessage, signature: Signature, publicKey: PublicKey, claimedSigner: Address
    ) -> Check {
        let owner = Address(publicKey: publicKey)
        guard owner == claimedSigner else { return .otherSigner(owner) }
        return message.isSigned(by: publicKey, with: signature) ? .matches : .invalid
    }
}
