extension EVMTransaction {
    /// The Keccak-256 hash the sender signs: of ``unsignedBytes``.
    public var signingHash: [UInt8] { Keccak256.hash(unsignedBytes) }

    /// The bytes whose hash is signed: rlp([nonce, gasPrice, gas, to, value, data, chainId, 0, 0])
    /// for type 0, 0x02 || rlp([… nine fields …]) for type 2; what a hardware wallet is sent.
    public var unsignedBytes: [UInt8] {
        switch fee {
        case .legacy:
            RLP.encode(.list(fields + [.integer(chainID), .integer(0 as UInt8), .integer(0 as UInt8)]))
        case .eip1559:
            [0x02] + RLP.encode(.list(fields))
        }
    }

    /// This transaction with `signature`, made elsewhere (a hardware wallet); the sender is
    /// recovered from it.
    /// - Throws: ``ECDSAError`` when no key makes the signature (or its s is high).
    public func signed(by signature: ECDSASignature) throws(ECDSAError) -> SignedEVMTransaction {
        let signer = try ECDSA.recover(signature, hash: signingHash)
        return SignedEVMTransaction(transaction: self, signature: signature, sender: signer.evmAddress)
    }

    /// This transaction signed by `pair`'s key (RFC 6979: the same key and fields always give
    /// the same bytes); the sender comes from the pair's public key, computed once already.
    public func signed(with pair: KeyPair) -> SignedEVMTransaction {
        do {
            return SignedEVMTransaction(
                transaction: self, signature: try ECDSA.sign(hash: signingHash, with: pair.privateKey),
                sender: pair.evmAddress)
        } catch {
            preconditionFailure("a Keccak-256 signing hash is always 32 bytes")
        }
    }

    /// This transaction signed by `key`; derives the public key first, so a caller signing
    /// more than once keeps a ``KeyPair`` and uses ``signed(with:)-(KeyPair)`` instead.
    public func signed(with key: PrivateKey) -> SignedEVMTransaction {
        signed(with: KeyPair(privateKey: key))
    }

    /// The fields in the order the type's RLP list has them, without chain id (type 0) or signature.
    var fields: [RLPItem] {
        let tail: [RLPItem] = [.integer(gasLimit), .bytes(to.bytes), .integer(value), .bytes(data)]
        switch fee {
        case .legacy(let gasPrice):
            return [.integer(nonce), .integer(gasPrice)] + tail
        case .eip1559(let maxFee, let priority):
            return [.integer(chainID), .integer(nonce), .integer(priority), .integer(maxFee)] + tail + [.list([])]
        }
    }
}
