/// How deeply JSON text nests its objects and arrays, read without parsing it, so a document can
/// be refused before a recursive parser meets it.
///
/// ```swift
/// JSONNesting.depth(of: Array(#"{"a":[1,[2]]}"#.utf8), stoppingAbove: 32)   // 3
/// ```
public enum JSONNesting {
    /// The deepest nesting of `bytes`' objects and arrays (brackets inside strings not counted), or
    /// `limit + 1` as soon as it passes `limit`.
    public static func depth(of bytes: [UInt8], stoppingAbove limit: Int) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limit { return limit + 1 }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
