import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEVMTransactionEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzEVMTransaction.run)
}

/// Feeds the input to the strict RLP decoder and to the raw-transaction decoder (what `tx send
/// FILE` and the devnet read from outside). Whatever decodes must be canonical: RLP encodes back
/// to the same bytes, and a decoded transaction's raw bytes are the input, its hash their Keccak-256.
enum FuzzEVMTransaction {
    static func run(_ bytes: [UInt8]) {
        if let item = try? RLP.decode(bytes) {
            precondition(RLP.encode(item) == bytes, "strict RLP accepted a non-canonical encoding")
        }
        if let transaction = try? SignedEVMTransaction(raw: bytes) {
            precondition(transaction.raw == bytes, "a decoded transaction does not encode back to its raw bytes")
            precondition(transaction.hash == Keccak256.hash(bytes), "the hash is not Keccak-256 of the raw bytes")
        }
    }
}
