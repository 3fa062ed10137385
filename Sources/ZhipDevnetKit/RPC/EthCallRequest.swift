import ZilliqaKit

/// The transaction request of `eth_call` and `eth_estimateGas` as alloy's `TransactionRequest`
/// reads it (`docs/zq2-eth-calls.md`): addresses as ``EthParams/hexAddress(_:)``, quantities as
/// `0x` hex, calldata under `input` or (for older clients) `data`, `input` winning when both are
/// there. Keys the devnet does not use are not read, as serde skips unknown fields.
struct EthCallRequest {
    let from: Address?
    /// Nil for a contract creation.
    let to: Address?
    let input: [UInt8]
    let value: UInt128
    let gas: UInt64?
    /// `gasPrice`, else `maxFeePerGas` (alloy's `fee_cap()`); nil when neither is there.
    let feeCap: UInt128?

    init(_ value: JSONValue) throws(DevnetRPCError) {
        guard let members = value.objectValue else {
            throw .invalidParams("invalid type: expected a transaction request object")
        }
        from = try Self.optional(members["from"]) { (value) throws(DevnetRPCError) in try EthParams.hexAddress(value) }
        to = try Self.optional(members["to"]) { (value) throws(DevnetRPCError) in try EthParams.hexAddress(value) }
        let input = try Self.optional(members["input"], Self.bytes)
        let data = try Self.optional(members["data"], Self.bytes)
        self.input = input ?? data ?? []
        self.value =
            try Self.optional(members["value"]) { (value) throws(DevnetRPCError) in try Self.quantity(value) } ?? 0
        gas = try Self.optional(members["gas"]) { (value) throws(DevnetRPCError) in try Self.quantity(value) }
        let gasPrice: UInt128? = try Self.optional(members["gasPrice"]) { (value) throws(DevnetRPCError) in
            try Self.quantity(value)
        }
        let maxFee: UInt128? = try Self.optional(members["maxFeePerGas"]) { (value) throws(DevnetRPCError) in
            try Self.quantity(value)
        }
        feeCap = gasPrice ?? maxFee
    }

    private static func optional<T>(
        _ value: JSONValue?, _ read: (JSONValue) throws(DevnetRPCError) -> T
    ) throws(DevnetRPCError) -> T? {
        guard let value, value != .null else { return nil }
        return try read(value)
    }

    /// alloy's `Bytes`: hex, `0x` optional, two digits a byte.
    private static func bytes(_ value: JSONValue) throws(DevnetRPCError) -> [UInt8] {
        guard let text = value.stringValue, let bytes = try? Hex.decode(Hex.stripPrefix(text)) else {
            throw .invalidParams("invalid type: expected hex bytes")
        }
        return bytes
    }

    /// A `0x` hex quantity that fits `T`.
    private static func quantity<T: FixedWidthInteger & UnsignedInteger>(_ value: JSONValue) throws(DevnetRPCError) -> T
    {
        guard let text = value.stringValue, text.lowercased().hasPrefix("0x"), text.utf8.count > 2,
            let number = T(text.dropFirst(2), radix: 16)
        else { throw .invalidParams("invalid type: expected a 0x hex quantity") }
        return number
    }
}
