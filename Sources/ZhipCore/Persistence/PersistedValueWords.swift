import Foundation
import ZilliqaKit

/// What a stored value is, in words for a message ("a wallet", "yes or no"), never a Swift type
/// name.
///
/// ```swift
/// PersistedValueWords.words(for: Bool.self)      // "yes or no"
/// ```
enum PersistedValueWords {
    /// `type` in words, with its article: "a wallet", "a date"; "a value Zhip can read" for a
    /// type it does not know.
    static func words(for type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "yes or no"
        case is Wallet.Type: "a wallet"
        case is Amount.Type: "an amount of ZIL"
        case is Date.Type: "a date"
        case is NetworkPreference.Type: "a network (a preset's name, or a node's URL and chain id)"
        case is String.Type: "text"
        case is Double.Type, is Int.Type: "a number"
        default: "a value Zhip can read"
        }
    }
}
