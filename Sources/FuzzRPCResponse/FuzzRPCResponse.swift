import Foundation
import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRPCResponseEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzRPCResponse.run)
}

/// Decodes the input as a node's answer to a single request and to a batch, for the result
/// types the wallet reads; every refusal is a typed error with a description.
enum FuzzRPCResponse {
    static func run(_ bytes: [UInt8]) {
        let data = Data(bytes)
        single(data, AccountBalance.self, method: "GetBalance")
        single(data, BlockchainInfo.self, method: "GetBlockchainInfo")
        single(data, TransactionReceipt.self, method: "GetTransaction")
        single(data, String.self, method: "GetMinimumGasPrice")
        single(data, UInt64.self, method: "GetNumTxBlocks")
        batch(data, AccountBalance.self, ids: ["1", "2"])
        batch(data, String.self, ids: ["1"])
        batch(data, BlockchainInfo.self, ids: ["a", "b", "c"])
    }

    private static func single<Value: Decodable>(_ data: Data, _ type: Value.Type, method: String) {
        do {
            let outcome = try JSONRPCMessage.decodeResponse(data, id: "1", method: method, as: type)
            if case .failure(let error) = outcome { _ = error.description }
        } catch {
            precondition(!error.description.isEmpty, "an error without a description")
        }
    }

    private static func batch<Value: Decodable>(_ data: Data, _ type: Value.Type, ids: [String]) {
        do {
            let outcomes = try JSONRPCMessage.decodeBatchResponse(
                data, ids: ids, methods: ids.map { "Method" + $0 }, as: type)
            precondition(outcomes.count == ids.count, "\(outcomes.count) outcomes for \(ids.count) ids")
        } catch {
            precondition(!error.description.isEmpty, "an error without a description")
        }
    }
}
