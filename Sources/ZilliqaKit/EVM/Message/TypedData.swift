/// EIP-712 typed data as `eth_signTypedData_v4` signs it: the JSON document (`types`,
/// `primaryType`, `domain`, `message`) checked against its types, its domain and message as a
/// tree of typed values (what is shown), and the 32-byte digest
/// `keccak256(0x19 0x01 ‖ domainSeparator ‖ hashStruct(message))` (what is signed).
///
/// ```swift
/// let data = try TypedData(json: Array(fileBytes))
/// data.domainChainID               // the chain the signature is meant for, when the domain names one
/// let signature = try data.sign(with: key)
/// try data.signer(of: signature)   // the EVM address that signed
/// ```
public struct TypedData: Sendable, Hashable {
    /// The most bytes a document may have: 256 KiB, far past any a person reads before signing.
    public static let maximumBytes = 256 * 1024
    /// The deepest a document may nest its objects and arrays.
    public static let maximumDepth = 32
    /// The most struct types a document may declare, the domain's included.
    public static let maximumTypes = 64
    /// The most fields one struct type may declare.
    public static let maximumFields = 64

    /// The struct types the document declares (not `EIP712Domain`), each field in order.
    public let types: [String: [TypedDataField]]
    /// The type of the message.
    public let primaryType: String
    /// The domain's fields, in EIP-712's order, with their values.
    public let domain: [TypedDataMember]
    /// The message: a struct of ``primaryType``.
    public let message: TypedDataValue
    /// `hashStruct(domain)`.
    public let domainSeparator: [UInt8]
    /// `hashStruct(message)`.
    public let messageHash: [UInt8]

    /// The 32 bytes signed: Keccak-256 of `0x19 0x01`, the domain separator and the message's hash.
    public var hash: [UInt8] { Keccak256.hash([0x19, 0x01] + domainSeparator + messageHash) }

    /// The domain's `chainId`, nil when the domain names no chain.
    public var domainChainID: UInt256? {
        domain.lazy.compactMap { member -> UInt256? in
            guard member.name == "chainId", case .unsigned(let id) = member.value else { return nil }
            return id
        }.first
    }

    /// The domain's `verifyingContract`, nil when the domain names none: the contract that checks
    /// the signature (a permit's token).
    public var verifyingContract: EVMAddress? {
        domain.lazy.compactMap { member -> EVMAddress? in
            guard member.name == "verifyingContract", case .address(let address) = member.value else { return nil }
            return address
        }.first
    }

    /// `key`'s signature of the digest.
    public func sign(with key: PrivateKey) throws(ECDSAError) -> MessageSignature {
        MessageSignature(try ECDSA.sign(hash: hash, with: key))
    }

    /// The EVM address whose key made `signature` of this typed data; a high s is refused, as
    /// eth-account refuses it.
    public func signer(of signature: MessageSignature) throws(ECDSAError) -> EVMAddress {
        EVMAddress(publicKey: try ECDSA.recover(signature.ecdsa, hash: hash))
    }
}
