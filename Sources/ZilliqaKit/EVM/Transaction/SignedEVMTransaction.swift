/// An EVM transaction with its signature: the raw bytes `eth_sendRawTransaction` takes, and its hash.
public struct SignedEVMTransaction: Sendable, Hashable {
    /// What was signed.
    public let transaction: EVMTransaction
    /// The sender's signature of ``EVMTransaction/signingHash``.
    public let signature: ECDSASignature
    /// The account that signed, recovered from the signature.
    public let sender: EVMAddress

    init(transaction: EVMTransaction, signature: ECDSASignature, sender: EVMAddress) {
        self.transaction = transaction
        self.signature = signature
        self.sender = sender
    }

    /// The raw transaction: rlp([… six fields …, v, r, s]) with v = recid + 35 + 2 * chainId for type 0;
    /// 0x02 || rlp([… nine fields …, yParity, r, s]) for type 2.
    public var raw: [UInt8] {
        let r = RLPItem.unsigned(bigEndian: signature.r)
        let s = RLPItem.unsigned(bigEndian: signature.s)
        switch transaction.fee {
        case .legacy:
            let v = UInt128(signature.recoveryID) + 35 + 2 * UInt128(transaction.chainID)
            return RLP.encode(.list(transaction.fields + [.integer(v), r, s]))
        case .eip1559:
            return [0x02] + RLP.encode(.list(transaction.fields + [.integer(signature.recoveryID), r, s]))
        }
    }

    /// The transaction hash: Keccak-256 of ``raw``.
    public var hash: [UInt8] { Keccak256.hash(raw) }
}

extension RLPItem {
    /// The byte string of a big-endian number: its bytes without leading zeros.
    static func unsigned(bigEndian bytes: [UInt8]) -> RLPItem { .bytes(Array(bytes.drop { $0 == 0 })) }
}
