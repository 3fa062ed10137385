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
/// keeping more. The `eth_` readers get the input too: as an answer (quantities of each width,
/// receipts, transactions, hashes, code), as hex text, and as an error message to recognise.
enum FuzzRPCResponse {
    static func run(_ bytes: [UInt8]) {
        decode(Data(bytes))
        for cut in [bytes.count / 2, bytes.count - 1] where cut > 0 { decode(Data(bytes.prefix(cut))) }
        bounded(bytes)
        endless(bytes)
        evmText(String(decoding: bytes, as: UTF8.self))
        evmRejection(bytes)
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
        batch(data, JSONValue.self, ids: ["1", "2", "3", "4"])
        if case .success(let value)? = try? JSONRPCMessage.decodeResponse(
            data, id: "1", method: "eth_x", as: JSONValue.self)
        {
            evmAnswer(value)
        }
    }

    // MARK: - eth_

    /// `value` read as the result of each eth_ call: a typed refusal with a description, or a
    /// value consistent with the text it came from.
    private static func evmAnswer(_ value: JSONValue) {
        typed { try EVMAnswer.quantity(value, method: "eth_getBalance", as: UInt128.self) }
        typed { try EVMAnswer.quantity(value, method: "eth_getTransactionCount", as: UInt64.self) }
        typed { try EVMAnswer.transactionHash(value, method: "eth_sendRawTransaction") }
        typed { try EVMAnswer.code(value) }
        typed { try EVMAnswer.receipt(value) }
        typed { try EVMAnswer.transaction(value) }
        if let text = value.stringValue { evmText(text) }
    }

    /// `text` as a quantity, data and a hash: what parses writes back as the same text (lower-case).
    private static func evmText(_ text: String) {
        if let number = try? EVMHex.quantity(text, as: UInt128.self) {
            precondition(EVMHex.quantity(number) == text.lowercased(), "quantity \(number) from other text")
            let narrow: UInt64? = try? EVMHex.quantity(text, as: UInt64.self)
            precondition(
                narrow.map { UInt128($0) == number } ?? (number > UInt128(UInt64.max)), "64-bit read of \(number)")
        }
        if let bytes = try? EVMHex.data(text, maximumBytes: 64) {
            precondition(EVMHex.data(bytes) == text.lowercased(), "data from other text")
        }
        if let hash = try? EVMHash(text) { precondition(hash.hex == text.lowercased(), "hash from other text") }
        typed { try EVMHex.quantity(text, as: UInt64.self) }
        typed { try EVMHex.data(text, maximumBytes: 16) }
    }

    /// The input as an error the node sent (its first byte a code among those the node uses),
    /// recognised or not, with a description that is never empty.
    private static func evmRejection(_ bytes: [UInt8]) {
        let codes = [-32602, -32603, -32601, -32600, -32000, 3]
        let code = codes[Int(bytes.first ?? 0) % codes.count]
        let error = RPCError(code: code, message: String(decoding: bytes.dropFirst(), as: UTF8.self))
        if let typed = EVMServiceError(rejection: error, method: "eth_sendRawTransaction") {
            precondition(!typed.description.isEmpty, "an EVM rejection without a description")
        }
    }

    /// Runs `read`; a refusal must be described.
    private static func typed<T>(_ read: () throws -> T) {
        do { _ = try read() } catch { precondition(!"\(error)".isEmpty, "an error without a description") }
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
