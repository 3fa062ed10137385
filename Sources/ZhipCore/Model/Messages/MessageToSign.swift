public import ZilliqaKit

/// A message the EVM account may sign: EIP-191 `personal_sign` bytes or EIP-712 typed data. What is
/// signed, what is shown before signing, who signed it, and on which networks it may be signed, in
/// one place for every kind.
///
/// ```swift
/// let message = MessageToSign.personal(try PersonalMessage(text: "I own this address"))
/// message.shown        // the text, escape codes made harmless
/// message.hash         // the 32 bytes the key signs
/// ```
public enum MessageToSign: Sendable, Hashable {
    /// Bytes signed as EIP-191 version `0x45` says.
    case personal(PersonalMessage)
    /// A document signed as EIP-712 (`eth_signTypedData_v4`) says.
    case typedData(TypedData)

    /// The 32 bytes signed.
    public var hash: [UInt8] {
        switch self {
        case .personal(let message): message.hash
        case .typedData(let data): data.hash
        }
    }

    /// The token approval the typed data is (``TokenPermit``), or nil.
    public var permit: TokenPermit? {
        guard case .typedData(let data) = self else { return nil }
        return TokenPermit(data)
    }

    /// Why the message may not be signed on `network`, nil when it may: typed data whose domain
    /// names another chain than the network's EVM chain would be a signature for that chain; a
    /// permit of an unlimited amount needs `allowingUnlimited`, as an unlimited approval does.
    public func refusal(on network: Network, allowingUnlimited: Bool = false) -> MessageSigningError? {
        guard case .typedData(let data) = self else { return nil }
        if let chain = data.domainChainID, chain != UInt256(network.evmChainID) {
            return .otherChain(domainChainID: chain, network: network)
        }
        if let permit, permit.isUnlimited, !allowingUnlimited {
            return .unlimitedPermit(spender: permit.spender)
        }
        return nil
    }

    /// `key`'s signature of the message.
    func sign(with key: PrivateKey) throws(ECDSAError) -> MessageSignature {
        switch self {
        case .personal(let message): try message.sign(with: key)
        case .typedData(let data): try data.sign(with: key)
        }
    }

    /// The EVM address whose key made `signature` of this message.
    func signer(of signature: MessageSignature) throws(ECDSAError) -> EVMAddress {
        switch self {
        case .personal(let message): try message.signer(of: signature)
        case .typedData(let data): try data.signer(of: signature)
        }
    }

    /// The message as it is shown, in full, before it is signed: a personal message's UTF-8 text
    /// with control and format characters (other than line breaks and tabs) shown as U+FFFD, or
    /// `0x` and its hex when the bytes are not UTF-8; typed data as its domain and its fields, one a
    /// line (``TypedDataText``).
    public var shown: String {
        switch self {
        case .personal(let message): Self.shownText(message.bytes)
        case .typedData(let data): TypedDataText.lines(of: data).joined(separator: "\n")
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
