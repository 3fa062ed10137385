public import Foundation
public import ZilliqaKit

/// The last balance fetched for the wallet and when it was fetched, as ``Preferences`` keeps
/// them under ``PreferencesKey/cachedBalance`` and ``PreferencesKey/balanceWasUpdatedAt``: what a
/// screen shows until a fresh fetch ends.
///
/// ```swift
/// if let cached = try Container.shared.balanceCacheUseCase().cachedBalance {
///     print("\(cached.amount), as of \(cached.updatedAt)")
/// }
/// ```
public struct CachedBalance: Sendable, Hashable {
    /// The balance.
    public let amount: Amount
    /// When it was fetched (the wall-clock date of ``DateProvider``).
    public let updatedAt: Date

    public init(amount: Amount, updatedAt: Date) {
        self.amount = amount
        self.updatedAt = updatedAt
    }
}
