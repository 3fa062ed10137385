import CommandLineKit

/// The settings `zhip-cli settings` reads, and the four it changes.
enum SettingKey: String, CaseIterable, Sendable {
    /// The network the wallet talks to (changeable).
    case network
    /// Whether crash reports may be sent (changeable: yes or no).
    case crashReporting = "crash-reporting"
    /// Whether the terms of service were accepted (read-only: onboarding asks).
    case termsAccepted = "terms-accepted"
    /// Whether the warning about Zilliqa's own signature scheme was accepted (read-only).
    case eccWarningAccepted = "ecc-warning-accepted"
    /// Whether a pincode is set (read-only here: see `zhip-cli pincode`).
    case pincodeSet = "pincode-set"
    /// The last balance fetched for the wallet and when (read-only).
    case cachedBalance = "cached-balance"
    /// The block explorer that links the network's transactions (changeable per network).
    case explorer
    /// The ZilNames UniversalResolver that resolves `.zil` names (changeable per network but mainnet).
    case nameResolver = "name-resolver"

    /// True for the settings `settings set` changes.
    var isWritable: Bool { self == .network || self == .crashReporting || self == .explorer || self == .nameResolver }

    /// The key named `text`.
    /// - Throws: a usage error listing the keys.
    static func named(_ text: String) throws -> SettingKey {
        guard let key = SettingKey(rawValue: text.lowercased()) else {
            throw ValidationError(
                "there is no setting '\(text)': the settings are "
                    + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return key
    }
}
