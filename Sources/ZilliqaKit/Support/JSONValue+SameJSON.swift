public import Foundation

extension JSONValue {
    /// True when `first` and `second` are both absent, or the same JSON value however written
    /// (key order, spacing); JSON that does not parse equals nothing.
    /// ```swift
    /// JSONValue.sameJSON(Data(#"{"a":1,"b":2}"#.utf8), Data(#"{ "b": 2, "a": 1 }"#.utf8))   // true
    /// ```
    public static func sameJSON(_ first: Data?, _ second: Data?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        guard let one = try? JSONDecoder().decode(JSONValue.self, from: first),
            let other = try? JSONDecoder().decode(JSONValue.self, from: second)
        else { return false }
        return one == other
    }
}
