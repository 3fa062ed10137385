import Glibc

/// The current time as an HTTP `Date` value (IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`),
/// formatted by hand so no locale can change it.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Now, or `nil` if the C library cannot break the time down.
    static func now() -> String? { format(time(nil)) }

    /// `seconds` since the Unix epoch, in UTC.
    static func format(_ seconds: time_t) -> String? {
        var clock = seconds
        var parts = tm()
        guard gmtime_r(&clock, &parts) != nil, weekdays.indices.contains(Int(parts.tm_wday)),
            months.indices.contains(Int(parts.tm_mon))
        else { return nil }
        return "\(weekdays[Int(parts.tm_wday)]), \(twoDigits(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }

    private static func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
