public import ZhipCore

/// The two stores a ``Seed`` filled: the app's real ``ZhipCore/Preferences`` and
/// ``ZhipCore/SecurePersistence`` types, kept in memory.
///
/// ```swift
/// let stores = try await Seed(wallet: wallet).stores()
/// let useCase = DefaultWalletUseCase(securePersistence: stores.securePersistence)
/// #expect(try useCase.loadWallet() == wallet)
/// ```
public struct SeededStores: Sendable {
    /// Settings, onboarding answers, the cached balance and the network.
    public let preferences: Preferences
    /// The wallet and the pincode's hash.
    public let securePersistence: SecurePersistence
}
