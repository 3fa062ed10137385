import Foundation
import ZhipCore
import ZilliqaKit

/// A signed EVM transaction file, as `tx sign --account evm` writes it: the raw bytes for
/// `eth_sendRawTransaction`, with its hash and fields for a person to read (wei as decimal strings).
///
/// ```json
/// {"chainId": 32769, "from": "0x3C08…", "gas": 21000, "hash": "0x66c1…", "maxFeePerGas": "5000000000000",
///  "maxPriorityFeePerGas": "1000000000", "nonce": 0, "raw": "0x02f8…", "to": "0x19E7…", "type": 2,
///  "value": "1500000000000000000"}
/// ```
struct EVMTransactionFile: Codable, Equatable {
    let raw: String
    let hash: String?
    let from: String?
    let to: String?
    let value: String?
    let nonce: UInt64?
    let chainId: UInt64?
    let type: Int?
    let gas: UInt64?
    let gasPrice: String?
    let maxFeePerGas: String?
    let maxPriorityFeePerGas: String?
    /// A token transfer's token (the contract `to` calls), its recipient and its amount in the
    /// token's smallest unit, read from the call data; absent for ZIL.
    let token: String?
    let tokenTo: String?
    let tokenAmount: String?
    /// The token's decimals as `tx sign --decimals` gave them (for a person to read the amount).
    let decimals: Int?

    /// The file of `signed`: every field from the raw bytes, and a token transfer's `decimals`.
    init(_ signed: SignedEVMTransaction, decimals: Int? = nil) {
        let transaction = signed.transaction
        let transfer = ERC20.transferArguments(in: transaction.data)
        token = transfer.map { _ in transaction.to.checksummed }
        tokenTo = transfer?.recipient.checksummed
        tokenAmount = transfer?.amount.description
        self.decimals = transfer == nil ? nil : decimals
        raw = EVMHex.data(signed.raw)
        hash = signed.transactionHash.hex
        from = signed.sender.checksummed
        to = transaction.to.checksummed
        value = String(transaction.value)
        nonce = transaction.nonce
        chainId = transaction.chainID
        gas = transaction.gasLimit
        switch transaction.fee {
        case .legacy(let price):
            type = 0
            gasPrice = String(price)
            maxFeePerGas = nil
            maxPriorityFeePerGas = nil
        case .eip1559(let maxFee, let priority):
            type = 2
            gasPrice = nil
            maxFeePerGas = String(maxFee)
            maxPriorityFeePerGas = String(priority)
        }
    }

    /// The signed transaction in the file at `path`, decoded strictly from "raw"; every other field
    /// that is there must say what the raw bytes say (a file changed after signing is refused).
    /// - Throws: ``TransactionFileError``.
    func signedTransaction(path: String) throws -> (SignedEVMTransaction, statedHash: EVMHash?) {
        let signed: SignedEVMTransaction
        do {
            signed = try SignedEVMTransaction(raw: try EVMHex.data(raw, maximumBytes: TransactionFile.limit))
        } catch EVMTransactionError.signature {
            throw TransactionFileError.evmSignatureInvalid(path: path)
        } catch let error as EVMTransactionError {
            throw TransactionFileError.notATransaction(path: path, reason: "its \"raw\" is \(error)")
        } catch {
            throw TransactionFileError.notATransaction(path: path, reason: "its \"raw\" is not 0x and hex digits")
        }
        let statedHash: EVMHash?
        do { statedHash = try hash.map { text throws(EVMHexError) in try EVMHash(text) } } catch {
            throw TransactionFileError.notATransaction(path: path, reason: "its \"hash\" is not 0x and 64 hex digits")
        }
        if statedHash == nil || statedHash == signed.transactionHash,
            let field = firstDisagreement(with: EVMTransactionFile(signed))
        {
            throw TransactionFileError.evmFieldChanged(path: path, field: field)
        }
        return (signed, statedHash)
    }

    /// The first field of this file, other than "raw" and "hash", that is there and is not what
    /// `actual` (the file of its raw bytes) has.
    private func firstDisagreement(with actual: EVMTransactionFile) -> String? {
        let pairs: [(String, String?, String?)] = [
            ("from", from?.lowercased(), actual.from?.lowercased()), ("to", to?.lowercased(), actual.to?.lowercased()),
            ("value", value, actual.value), ("nonce", nonce.map(String.init), actual.nonce.map(String.init)),
            ("chainId", chainId.map(String.init), actual.chainId.map(String.init)),
            ("type", type.map(String.init), actual.type.map(String.init)),
            ("gas", gas.map(String.init), actual.gas.map(String.init)), ("gasPrice", gasPrice, actual.gasPrice),
            ("maxFeePerGas", maxFeePerGas, actual.maxFeePerGas),
            ("maxPriorityFeePerGas", maxPriorityFeePerGas, actual.maxPriorityFeePerGas),
            ("token", token?.lowercased(), actual.token?.lowercased()),
            ("tokenTo", tokenTo?.lowercased(), actual.tokenTo?.lowercased()),
            ("tokenAmount", tokenAmount, actual.tokenAmount),
        ]
        return pairs.first { $0.1 != nil && $0.1 != $0.2 }?.0
    }
}
