import Foundation
public import ZilliqaKit

extension RPCRequest {
    /// The signed transaction a `CreateTransaction` call carries, read back from the bytes the
    /// client sent; nil when the first param is not one.
    ///
    /// ```swift
    /// let sent = try #require(node.requests(method: "CreateTransaction").first?.signedTransaction)
    /// #expect(sent.core.amount == Amount(1, unit: .zil))
    /// ```
    public var signedTransaction: SignedTransaction? {
        guard let first = firstParam else { return nil }
        return try? JSONDecoder().decode(SignedTransaction.self, from: Data(first.encodedBytes()))
    }
}

extension RPCAnswer {
    /// `CreateTransaction`'s answer when a node takes `transaction`: its id as `TranID`.
    public static func accepted(_ transaction: SignedTransaction) -> RPCAnswer {
        .result(["Info": "Non-contract txn, sent to Ds", "TranID": .string(transaction.id.hex)])
    }

    /// The answer of a node that takes the transaction in `request` (``accepted(_:)``), or
    /// rejects the call as a node does when it carries none (-32602, invalid params).
    ///
    /// ```swift
    /// held.respond(.accepting(held.request))
    /// let node = RecordedTransport(fixtures, otherwise: { .accepting($0) })
    /// ```
    public static func accepting(_ request: RPCRequest) -> RPCAnswer {
        guard let transaction = request.signedTransaction else {
            return .error(code: -32602, message: "INVALID_PARAMS: \(request.method) carries no signed transaction")
        }
        return .accepted(transaction)
    }
}
