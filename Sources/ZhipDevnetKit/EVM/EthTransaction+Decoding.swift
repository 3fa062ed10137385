import ZilliqaKit

extension EthTransaction {
    /// Reads `eth_sendRawTransaction`'s parameter as ZQ2 does, in its order, first failure winning
    /// (zq2-eth-api.md §2.2 steps 2-7): each failure is `-32603` with ZQ2's text.
    public init(rawHex text: String) throws(DevnetRPCError) {
        guard text.hasPrefix("0x") else { throw .ethInternal("no 0x prefix") }
        let digits = text.dropFirst(2)
        guard digits.utf8.count % 2 == 0 else { throw .ethInternal("odd number of digits") }
        for (index, character) in digits.unicodeScalars.enumerated() where !character.properties.isASCIIHexDigit {
            throw .ethInternal("invalid character '\(character)' at position \(index)")
        }
        let bytes = Hex.decodeKnown(String(digits))
        try self.init(raw: bytes)
    }

    /// Decodes the raw bytes (steps 4-7): the type byte, the RLP fields, then the signature.
    public init(raw: [UInt8]) throws(DevnetRPCError) {
        guard let first = raw.first else {
            // ZQ2 indexes the first byte of an empty input and panics.
            throw .ethInternal(
                "Unhandled panic in RPC handler eth_sendRawTransaction: index out of bounds: the len is 0 but the index is 0"
            )
        }
        let decoded: Fields
        do throws(FieldError) {
            switch first {
            case 0xc0...0xfe: decoded = try Self.legacy(raw)
            case 0x01: decoded = try Self.typed(raw, kind: .accessList)
            case 0x02: decoded = try Self.typed(raw, kind: .dynamicFee)
            default: throw .text("invalid transaction with starting byte \(first)")
            }
        } catch {
            throw .ethInternal(error.text)
        }
        let signer: PublicKey
        do {
            // A high s is the same signature as its low form; ZQ2 (alloy) takes either (§2.1).
            signer = try ECDSA.recoverAcceptingHighS(
                try ECDSASignature(r: decoded.r, s: decoded.s, recoveryID: decoded.yParity), hash: decoded.signingHash)
        } catch {
            throw .ethInternal("signature error")
        }
        self.init(
            kind: decoded.kind, chainID: decoded.chainID, nonce: decoded.nonce, gasPrice: decoded.gasPrice,
            maxFeePerGas: decoded.maxFeePerGas, maxPriorityFeePerGas: decoded.maxPriorityFeePerGas,
            gasLimit: decoded.gasLimit, to: decoded.to, value: decoded.value, input: decoded.input,
            accessList: decoded.accessList, yParity: decoded.yParity, r: decoded.r, s: decoded.s, raw: raw,
            hash: Keccak256.hash(raw), sender: signer.evmAddress)
    }

    // MARK: - Fields

    /// What the RLP held, before the signature is checked.
    private struct Fields {
        var kind: Kind
        var chainID: UInt64?
        var nonce: UInt64
        var gasPrice: UInt128?
        var maxFeePerGas: UInt128?
        var maxPriorityFeePerGas: UInt128?
        var gasLimit: UInt64
        var to: EVMAddress?
        var value: UInt128
        var input: [UInt8]
        var accessList: [AccessListEntry]
        var yParity: UInt8
        var r: [UInt8]
        var s: [UInt8]
        var signingHash: [UInt8]
    }

    /// A decoding failure with the text ZQ2 answers (alloy-rlp's wording where the doc gives it).
    private enum FieldError: Error {
        case text(String)

        var text: String {
            switch self {
            case .text(let text): text
            }
        }

        init(_ error: RLPError) {
            self =
                switch error {
                case .truncated: .text("input too short")
                case .expectedList: .text("unexpected string")
                case .expectedBytes: .text("unexpected list")
                case .leadingZeroInInteger: .text("leading zero")
                case .integerTooLarge: .text("overflow")
                case .nonCanonicalLength, .nonCanonicalSingleByte: .text("non-canonical size")
                case .trailingBytes: .text("unexpected length")
                case .tooDeep: .text("unexpected list")
                case .inputTooLarge(let count):
                    .text("zhip-devnet reads raw transactions of at most \(RLP.maximumInputSize) bytes, not \(count)")
                }
        }
    }

