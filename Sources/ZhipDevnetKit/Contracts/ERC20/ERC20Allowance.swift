public import ZilliqaKit

/// Who may spend whose units in a modelled ERC-20: the key of its allowances.
public struct ERC20Allowance: Sendable, Hashable {
    public let owner: Address
    public let spender: Address

    public init(owner: Address, spender: Address) {
        self.owner = owner
        self.spender = spender
    }
}
