internal import CSodium

/// Makes sure libsodium is initialised before any of its functions runs.
enum Sodium {
    /// `sodium_init()` is idempotent and thread-safe; a static `let` runs it once.
    private static let initialized: Bool = sodium_init() >= 0

    /// True when libsodium initialised; for callers that report a failure instead of stopping.
    static var isReady: Bool { initialized }

    /// Call before using libsodium; a failed initialisation is a broken installation.
    static func ensureInitialized() {
        precondition(initialized, "libsodium failed to initialise")
    }
}
