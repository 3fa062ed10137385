public import Foundation
public import ZilliqaKit

/// The token balances last read for an account, when, and on which network, as ``Preferences``
/// keeps them under ``PreferencesKey/cachedTokenBalances``: what a screen shows until a fresh read
/// ends; balances read on another network or for another account are never shown.
public struct CachedTokenBalances: Sendable, Hashable {
    /// The account they are of.
    public let owner: EVMAddress
    /// Each token's balance in its smallest unit, by contract; tokens whose balance was unreadable
    /// are left out.
    public let units: [EVMAddress: UInt256]
    /// When they were read (the wall-clock date of ``DateProvider``).
    public let updatedAt: Date

    public init(owner: EVMAddress, units: [EVMAddress: UInt256], updatedAt: Date) {
        self.owner = owner
        self.units = units
        self.updatedAt = updatedAt
    }
}
