/// An EVM account address: the last 20 bytes of Keccak-256 over a public key's 64-byte X || Y.
///
/// The same secp256k1 key has a different ``Address`` (legacy, SHA-256 of the compressed key).
/// ```swift
/// let address = try EVMAddress("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
/// address.checksummed   // EIP-55, what people see and paste
/// address.hex           // "7e5f4552…", lowercase without 0x
/// ```
public struct EVMAddress: Sendable, Hashable {
    /// The 20 raw address bytes.
    public let bytes: [UInt8]

    /// The EVM address of `publicKey`: Keccak-256 of the uncompressed point without its 0x04 byte.
    public init(publicKey: PublicKey) {
        bytes = Array(Keccak256.hash(publicKey.uncompressed.dropFirst()).suffix(20))
    }

    /// The address with these 20 raw bytes.
    public init(bytes: [UInt8]) throws(EVMAddressError) {
        guard bytes.count == 20 else { throw .wrongLength(bytes.count * 2) }
        self.bytes = bytes
    }

    /// 40 lowercase hex characters, no `0x`.
    public var hex: String { Hex.encode(bytes) }

    /// The EIP-55 mixed-case form with `0x`.
    public var checksummed: String { "0x" + EIP55.apply(to: bytes) }
}

extension EVMAddress: CustomStringConvertible {
    /// The EIP-55 form.
    public var description: String { checksummed }
}

extension PublicKey {
    /// The EVM address of this key (a different account from ``address``).
    public var evmAddress: EVMAddress { EVMAddress(publicKey: self) }
}

extension KeyPair {
    /// The EVM address of ``publicKey``.
    public var evmAddress: EVMAddress { publicKey.evmAddress }
}
