import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzABIEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzABI.run)
}

/// Reads the input as a contract's answer (every type, in the first slots, and a staking pool's
/// pending claims), as revert data and as a log (its first three words as topics, the rest as
/// data, for ERC-20 and for a staking pool); what reads must write back:
/// a uint256, bool or address re-encodes to the word it came from, a string to its own bytes.
enum FuzzABI {
    static func run(_ bytes: [UInt8]) {
        let reader = ABIReader(bytes)
        for slot in 0..<3 {
            if let number = try? reader.uint256(at: slot), let word = try? reader.word(at: slot) {
                precondition(ABIValue.uint256(number).word == word, "uint256 does not re-encode to its word")
            }
            if let flag = try? reader.bool(at: slot), let word = try? reader.word(at: slot) {
                precondition(ABIValue.bool(flag).word == word, "bool does not re-encode to its word")
            }
            if let address = try? reader.address(at: slot), let word = try? reader.word(at: slot) {
                precondition(ABIValue.address(address).word == word, "address does not re-encode to its word")
            }
            if let text = try? reader.string(at: slot, maximumBytes: 4096) {
                precondition(text.utf8.count <= min(4096, bytes.count), "a string longer than its bound")
            }
            if let raw = try? reader.bytes(at: slot, maximumBytes: 4096) {
                precondition(raw.count <= min(4096, bytes.count), "bytes longer than their bound")
            }
            if let tuples = try? reader.uint256Tuples(at: slot, width: 2, maximumCount: 64) {
                precondition(tuples.count <= 64 && tuples.allSatisfy { $0.count == 2 }, "tuples past their bound")
            }
        }
        if let claims = try? Delegation.pendingClaims(bytes) {
            precondition(claims.count <= Delegation.maximumPendingClaims, "more pending claims than the maximum")
        }
        if let text = try? reader.text(maximumBytes: 256) {
            precondition(text.utf8.count <= 256, "text longer than its bound")
        }
        checkRevert(bytes)
        checkLog(bytes)
    }

    /// Revert data always has a reason; an unknown one keeps every byte.
    private static func checkRevert(_ bytes: [UInt8]) {
        let reason = ABIRevertReason(data: bytes)
        if case .unknown(let kept) = reason { precondition(kept == bytes, "unknown revert data not kept whole") }
        precondition(!reason.description.isEmpty, "a revert reason with no description")
    }

    /// The first 96 bytes as three topics and the rest as data; a log that reads names its addresses' words.
    private static func checkLog(_ bytes: [UInt8]) {
        let topics = stride(from: 0, to: min(bytes.count, 96), by: 32).map {
            Array(bytes[$0..<min($0 + 32, bytes.count)])
        }
        let data = Array(bytes.dropFirst(96))
        if let staking = try? DelegationLog(topics: Array(topics.prefix(2)), data: data) {
            precondition(ABIValue.address(staking.delegator).word == topics[1], "the delegator is not topic 1")
            precondition(staking.data.count <= DelegationLog.maximumDataBytes, "event data past its bound")
        }
        guard let log = try? ERC20Log(topics: topics, data: data) else { return }
        switch log {
        case .transfer(let from, let to, _), .approval(let from, let to, _):
            precondition(ABIValue.address(from).word == topics[1], "from is not topic 1")
            precondition(ABIValue.address(to).word == topics[2], "to is not topic 2")
        }
    }
}
