import Foundation
import ZilliqaKit

/// A signed transaction file, as `tx sign` writes it: `CreateTransaction`'s params[0] as JSON.
enum TransactionFile {
    /// A transaction file larger than this is refused (a payment's is under 1 KiB).
    static let limit = 64 * 1024

    /// The contents of a transaction file for `transaction`: one JSON line with sorted keys.
    static func contents(of transaction: SignedTransaction) throws -> String {
        try CommandOutput.encode(transaction) + "\n"
    }

    /// The transaction in the file at the absolute `path`, as it is (ZhipCore's send checks its
    /// signature and chain before sending).
    /// - Throws: ``FileError`` when it cannot be read; ``TransactionFileError`` when it is not a
    ///   signed transaction.
    static func read(_ path: String) throws -> SignedTransaction {
        let bytes = try FileReader.read(path, kind: "a signed transaction", limit: limit)
        let transaction: SignedTransaction
        do {
            transaction = try JSONDecoder().decode(SignedTransaction.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw TransactionFileError.notATransaction(path: path, reason: reason(error))
        }
        return transaction
    }

    /// What was wrong, in words, for a person who may open the file: the field, and what it
    /// must hold (never the decoder's own wording, which names Swift types).
    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "the field \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\" is missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not JSON"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            guard let key = context.codingPath.last?.stringValue else { return "it is not a JSON object" }
            return "the field \"\(key)\" must be \(expectation(of: key))"
        @unknown default:
            return "it could not be read"
        }
    }

    /// What the field `key` of `CreateTransaction`'s params holds, in words.
    static func expectation(of key: String) -> String {
        switch key {
        case "version": "a non-negative integer (the chain id and the transaction version)"
        case "nonce": "a non-negative integer"
        case "toAddr": "an address of 40 hex characters, in quotes"
        case "pubKey": "a compressed public key of 66 hex characters, in quotes"
        case "amount", "gasPrice": "a whole number of Qa, in quotes"
        case "gasLimit": "a non-negative integer, in quotes"
        case "signature": "a signature of 128 hex characters, in quotes"
        case "code", "data": "text, in quotes"
        case "priority": "true or false"
        default: "what 'zhip-cli tx sign' writes there"
        }
    }
}

/// Why a file given to `tx send` cannot be sent; each case names the file.
enum TransactionFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not `CreateTransaction` params as `tx sign` writes them.
    case notATransaction(path: String, reason: String)

    var description: String {
        switch self {
        case .notATransaction(let path, let reason):
            "\(path) is not a signed transaction (\(reason)): give the file 'zhip-cli tx sign' wrote"
        }
    }
}
