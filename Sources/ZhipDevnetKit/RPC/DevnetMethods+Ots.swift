import ZilliqaKit

/// The `ots_` (Otterscan) methods the wallet asks, with Zilliqa 2.0 v0.21.8's shapes and paging
/// (docs/zq2-ots.md), over the ledger's EVM transactions.
extension DevnetMethods {
    /// The ots_ names served.
    public static let otsNames: [String] = ["ots_getApiLevel", "ots_searchTransactionsBefore"]

    /// What `ots_getApiLevel` answers: 8, as ZQ2 (`api/ots.rs:89-92`).
    public static let otterscanAPILevel = 8

    /// The largest `pageSize` the devnet takes: 10,000 (ZQ2 takes any `usize`; past this the devnet
    /// answers `-32602 "Invalid params"` rather than build a page that large).
    public static let maximumSearchPageSize = 10_000

    /// True for a name of the ots_ namespace (served or not).
    static func isOtsNamespace(_ method: String) -> Bool { method.hasPrefix("ots_") }

    /// Runs an ots_ method; an unknown name is `-32601 "Method not found"`.
    func callOts(_ method: String, params values: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        let params = EthParams(values: values)
        switch method {
        case "ots_getApiLevel": return .integer(Int64(Self.otterscanAPILevel))
        case "ots_searchTransactionsBefore": return try searchTransactionsBefore(params)
        default: throw .ethMethodNotFound
        }
    }

    /// `[address, blockNumber, pageSize]`, the numbers JSON numbers (`api/ots.rs:380-392`); block 0
    /// searches from the head. `{"txs", "receipts", "firstPage", "lastPage"}` (`types/ots.rs:129-145`),
    /// each receipt with its block's `timestamp` in seconds.
    private func searchTransactionsBefore(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        let address = try EthParams.hexAddress(params.required(0))
        let requested = try Self.unsigned(params.required(1), name: "blockNumber")
        let pageSize = try Self.unsigned(params.required(2), name: "pageSize")
        guard pageSize <= UInt64(Self.maximumSearchPageSize) else {
            throw .invalidParams("the devnet takes a pageSize of at most \(Self.maximumSearchPageSize)")
        }
        let before = requested == 0 ? UInt64.max : requested
        let page = ledger.evmTransactions(touching: address, before: before, pageSize: Int(pageSize))
        let chainID = ledger.rules.evmChainID
        var transactions: [JSONValue] = []
        var receipts: [JSONValue] = []
        for (done, block) in page.found {
            transactions.append(EthJSON.transaction(.evm(done), chainID: chainID, block: block))
            var receipt =
                EthJSON.receipt(done, block: block, firstLogIndex: firstLogIndex(of: done, in: block))
                .objectValue ?? [:]
            receipt["timestamp"] = EthJSON.quantity(block.timestamp / 1_000_000)
            receipts.append(.object(receipt))
        }
        return [
            "txs": .array(transactions), "receipts": .array(receipts), "firstPage": .bool(before == .max),
            "lastPage": .bool(page.finished),
        ]
    }

    /// A `u64` as serde reads one from JSON: a non-negative integer number, not a string.
    private static func unsigned(_ value: JSONValue, name: String) throws(DevnetRPCError) -> UInt64 {
        switch value {
        case .integer(let number) where number >= 0: return UInt64(number)
        case .unsignedInteger(let number): return number
        default: throw .invalidParams("invalid type: \(name) is a non-negative integer number")
        }
    }
}
