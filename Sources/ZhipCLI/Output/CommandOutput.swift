import CommandLineKit
import Foundation
import ZilliqaKit

/// Prints a command's result: one JSON object with sorted keys on one line, or labelled
/// lines of text for people.
struct CommandOutput {
    let console: Console
    let json: Bool

    init(_ console: Console, _ options: OutputOptions) {
        self.console = console
        self.json = options.json
    }

    /// `value` as one compact JSON line (with `--json`), else `lines`, each `label: value`
    /// with the values aligned.
    func emit(_ value: some Encodable, lines: [(label: String, value: String)]) throws {
        if json {
            console.print(try Self.encode(value))
        } else {
            let width = (lines.map(\.label.count).max() ?? 0) + 2
            for line in lines {
                let label = line.label + ":"
                console.print(label + String(repeating: " ", count: width - label.count) + line.value)
            }
        }
    }

    /// Compact JSON with sorted keys and unescaped slashes (paths stay readable).
    static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder.zhip().encode(value), as: UTF8.self)
    }
}
