import ZilliqaKit

/// One case of `evm-transactions.json`: a transaction eth-account signed, numbers as decimal text.
struct EVMTransactionVector: Decodable, Sendable {
    let type: Int
    let privateKey: String
    let nonce: String
    let gasLimit: String
    let to: String
    let value: String
    let data: String
    let chainId: String
    let gasPrice: String?
    let maxFeePerGas: String?
    let maxPriorityFeePerGas: String?
    let sender: String
    let raw: String
    let hash: String

    static func load() throws -> [EVMTransactionVector] { try Fixtures.load("evm-transactions") }

    /// The key and unsigned transaction, or nil when a field does not parse.
    func parsed() -> (key: PrivateKey, transaction: EVMTransaction)? {
        guard let key = try? PrivateKey(hex: privateKey), let to = try? EVMAddress(to),
            let nonce = UInt64(nonce), let gasLimit = UInt64(gasLimit), let value = UInt128(value),
            let chainID = UInt64(chainId), let fee
        else { return nil }
        let transaction = EVMTransaction(
            nonce: nonce, fee: fee, gasLimit: gasLimit, to: to, value: value, data: [UInt8](hex: data),
            chainID: chainID)
        return (key, transaction)
    }

    private var fee: EVMTransactionFee? {
        if let gasPrice = gasPrice.flatMap(UInt128.init) { return .legacy(gasPrice: gasPrice) }
        guard let maxFee = maxFeePerGas.flatMap(UInt128.init),
            let priority = maxPriorityFeePerGas.flatMap(UInt128.init)
        else { return nil }
        return .eip1559(maxFeePerGas: maxFee, maxPriorityFeePerGas: priority)
    }
}
