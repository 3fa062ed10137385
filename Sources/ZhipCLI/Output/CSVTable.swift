import Foundation

/// A table as RFC 4180 CSV: a header row, then one row a record, every line ended by CRLF; a
/// field holding a comma, a double quote, a CR or an LF is quoted, its double quotes doubled.
///
/// A field a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a CR:
/// OWASP's "CSV injection") is written with a `'` in front, which spreadsheets show as text.
///
/// ```swift
/// CSVTable(header: ["name", "amount"], rows: [["Smith, \"Bob\"", "1.5"], ["=1+2", "2"]]).text
/// // "name,amount\r\n\"Smith, \"\"Bob\"\"\",1.5\r\n'=1+2,2\r\n"
/// ```
struct CSVTable: Sendable, Hashable {
    /// The column names.
    let header: [String]
    /// The records, each as many fields as the header.
    let rows: [[String]]

    /// What starts a field a spreadsheet would evaluate.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// The whole table: the header line, then a line a row.
    var text: String {
        ([header] + rows).map(Self.line).joined()
    }

    /// One record's line, its fields apart by commas, ended by CRLF.
    static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// `text` as one field: defused when a spreadsheet would run it, then quoted when it must be.
    static func field(_ text: String) -> String {
        let safe = text.unicodeScalars.first.map(formulaStarts.contains) == true ? "'" + text : text
        let mustQuote = safe.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        return mustQuote ? "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : safe
    }
}
