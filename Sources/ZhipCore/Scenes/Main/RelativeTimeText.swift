public import Foundation

/// How long ago something happened, in short English: "just now", "1 minute ago",
/// "3 hours ago", "2 days ago". Whole units, rounded down; a date in the future reads as
/// "just now" (the computer's clock moved back).
///
/// ```swift
/// RelativeTimeText.describe(updated, relativeTo: now)   // "5 minutes ago"
/// ```
public enum RelativeTimeText {
    /// `date` relative to `now`.
    public static func describe(_ date: Date, relativeTo now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard seconds.isFinite, seconds >= 60 else { return "just now" }
        let minutes = Int(seconds / 60)
        if minutes < 60 { return counted(minutes, "minute") }
        let hours = minutes / 60
        if hours < 24 { return counted(hours, "hour") }
        return counted(hours / 24, "day")
    }

    private static func counted(_ count: Int, _ unit: String) -> String {
        count == 1 ? "1 \(unit) ago" : "\(count) \(unit)s ago"
    }
}
