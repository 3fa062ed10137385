/// A token on the network's list, of either kind: an ERC-20 token (the EVM account's, sendable)
/// or a read-only ZRC-2 token (the legacy account's).
public enum ListedToken: Sendable, Hashable {
    /// An ERC-20 token, or a ZRC-2 token's ERC-20 proxy.
    case erc20(Token)
    /// A ZRC-2 token by its legacy contract.
    case zrc2(ZRC2Token)

    /// The contract as text: EIP-55 for an ERC-20 token, bech32 for a ZRC-2 token.
    public var contractText: String {
        switch self {
        case .erc20(let token): token.contract.checksummed
        case .zrc2(let token): token.contract.bech32
        }
    }

    /// The symbol with its contract in full, as every display shows it.
    public var label: String {
        switch self {
        case .erc20(let token): token.label
        case .zrc2(let token): token.label
        }
    }
}
