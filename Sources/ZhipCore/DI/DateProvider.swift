public import Foundation

/// The current date and time, for what is shown to people or stored: when the balance was
/// last updated, when a lockout ends.
///
/// The test stand-in is `FixedDateProvider` (ZhipCoreTestSupport), which answers the date it
/// was given until a test moves it. To measure or wait, use ``MonotonicClock``.
///
/// ```swift
/// try preferences.save(Container.shared.dateProvider().now, for: .balanceWasUpdatedAt)
/// ```
public protocol DateProvider: Sendable {
    /// Now.
    var now: Date { get }
}

/// The real ``DateProvider``: the system's wall clock.
public struct SystemDateProvider: DateProvider {
    public init() {}

    public var now: Date { Date() }
}
