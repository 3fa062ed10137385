/// Why raw bytes are not a signed EVM transaction the wallet accepts.
public enum EVMTransactionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not canonical RLP, or a field has the wrong form.
    case rlp(RLPError)
    /// A transaction type other than 0 and 2 (this first byte).
    case unsupportedType(UInt8)
    /// The transaction's list has this many fields instead of 9 (type 0) or 12 (type 2).
    case wrongFieldCount(Int)
    /// A legacy v of 27 or 28 (or less): signed without EIP-155's chain id, so replayable on any chain.
    case noChainID
    /// No recipient: a contract creation, which the wallet never makes.
    case contractCreation
    /// A recipient of this many bytes instead of 20.
    case wrongRecipientLength(Int)
    /// A type-2 transaction with an access list; the wallet signs only empty ones.
    case accessListNotEmpty
    /// The signature is malformed, high-s, or recovers no key.
    case signature(ECDSAError)

    public var description: String {
        switch self {
        case .rlp(let error): "not an EVM transaction: \(error)"
        case .unsupportedType(let type): "EVM transaction type \(type) is not supported (only 0 and 2)"
        case .wrongFieldCount(let count): "an EVM transaction has 9 or 12 fields, found \(count)"
        case .noChainID: "a legacy EVM transaction without an EIP-155 chain id"
        case .contractCreation: "an EVM transaction without a recipient (contract creation)"
        case .wrongRecipientLength(let count): "an EVM recipient is 20 bytes, found \(count)"
        case .accessListNotEmpty: "an EVM transaction with a non-empty access list"
        case .signature(let error): "the EVM transaction's signature: \(error)"
        }
    }
}
