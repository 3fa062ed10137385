import CommandLineKit
import ZhipCore

/// What `wallet watch` takes as its ADDRESS: `0x…` (EIP-55 or one case), `zil1…`, a contact's name,
/// or a `.zil` name resolved on the home's network (``RecipientArgument``, as `--to` reads them).
///
/// ```swift
/// let found = try await WatchedAddressLookUp.address(of: "alice.zil", console: console)
/// found.name      // "alice.zil": what to call the account unless --name says
/// ```
enum WatchedAddressLookUp {
    /// The address `text` names, and the name it was given by.
    /// - Throws: a usage error (exit 64) saying why it is none, without repeating it; the name
    ///   service's error for a `.zil` name that does not resolve.
    static func address(of text: String, console: Console) async throws -> (address: WatchedAddress, name: String?) {
        let named = try await RecipientArgument.read(text, console: console)
        do throws(WatchedAccountError) {
            return (try WatchedAddress(named?.text ?? text), named?.name.text)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
