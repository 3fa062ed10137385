import ZilliqaKit

/// Reads `CreateTransaction`'s params as Zilliqa 2.0 v0.21.8's API layer does: steps 1-8 of
/// zq2-legacy-api.md §2.2, in that order, the first failure answered with ZQ2's code and message.
/// The Schnorr check (step 9) and everything after it are ``Ledger/submit(_:)``'s.
///
/// Unknown keys (`priority` among them) are ignored; `code` and `data` may be absent or null.
enum CreateTransactionParams {
    /// secp256k1's group order n, big-endian: r and s must be in 1..<n (step 7).
    private static let groupOrder: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE,
        0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48, 0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41,
    ]

    /// The signed transaction in `params`, checked against `chainID`.
    static func parse(_ params: [JSONValue], chainID: UInt16) throws(DevnetRPCError) -> SignedTransaction {
        // Step 1: `Params::one()`, a one-element array holding the object.
        guard params.count == 1, let members = params[0].objectValue else {
            throw .invalidParams("CreateTransaction takes a one-element array holding the transaction object")
        }
        let fields = try Fields(members)
        // Steps 2 and 3: the version's chain id, then its message version.
        guard fields.version >> 16 == UInt32(chainID) else {
            throw .chainIDIncorrect(expected: chainID, got: fields.version >> 16)
        }
        guard fields.version & 0xFFFF == 1 else { throw .transactionVersionIncorrect(actual: fields.version & 0xFFFF) }
        // Steps 4 and 5: the public key, `0x` optional.
        guard let keyBytes = try? Hex.decode(fields.pubKey) else { throw .publicKeyNotHex }
        guard let publicKey = try? PublicKey(bytes: keyBytes) else { throw .publicKeyInvalid }
        let recipient = try toAddr(fields.toAddr)
        let signature = try signature(fields.signature)
        // Step 8.
        guard fields.nonce != 0 else { throw .invalidNonceZero }
        let core = TransactionCore(
            version: TransactionVersion(rawValue: fields.version), nonce: fields.nonce, recipient: recipient,
            senderPublicKey: publicKey, amount: Amount(qa: fields.amount), gasPrice: Amount(qa: fields.gasPrice),
            gasLimit: fields.gasLimit, code: Array(fields.code.utf8), data: Array(fields.data.utf8))
        return SignedTransaction(core: core, signature: signature)
    }

    /// Step 6: `0x` optional; exactly Zilliqa-checksummed (so an all-lowercase or all-uppercase
    /// address passes only when no letter needs changing); bech32 is not taken. Zilliqa 2.0 also
    /// takes exact EIP-55 case; the devnet does once the package has a Keccak-256 from a library.
    static func toAddr(_ text: String) throws(DevnetRPCError) -> Address {
        let body = text.hasPrefix("0x") ? Substring(text.dropFirst(2)) : Substring(text)
        guard body.utf8.count == 40 else { throw .toAddrNotHex("invalid string length") }
        let bytes: [UInt8]
        do {
            bytes = try Hex.decode(body)
        } catch {
            guard case .notHex(let position) = error else { throw .toAddrNotHex("invalid string length") }
            let character = body[body.index(body.startIndex, offsetBy: position)]
            throw .toAddrNotHex("invalid character \(String(reflecting: character)) at position \(position)")
        }
        guard Address.isValidChecksum(String(body)), let address = try? Address(bytes: bytes)
        else {
            throw .toAddrChecksum
        }
        return address
    }

    /// Step 7: exactly 128 hex digits, no `0x`, r and s each in 1..<n.
    private static func signature(_ text: String) throws(DevnetRPCError) -> Signature {
        guard text.utf8.count == 128, !text.hasPrefix("0x"), !text.hasPrefix("0X"),
            let bytes = try? Hex.decode(text),
            let signature = try? Signature(r: Array(bytes[0..<32]), s: Array(bytes[32..<64])),
            isScalar(signature.r), isScalar(signature.s)
        else { throw .signatureUnparsable }
        return signature
    }

    private static func isScalar(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 != 0 } && bytes.lexicographicallyPrecedes(groupOrder)
    }

    /// The typed fields of `TransactionParams`; any wrong type, missing key, non-numeric string or
    /// overflow is step 1's `-32602 "Invalid params"`.
    private struct Fields {
        let version: UInt32
        let nonce: UInt64
        let toAddr: String
        let amount: UInt128
        let pubKey: String
        let gasPrice: UInt128
        let gasLimit: UInt64
        let code: String
        let data: String
        let signature: String

        init(_ members: [String: JSONValue]) throws(DevnetRPCError) {
            func string(_ key: String) throws(DevnetRPCError) -> String {
                guard let value = members[key] else { throw .invalidParams("missing field `\(key)`") }
                guard let text = value.stringValue else { throw .invalidParams("\(key): expected a string") }
                return text
            }
            func optionalString(_ key: String) throws(DevnetRPCError) -> String {
                switch members[key] {
                case nil, .null?: return ""
                case .string(let text)?: return text
                default: throw .invalidParams("\(key): expected a string or null")
                }
            }
            func unsigned(_ key: String) throws(DevnetRPCError) -> UInt64 {
                switch members[key] {
                case .integer(let value)? where value >= 0: return UInt64(value)
                case .unsignedInteger(let value)?: return value
                case nil: throw .invalidParams("missing field `\(key)`")
                default: throw .invalidParams("\(key): expected a non-negative integer number")
                }
            }
            func decimal<T: FixedWidthInteger>(_ key: String, as _: T.Type) throws(DevnetRPCError) -> T {
                let text = try string(key)
                guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = T(text) else {
                    throw .invalidParams("\(key): expected a decimal string that fits \(T.bitWidth) bits")
                }
                return value
            }
            let version = try unsigned("version")
            guard let version32 = UInt32(exactly: version) else {
                throw .invalidParams("version: expected a number that fits 32 bits")
            }
            self.version = version32
            nonce = try unsigned("nonce")
            toAddr = try string("toAddr")
            amount = try decimal("amount", as: UInt128.self)
            pubKey = try string("pubKey")
            gasPrice = try decimal("gasPrice", as: UInt128.self)
            gasLimit = try decimal("gasLimit", as: UInt64.self)
            code = try optionalString("code")
            data = try optionalString("data")
            signature = try string("signature")
        }
    }

    /// One line naming the field and what was wrong with it.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type), found null"
        case .keyNotFound(let key, _):
            return "\(key.stringValue): missing"
        case .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
