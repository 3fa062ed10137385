extension SignedEVMTransaction {
    /// Decodes a raw type-0 (EIP-155) or type-2 transaction, checks its signature and recovers the sender.
    ///
    /// Refused: other types (1, 3 blobs, 4), a legacy v without a chain id (27 or 28), contract
    /// creation (no recipient), a non-empty access list, high s, and any non-canonical RLP.
    public init(raw: [UInt8]) throws(EVMTransactionError) {
        guard let first = raw.first else { throw .rlp(.truncated) }
        let transaction: EVMTransaction
        let signature: ECDSASignature
        do {
            switch first {
            case 0xc0...:
                (transaction, signature) = try Self.legacy(RLP.decode(raw).listItems())
            case 0x02:
                (transaction, signature) = try Self.eip1559(RLP.decode(Array(raw.dropFirst())).listItems())
            default:
                throw EVMTransactionError.unsupportedType(first)
            }
        } catch let error as EVMTransactionError {
            throw error
        } catch let error as RLPError {
            throw .rlp(error)
        } catch {
            throw .signature(error as? ECDSAError ?? .notRecoverable)
        }
        let signer: PublicKey
        do { signer = try ECDSA.recover(signature, hash: transaction.signingHash) } catch { throw .signature(error) }
        self.init(transaction: transaction, signature: signature, sender: signer.evmAddress)
    }

    private static func legacy(_ items: [RLPItem]) throws -> (EVMTransaction, ECDSASignature) {
        guard items.count == 9 else { throw EVMTransactionError.wrongFieldCount(items.count) }
        let v = try items[6].integer(as: UInt128.self)
        guard v >= 35, let chainID = UInt64(exactly: (v - 35) / 2) else { throw EVMTransactionError.noChainID }
        let transaction = EVMTransaction(
            nonce: try items[0].integer(), fee: .legacy(gasPrice: try items[1].integer()),
            gasLimit: try items[2].integer(), to: try recipient(items[3]), value: try items[4].integer(),
            data: try items[5].byteString(), chainID: chainID)
        return (transaction, try signature(recoveryID: UInt8((v - 35) % 2), r: items[7], s: items[8]))
    }

    private static func eip1559(_ items: [RLPItem]) throws -> (EVMTransaction, ECDSASignature) {
        guard items.count == 12 else { throw EVMTransactionError.wrongFieldCount(items.count) }
        guard try items[8].listItems().isEmpty else { throw EVMTransactionError.accessListNotEmpty }
        let transaction = EVMTransaction(
            nonce: try items[1].integer(),
            fee: .eip1559(maxFeePerGas: try items[3].integer(), maxPriorityFeePerGas: try items[2].integer()),
            gasLimit: try items[4].integer(), to: try recipient(items[5]), value: try items[6].integer(),
            data: try items[7].byteString(), chainID: try items[0].integer())
        let parity = try items[9].integer(as: UInt8.self)
        return (transaction, try signature(recoveryID: parity, r: items[10], s: items[11]))
    }

    private static func recipient(_ item: RLPItem) throws -> EVMAddress {
        let bytes = try item.byteString()
        guard !bytes.isEmpty else { throw EVMTransactionError.contractCreation }
        guard let address = try? EVMAddress(bytes: bytes) else {
            throw EVMTransactionError.wrongRecipientLength(bytes.count)
        }
        return address
    }

    private static func signature(recoveryID: UInt8, r: RLPItem, s: RLPItem) throws -> ECDSASignature {
        let r: UInt256Bytes = try .init(r)
        let s: UInt256Bytes = try .init(s)
        return try ECDSASignature(r: r.bytes, s: s.bytes, recoveryID: recoveryID)
    }
}

/// An RLP integer of at most 32 bytes, left-padded to 32 (a signature's r or s).
private struct UInt256Bytes {
    let bytes: [UInt8]

    init(_ item: RLPItem) throws(RLPError) {
        let raw = try item.byteString()
        guard raw.first != 0 else { throw .leadingZeroInInteger }
        guard raw.count <= 32 else { throw .integerTooLarge(bytes: raw.count) }
        bytes = [UInt8](repeating: 0, count: 32 - raw.count) + raw
    }
}
