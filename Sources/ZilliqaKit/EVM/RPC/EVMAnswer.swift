/// Reads the `result` of each `eth_` call the wallet makes into its type, strictly (see
/// ``EVMHex``): pure functions over an already parsed JSON value, so they can be tested and
/// fuzzed on their own, and every problem is an ``EVMServiceError/malformedAnswer(method:field:problem:)``
/// naming the method and the field, never a trap.
/// ```swift
/// let answer = try JSONRPCMessage.decodeResponse(data, id: "1", method: "eth_getBalance", as: JSONValue.self)
/// let wei = try EVMAnswer.quantity(answer.get(), method: "eth_getBalance", as: UInt128.self)
/// let receipt = try EVMAnswer.receipt(value)      // nil for null: not mined yet, or unknown
/// ```
public enum EVMAnswer {
    /// The most bytes of code ``code(_:)`` reads: 128 KiB, Zilliqa 2.0's limit on a transaction's
    /// input (`zq2-eth-api.md` section 7). EVM runtime code is at most 24 KiB (EIP-170) and init
    /// code 48 KiB, and a Scilla contract, whose source text eth_getCode answers, arrived in one
    /// transaction's input, so real code always fits.
    public static let maximumCodeBytes = 131_072

    /// A quantity result (a balance, a nonce, a gas price, a chain id) as `T`.
    public static func quantity<T: FixedWidthInteger & UnsignedInteger>(
        _ value: JSONValue, method: String, as type: T.Type = T.self
    ) throws(EVMServiceError) -> T {
        try parse(try text(value, method: method), method: method, field: "result") { text throws(EVMHexError) in
            try EVMHex.quantity(text, as: type)
        }
    }

    /// `eth_sendRawTransaction`'s result: the transaction's hash.
    public static func transactionHash(_ value: JSONValue, method: String) throws(EVMServiceError) -> EVMHash {
        try hash(try text(value, method: method), method: method, field: "result")
    }

    /// `eth_getTransactionReceipt`'s result; nil for `null` (pending, unknown or dropped).
    public static func receipt(_ value: JSONValue) throws(EVMServiceError) -> EVMTransactionReceipt? {
        guard value != .null else { return nil }
        return try EVMTransactionReceipt(EVMAnswerFields(value, method: "eth_getTransactionReceipt"))
    }

    /// `eth_getTransactionByHash`'s result; nil for `null` (unknown, replaced or dropped).
    public static func transaction(_ value: JSONValue) throws(EVMServiceError) -> EVMTransactionDetails? {
        guard value != .null else { return nil }
        return try EVMTransactionDetails(EVMAnswerFields(value, method: "eth_getTransactionByHash"))
    }

    /// `eth_getBlockByNumber`'s result, its number, timestamp and gas limit; nil for `null` (no such
    /// block).
    public static func block(_ value: JSONValue) throws(EVMServiceError) -> EVMBlockHeader? {
        guard value != .null else { return nil }
        return try EVMBlockHeader(EVMAnswerFields(value, method: "eth_getBlockByNumber"))
    }

    /// `eth_getCode`'s result: the bytes, empty (`"0x"`) for an account without code, at most
    /// ``maximumCodeBytes``.
    public static func code(_ value: JSONValue) throws(EVMServiceError) -> [UInt8] {
        let method = "eth_getCode"
        return try parse(try text(value, method: method), method: method, field: "result") { text throws(EVMHexError) in
            try EVMHex.data(text, maximumBytes: maximumCodeBytes)
        }
    }

    // MARK: - Fields

    /// The text of a result that must be a string.
    static func text(_ value: JSONValue, method: String) throws(EVMServiceError) -> String {
        switch value {
        case .string(let text): return text
        case .null: throw .malformedAnswer(method: method, field: "result", problem: .missing)
        default: throw .malformedAnswer(method: method, field: "result", problem: .notString)
        }
    }

    /// `read(text)`, its problem reported as the `field` of `method`'s answer.
    static func parse<T>(
        _ text: String, method: String, field: String, _ read: (String) throws(EVMHexError) -> T
    ) throws(EVMServiceError) -> T {
        do { return try read(text) } catch {
            throw .malformedAnswer(method: method, field: field, problem: .hex(error))
        }
    }

    static func hash(_ text: String, method: String, field: String) throws(EVMServiceError) -> EVMHash {
        try parse(text, method: method, field: field) { text throws(EVMHexError) in try EVMHash(text) }
    }

    /// An address: 0x and 40 hex digits (the node writes them lowercase); longer text is refused
    /// before it is read.
    static func address(_ text: String, method: String, field: String) throws(EVMServiceError) -> EVMAddress {
        do throws(EVMAddressError) {
            guard text.utf8.count <= 42 else { throw .wrongLength(text.utf8.count - 2) }
            return try EVMAddress(text)
        } catch {
            throw .malformedAnswer(method: method, field: field, problem: .address(error))
        }
    }
}
