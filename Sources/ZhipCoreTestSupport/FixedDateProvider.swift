public import Foundation
import Synchronization
public import ZhipCore

/// A ``DateProvider`` for tests: it answers the date it was given until the test moves it.
///
/// ```swift
/// let dates = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))
/// Container.shared.dateProvider.register { dates }
/// dates.advance(by: 300)   // five minutes later
/// ```
public final class FixedDateProvider: DateProvider {
    private let date: Mutex<Date>

    /// A provider that answers `date`.
    public init(_ date: Date) {
        self.date = Mutex(date)
    }

    public var now: Date { date.withLock { $0 } }

    /// Answers `newDate` from now on.
    public func set(_ newDate: Date) {
        date.withLock { $0 = newDate }
    }

    /// Moves the date `seconds` forward (or back, when negative).
    public func advance(by seconds: TimeInterval) {
        date.withLock { $0 += seconds }
    }
}
