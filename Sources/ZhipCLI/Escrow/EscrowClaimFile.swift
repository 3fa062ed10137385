import CommandLineKit
import ZilliqaKit

/// The claim in a `--calldata-file`: read at most ``ZilliqaKit/EscrowClaimCalldata/maximumTextLength``
/// bytes, then parsed by ``ZilliqaKit/EscrowClaimCalldata``; anything else is refused, nothing signed.
enum EscrowClaimFile {
    /// The claim the file at `path` holds.
    /// - Throws: ``FileError`` when it cannot be read or is too large, a ``CommandLineKit/CommandFailure``
    ///   (exit 2) when it is not a claim.
    static func read(_ path: String) throws -> EscrowClaimCalldata {
        let bytes = try FileReader.read(
            path, kind: "a migration escrow claim", limit: EscrowClaimCalldata.maximumTextLength)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(
                "\(path) is not text: give the file the recovery tool wrote (0x and hex digits); nothing was signed",
                exitCode: .refused)
        }
        do throws(EscrowClaimCalldataError) {
            return try EscrowClaimCalldata(text: text)
        } catch {
            throw CommandFailure(
                "\(path): \(error); give the claim Zilliqa's official recovery tool wrote; nothing was signed",
                exitCode: .refused)
        }
    }
}
