import Foundation
import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRPCResponseEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzRPCResponse.run)
}

/// Decodes the input as a node's answer to a single request and to a batch, for the result
/// types the wallet reads, whole and cut short; every refusal is a typed error with a
/// description. It also reads the input as a body arriving in pieces, once and without end,
/// against a small ``ResponseSizeLimit``: refused exactly when it passes the limit, never
/// keeping more.
enum FuzzRPCResponse {
    static func run(_ bytes: [UInt8]) {
        decode(Data(bytes))
        for cut in [bytes.count / 2, bytes.count - 1] where cut > 0 { decode(Data(bytes.prefix(cut))) }
        bounded(bytes)
        endless(bytes)
    }

    private static func decode(_ data: Data) {
        single(data, AccountBalance.self, method: "GetBalance")
        single(data, BlockchainInfo.self, method: "GetBlockchainInfo")
        single(data, TransactionReceipt.self, method: "GetTransaction")
        single(data, String.self, method: "GetMinimumGasPrice")
        single(data, UInt64.self, method: "GetNumTxBlocks")
        batch(data, AccountBalance.self, ids: ["1", "2"])
        batch(data, String.self, ids: ["1"])
        batch(data, BlockchainInfo.self, ids: ["a", "b", "c"])
    }

    /// The input in pieces (sized by its first byte) against a limit its second byte sets.
    private static func bounded(_ bytes: [UInt8]) {
        let limit = ResponseSizeLimit(bytes: Int(bytes.dropFirst().first ?? 0))
        let pieceSize = max(1, Int(bytes.first ?? 1) % 17)
        var body = BoundedBody(limit: limit)
        var offered = 0
        var refused = false
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            let piece = Data(bytes[start..<min(bytes.count, start + pieceSize)])
            do throws(TransportError) {
                try body.append(piece)
                offered += piece.count
            } catch {
                precondition(error == .responseTooLarge(limit: limit.bytes), "\(error) for a body past its limit")
                precondition(offered + piece.count > limit.bytes, "refused at \(offered + piece.count) of \(limit)")
                refused = true
                break
            }
        }
        precondition(
            refused == (bytes.count > limit.bytes), "\(bytes.count) bytes against \(limit): refused \(refused)")
        precondition(
            body.data.count <= limit.bytes && body.data == Data(bytes.prefix(body.data.count)), "kept wrong bytes")
        precondition(refused || body.data.count == bytes.count, "lost bytes within the limit")
        let announced = try? BoundedBody(limit: limit, announcedLength: Int64(bytes.count))
        precondition((announced != nil) == (bytes.count <= limit.bytes), "announced \(bytes.count) against \(limit)")
    }

    /// The input sent again and again, as a node that never ends: refused by the time the limit is passed.
    private static func endless(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let limit = ResponseSizeLimit(bytes: 4096)
        var body = BoundedBody(limit: limit)
        let piece = Data(bytes)
        for round in 1... {
            do throws(TransportError) {
                try body.append(piece)
            } catch {
                precondition(round * bytes.count > limit.bytes, "refused at round \(round)")
                return
            }
            precondition(round * bytes.count <= limit.bytes, "kept \(round * bytes.count) bytes past \(limit)")
        }
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
