import ZilliqaKit

/// An `eth_` request's positional params, read as jsonrpsee and alloy read them (zq2-eth-api.md §0).
struct EthParams {
    let values: [JSONValue]

    /// Refuses more than `count` params: `-32602 "too many arguments, want <want>"` (`want` is
    /// eth_getTransactionCount's quirk, 3 for 2).
    func atMost(_ count: Int, want: Int? = nil) throws(DevnetRPCError) -> EthParams {
        guard values.count <= count else { throw .tooManyArguments(want: want ?? count) }
        return self
    }

    /// Refuses more than `count` params where fewer may be given: `-32602 "too many arguments, want
    /// at most <count>"` (`expect_end_of_params` with min != max, `api/eth.rs:231-247`).
    func upTo(_ count: Int) throws(DevnetRPCError) -> EthParams {
        guard values.count <= count else {
            throw DevnetRPCError(
                code: DevnetRPCError.Code.invalidParams, message: "too many arguments, want at most \(count)")
        }
        return self
    }

    /// Param `index`; `-32602 "Invalid params"` ("No more params") when absent.
    func required(_ index: Int) throws(DevnetRPCError) -> JSONValue {
        guard index < values.count else { throw .noMoreParams }
        return values[index]
    }

    /// Param `index` when present and not null.
    func optional(_ index: Int) -> JSONValue? {
        guard index < values.count, values[index] != .null else { return nil }
        return values[index]
    }

    /// `Params::one()`: exactly one element, a string.
    func one() throws(DevnetRPCError) -> String {
        guard values.count == 1, let text = values[0].stringValue else {
            throw .invalidParams("expected an array of exactly one string")
        }
        return text
    }

    // MARK: - Kinds of param

    /// A hex quantity `0x…` (leading zeros allowed) as a block number.
    static func quantity(_ text: String) -> UInt64? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("0x") else { return nil }
        let digits = lowered.dropFirst(2).drop { $0 == "0" }
        guard lowered.count > 2, digits.count <= 16 else { return nil }
        return digits.isEmpty ? 0 : UInt64(digits, radix: 16)
    }

    /// `BlockNumberOrTag`: a JSON string, a tag in any case or `0x<hex>`; numbers refused.
    static func blockNumberOrTag(_ value: JSONValue) throws(DevnetRPCError) -> EVMBlockTag {
        guard let text = value.stringValue else {
            throw .invalidParams("invalid type: expected a block number or tag as a string")
        }
        if let tag = EVMBlockTag(name: text) { return tag }
        guard let number = quantity(text) else { throw .invalidParams("invalid block number or tag \"\(text)\"") }
        return .number(number)
    }

    /// `BlockId`: what ``blockNumberOrTag(_:)`` takes, a 66-character block hash, or an EIP-1898 object.
    static func blockID(_ value: JSONValue) throws(DevnetRPCError) -> EthBlockID {
        if let text = value.stringValue, text.utf8.count == 66, text.lowercased().hasPrefix("0x") {
            guard let hash = try? Hex.decode(Hex.stripPrefix(text)), hash.count == 32 else {
                throw .invalidParams("invalid block hash \"\(text)\"")
            }
            return .hash(hash)
        }
        if let members = value.objectValue {
            if let number = members["blockNumber"], members.count == 1 { return .tag(try blockNumberOrTag(number)) }
            if let hash = members["blockHash"]?.stringValue,
                Set(members.keys).isSubset(of: ["blockHash", "requireCanonical"]),
                members["requireCanonical"].map({ if case .bool = $0 { true } else { false } }) ?? true
            {
                return try blockID(.string(hash))
            }
            throw .invalidParams("invalid block id object")
        }
        return .tag(try blockNumberOrTag(value))
    }

    /// alloy's `Address`: 40 hex digits, `0x` optional, any case, no EIP-55 check.
    static func hexAddress(_ value: JSONValue) throws(DevnetRPCError) -> Address {
        guard let text = value.stringValue else { throw .invalidParams("invalid type: expected an address string") }
        let body = Hex.stripPrefix(text)
        guard body.utf8.count == 40, let bytes = try? Hex.decode(body), let address = try? Address(bytes: bytes) else {
            throw .invalidParams("invalid address \"\(text)\": 40 hex digits, 0x optional")
        }
        return address
    }

    /// ZQ2's `ZilAddress` (eth_getBalance): bech32 `zil1…` or hex.
    static func zilAddress(_ value: JSONValue) throws(DevnetRPCError) -> Address {
        guard let text = value.stringValue else { throw .invalidParams("invalid type: expected an address string") }
        return try DevnetMethods.address(text)
    }

    /// A B256 transaction hash: 64 hex digits, `0x` optional.
    static func hash(_ text: String) throws(DevnetRPCError) -> TransactionID {
        guard Hex.stripPrefix(text).utf8.count == 64, let id = try? TransactionID(hex: text) else {
            throw .invalidParams("invalid transaction hash \"\(text)\": 64 hex digits, 0x optional")
        }
        return id
    }
}

/// A block named by an `eth_` `BlockId` param (§0): ZilliqaKit's tag or number, or a block hash.
enum EthBlockID: Sendable, Hashable {
    case tag(EVMBlockTag)
    case hash([UInt8])
}
