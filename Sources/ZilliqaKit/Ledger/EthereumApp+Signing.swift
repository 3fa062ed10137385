extension EthereumApp {
    /// `transaction` signed by the account on `path` (SIGN ETH TRANSACTION, INS 0x04) once the
    /// person confirms it on the device: the path and the unsigned transaction (type 2 with its
    /// 0x02 byte) in chunks of 255 bytes, the path only in the first.
    ///
    /// The app answers v as one byte: the y-parity for type 2, and for a type-0 (EIP-155)
    /// transaction only the low byte of chainId × 2 + 35 + parity (0x26 for a parity of 1 on chain
    /// 32769), from which the parity is derived. The sender is recovered from the signature.
    /// - Throws: ``LedgerError/rejectedOnDevice``, ``LedgerError/blindSigningOff`` (contract data
    ///   while the setting is off), ``LedgerError/malformedAnswer(_:)`` for a v that is neither parity.
    public func sign(_ transaction: EVMTransaction, at path: DerivationPath) async throws(LedgerError)
        -> SignedEVMTransaction
    {
        let data = try await command(
            ins: 0x04, p1: 0x00, data: try Self.encoded(path) + transaction.unsignedBytes, chunked: true,
            blindSigning: !transaction.data.isEmpty)
        let v = try Self.vByte(of: data)
        let parity: UInt8
        switch transaction.fee {
        case .eip1559:
            parity = v
        case .legacy:
            let low = UInt8(truncatingIfNeeded: transaction.chainID &* 2 &+ 35)
            parity = v &- low
        }
        do {
            return try transaction.signed(by: try Self.signature(of: data, recoveryID: parity))
        } catch {
            throw .malformedAnswer("the device's signature recovers no key")
        }
    }

    /// The EIP-191 signature of `message` by the account on `path` (SIGN ETH PERSONAL MESSAGE,
    /// INS 0x08): the path, the message's length as 4 big-endian bytes and the message, in chunks.
    public func sign(_ message: PersonalMessage, at path: DerivationPath) async throws(LedgerError)
        -> MessageSignature
    {
        let length = UInt32(message.bytes.count).bigEndianBytes
        let data = try await command(
            ins: 0x08, p1: 0x00, data: try Self.encoded(path) + length + message.bytes, chunked: true)
        return MessageSignature(try Self.signature(of: data, recoveryID: try Self.vByte(of: data) &- 27))
    }

    /// The EIP-712 signature of typed data given by its two hashes (SIGN ETH EIP 712, INS 0x0C,
    /// P2 0x00): the device shows only the hashes, so the app asks for blind signing.
    /// - Throws: ``LedgerError/blindSigningOff`` while the setting is off.
    public func signTypedData(domainHash: [UInt8], messageHash: [UInt8], at path: DerivationPath)
        async throws(LedgerError) -> MessageSignature
    {
        guard domainHash.count == 32, messageHash.count == 32 else {
            throw .malformedAnswer("an EIP-712 hash is 32 bytes")
        }
        let data = try await command(
            ins: 0x0C, p1: 0x00, data: try Self.encoded(path) + domainHash + messageHash, blindSigning: true)
        return MessageSignature(try Self.signature(of: data, recoveryID: try Self.vByte(of: data) &- 27))
    }

    /// The first byte of a 65-byte v ‖ r ‖ s answer.
    private static func vByte(of data: [UInt8]) throws(LedgerError) -> UInt8 {
        guard data.count == 65 else { throw .malformedAnswer("a signature is 65 bytes, v, r and s") }
        return data[0]
    }

    /// r and s of a v ‖ r ‖ s answer with `recoveryID`, which must be 0 or 1.
    private static func signature(of data: [UInt8], recoveryID: UInt8) throws(LedgerError) -> ECDSASignature {
        do {
            return try ECDSASignature(r: Array(data[1..<33]), s: Array(data[33..<65]), recoveryID: recoveryID)
        } catch {
            throw .malformedAnswer("the signature's v gives no parity of 0 or 1")
        }
    }
}
