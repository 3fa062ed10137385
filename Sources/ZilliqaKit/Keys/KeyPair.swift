/// A private key with its public key, computed once.
///
/// ```swift
/// let pair = KeyPair(privateKey: PrivateKey())
/// let signature = pair.sign(message)
/// ```
public struct KeyPair: Sendable, Equatable {
    /// The secret half; prints as `PrivateKey(redacted)`.
    public let privateKey: PrivateKey
    /// d*G for ``privateKey``.
    public let publicKey: PublicKey

    /// Derives the public key from `privateKey`.
    public init(privateKey: PrivateKey) {
        self.privateKey = privateKey
        self.publicKey = privateKey.publicKey
    }

    /// A fresh random key pair.
    public static func generate() -> KeyPair { KeyPair(privateKey: PrivateKey()) }

    /// The address of ``publicKey``.
    public var address: Address { publicKey.address }
}

extension KeyPair: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "KeyPair(publicKey: \(publicKey.hex))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["publicKey": publicKey], displayStyle: .struct) }
}
