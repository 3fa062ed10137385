import Testing

@testable import ZhipCLI

/// RFC 4180 as `history --csv` writes it: CRLF, quoting, doubled quotes, and fields a spreadsheet
/// would run as formulas defused.
@Suite("CSV: RFC 4180 and formula injection")
struct CSVTableTests {
    @Test("a header row, then a row a record, every line ended by CRLF; plain fields as they are")
    func linesEndWithCRLF() {
        let table = CSVTable(header: ["time", "amount"], rows: [["2026-07-01T12:00:00Z", "1.5"], ["", "0"]])

        let text = table.text

        #expect(text == "time,amount\r\n2026-07-01T12:00:00Z,1.5\r\n,0\r\n")
    }

    @Test(
        "a field with a comma, a quote, a CR or an LF is quoted, its quotes doubled",
        arguments: [
            ("Smith, Bob", "\"Smith, Bob\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("two\nlines", "\"two\nlines\""),
            ("cr\rhere", "\"cr\rhere\""),
            ("crlf\r\nhere", "\"crlf\r\nhere\""),
            ("Smith, \"Bob\"", "\"Smith, \"\"Bob\"\"\""),
        ])
    func quoting(field: String, written: String) {
        let encoded = CSVTable.field(field)

        #expect(encoded == written)
    }

    @Test(
        "a field starting with =, +, -, @, a tab or a CR gets a ' in front",
        arguments: [
            ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
            ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "\"'\rx\""),
            ("=1,2", "\"'=1,2\""),
        ])
    func formulasAreDefused(field: String, written: String) {
        let encoded = CSVTable.field(field)

        #expect(encoded == written)
    }

    @Test(
        "amounts, hashes, times, links and a sign inside a field are left as they are",
        arguments: [
            "1.5", "0.000000000000000001", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "2026-07-01T12:00:00Z",
            "https://otterscan.zilliqa.com/tx/0x01", "a=b", "1-2", "",
        ])
    func ordinaryFieldsAreUntouched(field: String) {
        let encoded = CSVTable.field(field)

        #expect(encoded == field)
    }
}
