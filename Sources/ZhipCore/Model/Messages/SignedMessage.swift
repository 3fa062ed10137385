public import ZilliqaKit

/// A message the EVM account signed: the message, the signing address, the 65-byte signature (v 27
/// or 28) and the hash signed. The one place the wallet signs a message and checks a signature.
///
/// ```swift
/// let signed = try SignedMessage(signing: .personal(try PersonalMessage(text: "I own this")), with: keyPair, on: .mainnet)
/// SignedMessage.check(signed.message, signature: signed.signature, claimedSigner: signed.address)   // .matches
/// ```
public struct SignedMessage: Sendable, Hashable {
    public let message: MessageToSign
    /// The EVM account of the key that signed.
    public let address: EVMAddress
    public let signature: MessageSignature

    /// `message` signed with `key`'s EVM account for `network`; an unlimited permit only when
    /// `allowingUnlimited` (the person consented).
    /// - Throws: ``MessageSigningError/otherChain(domainChainID:network:)`` for typed data of another
    ///   chain, ``MessageSigningError/unlimitedPermit(spender:)`` without the consent (both checked
    ///   before the key is used), ``MessageSigningError/signing(_:)`` when the key cannot sign.
    public init(signing message: MessageToSign, with key: KeyPair, on network: Network, allowingUnlimited: Bool = false)
        throws(MessageSigningError)
    {
        if let refusal = message.refusal(on: network, allowingUnlimited: allowingUnlimited) { throw refusal }
        self.message = message
        address = EVMAddress(publicKey: key.publicKey)
        do { signature = try message.sign(with: key.privateKey) } catch { throw .signing(error) }
    }

    /// `message` signed on a Ledger by `signer`'s account for `network`, after the same refusals as a
    /// key's (checked before the device is asked): EIP-191 shown on the device, EIP-712 by its two
    /// hashes (the device needs blind signing on). The signature is checked to recover to the account.
    /// - Throws: ``MessageSigningError`` for a refusal; ``TransactionsError/ledger(_:)`` from the device.
    public static func signing(
        _ message: MessageToSign, with signer: LedgerSigner, on network: Network, allowingUnlimited: Bool = false
    ) async throws -> SignedMessage {
        if let refusal = message.refusal(on: network, allowingUnlimited: allowingUnlimited) { throw refusal }
        let signature: MessageSignature
        switch message {
        case .personal(let personal): signature = try await signer.sign(personal)
        case .typedData(let data): signature = try await signer.sign(data)
        }
        return SignedMessage(message: message, address: signer.account.address, signature: signature)
    }

    private init(message: MessageToSign, address: EVMAddress, signature: MessageSignature) {
        (self.message, self.address, self.signature) = (message, address, signature)
    }

    /// The 32 bytes signed.
    public var hash: [UInt8] { message.hash }

    /// What a check of a signature found.
    public enum Check: Sendable, Hashable {
        /// The claimed address signed the message.
        case matches
        /// Another address signed it (or the signature is of another message).
        case otherSigner(EVMAddress)
        /// No key makes this signature.
        case unrecoverable
    }

    /// Whether `claimedSigner` made `signature` of `message`.
    public static func check(_ message: MessageToSign, signature: MessageSignature, claimedSigner: EVMAddress)
        -> Check
    {
        guard let signer = try? message.signer(of: signature) else { return .unrecoverable }
        return signer == claimedSigner ? .matches : .otherSigner(signer)
    }
}
