import CommandLineKit
import ZhipCore

/// What `wallet watch` takes as its ADDRESS: today `0x…` (EIP-55 or one case) or `zil1…`. The one
/// place that reads the argument, so that contact names and `.zil` names can be looked up here later.
///
/// ```swift
/// let address = try await WatchedAddressLookUp.address(of: "zil1…")
/// ```
enum WatchedAddressLookUp {
    /// The address `text` names.
    /// - Throws: a usage error (exit 64) saying why it is none, without repeating it.
    static func address(of text: String) async throws -> WatchedAddress {
        do throws(WatchedAccountError) {
            return try WatchedAddress(text)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
