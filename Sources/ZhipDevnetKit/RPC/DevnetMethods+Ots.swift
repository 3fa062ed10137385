import ZilliqaKit

/// The `ots_` (Otterscan) methods the wallet asks, with Zilliqa 2.0 v0.21.8's shapes and paging
/// (docs/zq2-ots.md), over the ledger's transactions of both kinds.
extension DevnetMethods {
    /// The ots_ names served.
    public static let otsNames: [String] = [
        "ots_getApiLevel", "ots_getTransactionBySenderAndNonce", "ots_searchTransactionsAfter",
        "ots_searchTransactionsBefore",
    ]

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
        case "ots_searchTransactionsBefore": return try searchTransactions(params, before: true)
        case "ots_searchTransactionsAfter": return try searchTransactions(params, before: false)
        case "ots_getTransactionBySenderAndNonce": return try transactionBySenderAndNonce(params)
        default: throw .ethMethodNotFound
        }
    }

    /// `[address, blockNumber, pageSize]`, the numbers JSON numbers (`api/ots.rs:371-392`).
    /// Before: block 0 searches from the head, `firstPage` when it was asked, `lastPage` when the walk
    /// ran out; after: the mirror (`firstPage` when the walk ran out, `lastPage` when 0 was asked).
    /// `{"txs", "receipts", "firstPage", "lastPage"}` (`types/ots.rs:129-145`), newest first, each
    /// receipt with its block's `timestamp` in seconds.
    private func searchTransactions(_ params: EthParams, before: Bool) throws(DevnetRPCError) -> JSONValue {
        let address = try EthParams.hexAddress(params.required(0))
        let requested = try Self.unsigned(params.required(1), name: "blockNumber")
        let pageSize = try Self.unsigned(params.required(2), name: "pageSize")
        guard pageSize <= UInt64(Self.maximumSearchPageSize) else {
            throw .invalidParams("the devnet takes a pageSize of at most \(Self.maximumSearchPageSize)")
        }
        let from = before && requested == 0 ? UInt64.max : requested
        let page = ledger.transactions(
            touching: address, before ? .before(from) : .after(from), pageSize: Int(pageSize))
        let chainID = ledger.rules.evmChainID
        var transactions: [JSONValue] = []
        var receipts: [JSONValue] = []
        for (done, block) in page.found {
            transactions.append(EthJSON.transaction(done, chainID: chainID, block: block))
            var receipt: [String: JSONValue]
            switch done {
            case .evm(let done):
                receipt =
                    EthJSON.receipt(done, block: block, firstLogIndex: firstLogIndex(of: done, in: block)).objectValue
                    ?? [:]
            case .legacy(let done): receipt = EthJSON.legacyReceipt(done, block: block).objectValue ?? [:]
            }
            receipt["timestamp"] = EthJSON.quantity(block.timestamp / 1_000_000)
            receipts.append(.object(receipt))
        }
        return [
            "txs": .array(transactions), "receipts": .array(receipts),
            "firstPage": .bool(before ? from == .max : page.finished),
            "lastPage": .bool(before ? page.finished : from == 0),
        ]
    }

    /// `[address, nonce]` (`api/ots.rs:209-228`): the hash of the mined transaction `address` signed
    /// with `nonce` (a legacy one's nonce − 1), or null.
    private func transactionBySenderAndNonce(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        let address = try EthParams.hexAddress(params.required(0))
        let nonce = try Self.unsigned(params.required(1), name: "nonce")
        return ledger.transaction(sentBy: address, ethNonce: nonce).map { EthJSON.hash($0.id) } ?? .null
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
