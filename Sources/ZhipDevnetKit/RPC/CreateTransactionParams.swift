import Foundation
import ZilliqaKit

/// Reads `CreateTransaction`'s params[0] with the node's checks, in the node's order, each
/// failure answered with the node's code and message; what passes is decoded with
/// ZilliqaKit's `SignedTransaction` Codable.
enum CreateTransactionParams {
    /// The keys the node requires.
    static let requiredKeys: Set<String> = [
        "version", "nonce", "toAddr", "amount", "pubKey", "gasPrice", "gasLimit", "code", "data", "signature",
    ]
    /// The one key the node also allows.
    static let optionalKey = "priority"

    static func parse(_ json: JSONValue) throws(DevnetRPCError) -> SignedTransaction {
        guard let members = json.objectValue else {
            throw .invalidParams("CreateTransaction takes one object: the signed transaction")
        }
        try checkKeys(Set(members.keys))
        guard members["nonce"]?.isIntegral == true else { throw .nonceNotIntegral }
        guard let amount = members["amount"]?.stringValue, (try? Amount(qaString: amount)) != nil else {
            throw .amountInvalid
        }
        guard members["version"]?.isIntegral == true else { throw .versionNotIntegral }
        guard members["pubKey"]?.stringValue?.utf8.count == 66 else { throw .pubKeySize }
        guard members["signature"]?.stringValue?.utf8.count == 128 else { throw .signatureSize }
        guard let toAddr = members["toAddr"]?.stringValue, (try? Address(hexString: toAddr)) != nil else {
            throw .toAddrChecksum
        }
        if let priority = members[optionalKey] {
            guard case .bool = priority else { throw .priorityNotBoolean }
        }
        do {
            return try JSONDecoder().decode(SignedTransaction.self, from: Data(json.encodedBytes()))
        } catch let error as DecodingError {
            throw .unableToProcess(describe(error))
        } catch {
            throw .unableToProcess("\(error)")
        }
    }

    private static func checkKeys(_ keys: Set<String>) throws(DevnetRPCError) {
        let missing = requiredKeys.subtracting(keys)
        let unexpected = keys.subtracting(requiredKeys).subtracting([optionalKey])
        guard missing.isEmpty, unexpected.isEmpty else {
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing " + missing.sorted().joined(separator: ", ")) }
            if !unexpected.isEmpty { parts.append("not allowed " + unexpected.sorted().joined(separator: ", ")) }
            throw .missingComponents(
                parts.joined(separator: "; ") + " (the keys are " + requiredKeys.sorted().joined(separator: ", ")
                    + ", and optionally priority)")
        }
    }

    /// One line naming the field and what was wrong with it.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type), found null"
        case .keyNotFound(let key, _):
            return "\(key.stringValue): missing"
        case .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
