import ZilliqaKit

/// The contracts whose logs a history page reads: the tokens listed on the network and the staking
/// pools the wallet knows, by address.
struct HistoryContracts: Sendable {
    /// The listed tokens, by contract.
    let tokens: [EVMAddress: Token]
    /// The staking pools the wallet knows (the portal's list and those added).
    let pools: Set<EVMAddress>
}
