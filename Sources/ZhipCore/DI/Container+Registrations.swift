import Foundation
public import ZilliqaKit

/// Zhip's services: the paths, the stores and time. The use cases built on them are registered
/// per domain, each composite with its narrow facets, in `Container+WalletUseCases.swift` and
/// `Container+Balances.swift`, and the network in `Container+Network.swift`. Tests
/// replace any of them with `register`; see ``Container``.
extension Container {
    // MARK: - Services

    /// Where Zhip keeps its files. The default reads `ZHIP_HOME` and the XDG variables of this
    /// process (see ``ZhipPaths``); a front end with a `--home` flag registers its own at
    /// start-up, before anything resolves a store (the stores are `.perContainer` and keep the
    /// paths they were made with):
    /// ```swift
    /// Container.shared.zhipPaths.register {
    ///     Result { () throws(PersistenceError) in
    ///         try ZhipPaths.resolve(explicitHome: home, environment: ProcessInfo.processInfo.environment)
    ///     }
    /// }
    /// ```
    /// A failure is not thrown here but by the first store operation, as its error.
    public var zhipPaths: Factory<Result<ZhipPaths, PersistenceError>> {
        self {
            Result { () throws(PersistenceError) in
                try ZhipPaths.resolve(explicitHome: nil, environment: ProcessInfo.processInfo.environment)
            }
        }.perContainer
    }

    /// Settings and cached values: `preferences.json` in the config directory. Tests register
    /// `Preferences(storage: InMemoryStorageBackend())` (ZhipCoreTestSupport).
    public var preferences: Factory<Preferences> {
        self {
            switch self.zhipPaths() {
            case .success(let paths):
                Preferences(storage: paths.preferencesStorage(dateProvider: self.dateProvider()))
            case .failure(let error):
                Preferences(storage: UnavailableStorageBackend(error: error))
            }
        }.perContainer
    }

    /// The wallet and pincode: `secure.json` (0600) in the data directory (0700). Tests
    /// register `SecurePersistence(storage: InMemoryStorageBackend())`.
    public var securePersistence: Factory<SecurePersistence> {
        self {
            switch self.zhipPaths() {
            case .success(let paths):
                SecurePersistence(storage: paths.secureStorage(dateProvider: self.dateProvider()))
            case .failure(let error):
                SecurePersistence(storage: UnavailableStorageBackend(error: error))
            }
        }.perContainer
    }

    /// Monotonic time for waiting and measuring; tests register `ImmediateClock()`.
    public var clock: Factory<any MonotonicClock> {
        self { SystemClock() }.perContainer
    }

    /// The wall-clock date; tests register `FixedDateProvider(someDate)`.
    public var dateProvider: Factory<any DateProvider> {
        self { SystemDateProvider() }.perContainer
    }
}
