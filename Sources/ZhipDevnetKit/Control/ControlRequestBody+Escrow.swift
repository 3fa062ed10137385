import ZilliqaKit

extension ControlRequestBody {
    /// `POST /control/escrow/claims`'s body: `calldata`, the claim's call data as `0x` and hex
    /// digits, at most ``ZilliqaKit/EscrowClaimCalldata/maximumTextLength`` characters (a claim is
    /// 388 bytes), so that the registered claims stay small in memory and in the state file.
    func escrowClaim() throws(ControlError) -> [UInt8] {
        let text = try string("calldata")
        guard text.utf8.count <= EscrowClaimCalldata.maximumTextLength else {
            throw problem(
                "\"calldata\" is longer than \(EscrowClaimCalldata.maximumTextLength) characters: a claim is "
                    + "\(EscrowClaimCalldata.byteCount) bytes")
        }
        guard text.hasPrefix("0x"), let bytes = try? Hex.decode(text.dropFirst(2)), !bytes.isEmpty else {
            throw problem("\"calldata\" is not 0x and hex digits, such as the claim a recovery tool writes")
        }
        return bytes
    }
}
