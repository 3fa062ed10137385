extension EVMAnswer {
    /// The most bytes ``callOutput(_:method:)`` reads, and the most of a log's data or of revert
    /// data: 128 KiB, as ``maximumCodeBytes``. What a wallet calls (balances, names, symbols,
    /// decimals, allowances, a transfer's `bool`) returns at most a few hundred bytes; a longer
    /// answer is refused, never cut (``EVMServiceError/answerTooLarge(method:limit:)``).
    public static let maximumCallBytes = 131_072

    /// The most logs ``logs(_:)`` reads from one `eth_getLogs` answer, and from one receipt: ten
    /// thousand, far above what 51 blocks of a wallet's filter hold (a block has room for about
    /// 2,300 minimal ERC-20 transfers) and cheap to hold.
    public static let maximumLogs = 10_000

    /// `eth_call`'s result: the bytes the call returned (`"0x"`, none, for an account without
    /// code), at most ``maximumCallBytes``.
    public static func callOutput(_ value: JSONValue, method: String = "eth_call") throws(EVMServiceError) -> [UInt8] {
        let text = try text(value, method: method)
        guard text.utf8.count <= 2 + 2 * maximumCallBytes else {
            throw .answerTooLarge(method: method, limit: maximumCallBytes)
        }
        return try parse(text, method: method, field: "result") { text throws(EVMHexError) in
            try EVMHex.data(text, maximumBytes: maximumCallBytes)
        }
    }

    /// `eth_getLogs`'s result: at most ``maximumLogs`` logs, in the node's order.
    public static func logs(_ value: JSONValue) throws(EVMServiceError) -> [EVMLog] {
        let method = "eth_getLogs"
        guard case .array(let elements) = value else {
            throw .malformedAnswer(method: method, field: "result", problem: value == .null ? .missing : .notArray)
        }
        guard elements.count <= maximumLogs else { throw .answerTooLarge(method: method, limit: maximumLogs) }
        return try logs(elements, method: method, field: "result")
    }

    /// `elements`, each a log object of `method`'s answer, named `field[i]` in errors.
    static func logs(_ elements: [JSONValue], method: String, field: String) throws(EVMServiceError) -> [EVMLog] {
        var logs: [EVMLog] = []
        logs.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            logs.append(try EVMLog(element, method: method, field: "\(field)[\(index)]"))
        }
        return logs
    }

    /// The revert data of an `eth_call` or `eth_estimateGas` error object's `data`: none when
    /// absent (Zilliqa 2.0 leaves it out when the contract reverted without data), else `0x` hex
    /// of at most ``maximumCallBytes``.
    static func revertData(_ data: JSONValue?, method: String) throws(EVMServiceError) -> [UInt8] {
        switch data {
        case nil, .null?: return []
        case .string(let text)?:
            return try parse(text, method: method, field: "error.data") { text throws(EVMHexError) in
                try EVMHex.data(text, maximumBytes: maximumCallBytes)
            }
        case _?: throw .malformedAnswer(method: method, field: "error.data", problem: .notString)
        }
    }
}
