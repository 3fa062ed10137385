import ZilliqaKit

extension ControlRequestBody {
    /// `POST /control/escrow/claims`'s body: `calldata`, the claim's call data as `0x` and hex
    /// digits, at most ``LedgerState/maximumInput`` bytes (what a transaction may carry).
    func escrowClaim() throws(ControlError) -> [UInt8] {
        let text = try string("calldata")
        guard text.utf8.count <= 2 + 2 * LedgerState.maximumInput else {
            throw problem("\"calldata\" is longer than a transaction's \(LedgerState.maximumInput) bytes of input")
        }
        guard text.hasPrefix("0x"), let bytes = try? Hex.decode(text.dropFirst(2)), !bytes.isEmpty else {
            throw problem("\"calldata\" is not 0x and hex digits, such as the claim a recovery tool writes")
        }
        return bytes
    }
}