    /// The list of a legacy transaction (0xc0 and up): v 27/28 without a chain id, v >= 35 with one.
    private static func legacy(_ raw: [UInt8]) throws(FieldError) -> Fields {
        let items = try list(raw, count: 9)
        let v: UInt64 = try integer(items[6])
        let chainID: UInt64?
        let parity: UInt8
        switch v {
        case 27, 28:
            chainID = nil
            parity = UInt8(v - 27)
        case 35...:
            chainID = (v - 35) / 2
            parity = UInt8((v - 35) % 2)
        default: throw .text("invalid parity value")
        }
        let unsigned = Array(items[0..<6])
        let payload: [RLPItem] =
            if let chainID { unsigned + [.integer(chainID), .bytes([]), .bytes([])] } else { unsigned }
        return Fields(
            kind: .legacy, chainID: chainID, nonce: try integer(items[0]), gasPrice: try integer(items[1]),
            gasLimit: try integer(items[2]), to: try recipient(items[3]), value: try integer(items[4]),
            input: try bytes(items[5]), accessList: [], yParity: parity, r: try word(items[7]),
            s: try word(items[8]), signingHash: Keccak256.hash(RLP.encode(.list(payload))))
    }

    /// Type 1 (11 fields) or type 2 (12 fields) after the type byte.
    private static func typed(_ raw: [UInt8], kind: Kind) throws(FieldError) -> Fields {
        let dynamic = kind == .dynamicFee
        let items = try list(Array(raw.dropFirst()), count: dynamic ? 12 : 11)
        let shift = dynamic ? 1 : 0
        let parityValue: UInt64 = try integer(items[8 + shift])
        guard parityValue <= 1 else { throw .text("invalid parity value") }
        let signingHash = Keccak256.hash([kind.rawValue] + RLP.encode(.list(Array(items[0..<(8 + shift)]))))
        return Fields(
            kind: kind, chainID: try integer(items[0]), nonce: try integer(items[1]),
            gasPrice: dynamic ? nil : try integer(items[2]),
            maxFeePerGas: dynamic ? try integer(items[3]) : nil,
            maxPriorityFeePerGas: dynamic ? try integer(items[2]) : nil,
            gasLimit: try integer(items[3 + shift]), to: try recipient(items[4 + shift]),
            value: try integer(items[5 + shift]), input: try bytes(items[6 + shift]),
            accessList: try accessList(items[7 + shift]), yParity: UInt8(parityValue),
            r: try word(items[9 + shift]), s: try word(items[10 + shift]), signingHash: signingHash)
    }

    private static func list(_ bytes: [UInt8], count: Int) throws(FieldError) -> [RLPItem] {
        let items: [RLPItem]
        do { items = try RLP.decode(bytes).listItems() } catch { throw FieldError(error) }
        guard items.count >= count else { throw .text("input too short") }
        guard items.count == count else { throw .text("unexpected length") }
        return items
    }

    private static func integer<T: FixedWidthInteger & UnsignedInteger>(_ item: RLPItem) throws(FieldError) -> T {
        do { return try item.integer(as: T.self) } catch { throw FieldError(error) }
    }

    private static func bytes(_ item: RLPItem) throws(FieldError) -> [UInt8] {
        do { return try item.byteString() } catch { throw FieldError(error) }
    }

    /// An integer of at most 32 bytes, left-padded to 32 (r or s).
    private static func word(_ item: RLPItem) throws(FieldError) -> [UInt8] {
        let raw = try bytes(item)
        guard raw.first != 0 else { throw .text("leading zero") }
        guard raw.count <= 32 else { throw .text("overflow") }
        return [UInt8](repeating: 0, count: 32 - raw.count) + raw
    }

    private static func recipient(_ item: RLPItem) throws(FieldError) -> EVMAddress? {
        let raw = try bytes(item)
        if raw.isEmpty { return nil }
        guard raw.count == 20, let address = try? EVMAddress(bytes: raw) else { throw .text("unexpected length") }
        return address
    }

    private static func accessList(_ item: RLPItem) throws(FieldError) -> [AccessListEntry] {
        do {
            return try item.listItems().map { (entry) throws(RLPError) -> AccessListEntry in
                let parts = try entry.listItems()
                guard parts.count == 2 else { throw RLPError.truncated }
                let address = try parts[0].byteString()
                let keys = try parts[1].listItems().map { (key) throws(RLPError) -> [UInt8] in try key.byteString() }
                guard address.count == 20, keys.allSatisfy({ $0.count == 32 }) else { throw RLPError.truncated }
                return AccessListEntry(address: address, storageKeys: keys)
            }
        } catch {
            throw FieldError(error)
        }
    }
}

extension Hex {
    /// The bytes of hex text written in the source: known good, so decoding cannot fail.
    static func decodeKnown(_ text: String) -> [UInt8] {
        guard let bytes = try? decode(text) else { preconditionFailure("bad constant hex") }
        return bytes
    }
}
