import Foundation
import ZhipCore
import ZilliqaKit

/// A signed transaction file, as `tx sign` writes it: `CreateTransaction`'s params[0] as JSON.
enum TransactionFile {
    /// A transaction file larger than this is refused (a payment's is under 1 KiB).
    static let limit = 64 * 1024

    /// The transaction in the file at the absolute `path`, of either kind: an EVM one, with the hash
    /// the file states, when the file has "raw" (``EVMTransactionFile``), else a legacy one, as it is
    /// (ZhipCore's send checks its signature and chain before sending).
    /// - Throws: ``FileError`` when it cannot be read; ``TransactionFileError`` when it is not a
    ///   signed transaction.
    static func read(_ path: String) throws -> (SignedPayment, statedHash: EVMHash?) {
        let bytes = try FileReader.read(path, kind: "a signed transaction", limit: limit)
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        guard object?["raw"] != nil else { return (.legacy(try decode(bytes, path: path, evm: false)), nil) }
        let file: EVMTransactionFile = try decode(bytes, path: path, evm: true)
        let (signed, statedHash) = try file.signedTransaction(path: path)
        return (.evm(signed), statedHash)
    }

    /// The file's `bytes`, read from `path`, decoded as either kind.
    private static func decode<File: Decodable>(_ bytes: [UInt8], path: String, evm: Bool) throws -> File {
        do {
            return try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw TransactionFileError.notATransaction(path: path, reason: reason(error, evm: evm))
        }
    }

    /// What was wrong, in words, for a person who may open the file: the field, and what it
    /// must hold (never the decoder's own wording, which names Swift types).
    private static func reason(_ error: DecodingError, evm: Bool) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "the field \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\" is missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not JSON"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            guard let key = context.codingPath.last?.stringValue else { return "it is not a JSON object" }
            return "the field \"\(key)\" must be \(evm ? evmExpectation(of: key) : expectation(of: key))"
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

    /// What the field `key` of an EVM transaction file holds, in words.
    static func evmExpectation(of key: String) -> String {
        switch key {
        case "raw": "an EVM transaction as 0x and hex digits, in quotes"
        case "hash", "from", "to": "0x and hex digits, in quotes"
        case "value", "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas": "a whole number of wei, in quotes"
        case "nonce", "chainId", "type", "gas": "a non-negative integer"
        default: "what 'zhip-cli tx sign --account evm' writes there"
        }
    }
}

/// Why a file given to `tx send` cannot be sent; each case names the file.
enum TransactionFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not `CreateTransaction` params as `tx sign` writes them.
    case notATransaction(path: String, reason: String)
    /// An EVM transaction file whose `field` does not say what its raw bytes say.
    case evmFieldChanged(path: String, field: String)
    /// An EVM transaction file whose raw bytes' signature does not hold.
    case evmSignatureInvalid(path: String)

    /// True when the file was changed after signing (exit 2, like a legacy signature that does not hold).
    var refusesTheTransaction: Bool {
        switch self {
        case .notATransaction: false
        case .evmFieldChanged, .evmSignatureInvalid: true
        }
    }

    var description: String {
        switch self {
        case .notATransaction(let path, let reason):
            "\(path) is not a signed transaction (\(reason)): give the file 'zhip-cli tx sign' wrote"
        case .evmSignatureInvalid(let path):
            "the signature of the raw transaction in \(path) does not hold: the file was changed after signing, and "
                + "nothing was sent. Sign the payment again"
        case .evmFieldChanged(let path, let field):
            "\(path) says a \"\(field)\" that its signed raw transaction does not: the file was changed after "
                + "signing, and nothing was sent. Sign the payment again"
        }
    }
}
