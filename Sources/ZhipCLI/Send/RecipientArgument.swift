import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `--to` (and a spender) as zhip-cli reads it: an address for the payment's grammar, a `.zil` name
/// resolved through the network's name service (with the wait shown), or a contact's name, through
/// ZhipCore's ``ZhipCore/RecipientLookup``.
enum RecipientArgument {
    /// True when `text` is read as an address by the payment's grammar (checked there), not as a name.
    static func isAddress(_ text: String) -> Bool {
        ContactName.looksLikeAddress(text.trimmingCharacters(in: .whitespaces))
    }

    /// The address and name `text` gives, nil for an address; `resolvingNames` false where no node
    /// is asked (a `.zil` name is then refused).
    /// - Throws: a usage error for a name that is neither a contact nor a `.zil` name ZilNames
    ///   takes; ZhipCore's ``ZhipCore/RecipientLookupError`` for a name that does not resolve.
    static func read(_ text: String, console: Console, resolvingNames: Bool = true) async throws
        -> RecipientLookup.Found?
    {
        guard !isAddress(text) else { return nil }
        let lookup = RecipientLookup(resolvingNames: resolvingNames)
        do throws(RecipientLookupError) {
            if resolvingNames, ZilName.isShaped(text) {
                return try await WaitingLine.showing("Resolving \(text) with ZilNames", on: console) {
                    () async throws(RecipientLookupError) in try await lookup.recipient(text)
                }
            }
            return try await lookup.recipient(text)
        } catch {
            switch error {
            case .noSuchContact, .invalidName, .nameNeedsNode: throw ValidationError(error.description)
            case .contacts, .name: throw error
            }
        }
    }
}
