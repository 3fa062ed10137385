/// What the send flow does, as the person chose it: a payment from the legacy (zil1) account,
/// one from the EVM (0x) account, or a move of ZIL from the legacy account to the key's own EVM
/// account (``EVMAccountMove``).
public enum SendingChoice: String, Sendable, Hashable, CaseIterable {
    /// A payment from the legacy account, with the legacy scenes.
    case legacy
    /// A payment from the EVM account, with the EVM scenes.
    case evm
    /// The legacy scenes, paying the key's own EVM account.
    case moveToEVMAccount

    /// How the choice is offered.
    public var title: String {
        switch self {
        case .legacy: "Send from the legacy (zil1) account"
        case .evm: "Send from the EVM (0x) account"
        case .moveToEVMAccount: "Move ZIL to my EVM account"
        }
    }

    /// True when the choice needs the key's public half (the EVM account's address).
    var needsPublicKey: Bool { self != .legacy }
}
