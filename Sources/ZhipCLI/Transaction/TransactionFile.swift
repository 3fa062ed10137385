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

    /// What was wrong, in words, for a person who may open the file.
    private static func reason(_ error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the file" : "the field \"\(path.map(\.stringValue).joined(separator: "."))\""
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the field \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(field(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : context.debugDescription
        @unknown default:
            return "it could not be read"
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
