public import Foundation

extension JSONEncoder {
    /// How Zhip lays out the JSON it writes: on one line, or indented for a person to read.
    public enum ZhipLayout: Sendable {
        /// One line, no spaces: requests, keystores, `--json` output.
        case compact
        /// Indented, a member a line: the files a person may open (state, settings, backups).
        case pretty
    }

    /// An encoder that writes JSON as Zhip always does: keys sorted (the same value gives the
    /// same bytes), slashes left unescaped (paths and URLs stay readable), in `layout`.
    ///
    /// ```swift
    /// try JSONEncoder.zhip().encode(["path": "/tmp/a"])          // {"path":"/tmp/a"}
    /// try JSONEncoder.zhip(.pretty).encode(snapshot)              // indented, keys sorted
    /// ```
    public static func zhip(_ layout: ZhipLayout = .compact) -> JSONEncoder {
        let encoder = JSONEncoder()
        switch layout {
        case .compact: encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        case .pretty: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        }
        return encoder
    }
}
