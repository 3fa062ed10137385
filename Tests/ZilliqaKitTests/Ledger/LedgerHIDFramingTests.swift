import Testing

@testable import ZilliqaKit

// Expected reports: computed with ledgerblue's own `wrapCommandAPDU(0x0101, apdu, 64)`
// (LedgerHQ/blue-loader-python, ledgerblue/ledgerWrapper.py lines 24-59 at commit
// 49823286638294c224b7b7a39e15ac4d94dd004b), run in Python on the recorded APDUs of
// Sources/ZhipTesting/Ledger/Recordings/ethereum-app.json, and pasted here as hex.
@Suite("Ledger HID framing")
struct LedgerHIDFramingTests {
    @Test("a 5-byte APDU fits one report: channel, tag, index 0, length 5, the APDU, zeros")
    func oneReport() throws {
        let apdu = try Hex.decode("e006000000")

        let reports = LedgerHIDFraming.reports(for: apdu)

        #expect(
            reports.map { Hex.encode($0) } == [
                "01010500000005e006000000" + String(repeating: "00", count: 52)
            ])
    }

    @Test("a 75-byte APDU is cut into two reports, the second with index 1 and no length")
    func twoReports() throws {
        let apdu = try Hex.decode(
            "e004000046058000002c8000003c80000000000000000000000002ef8280018080860454b7a4e100825208947e5f4552091a69125d5dfcb7"
                + "b8c2659029395bdf880de0b6b3a764000080c0")

        let reports = LedgerHIDFraming.reports(for: apdu)

        #expect(
            reports.map { Hex.encode($0) } == [
                "0101050000004be004000046058000002c8000003c80000000000000000000000002ef8280018080860454b7a4e100825208947e5f4552"
                    + "091a69125d5dfcb7b8",
                "0101050001c2659029395bdf880de0b6b3a764000080c0" + String(repeating: "00", count: 41),
            ])
    }

    @Test("an answer in two reports is put back together: data then status word, the padding dropped")
    func reassemblesTwoReports() throws {
        let reports = try [
            "0101050000006d4104ef5b152e3f15eb0c50c9916161c2309e54bd87b9adce722d69716bcdef85f547678e15ab40a78919c7284e67a17ee9"
                + "a96e8b9886b60f76",
            "01010500017d93023bac8dbc16e42844616437373931304462444664453736346643323146434434453734443731624241434136443844"
                + "900000000000000000",
        ].map { try Hex.decode($0) }
        var reassembly = LedgerHIDFraming.Reassembly()

        let first = try reassembly.append(reports[0])
        let whole = try reassembly.append(reports[1])

        #expect(first == nil)
        let answer = try LedgerAnswer(wire: try #require(whole))
        #expect(answer.statusWord == 0x9000)
        #expect(answer.data.count == 107)
        #expect(
            Hex.encode(answer.data.suffix(40)) == Hex.encode(Array("Dad77910DbDFdE764fC21FCD4E74D71bBACA6D8D".utf8)))
    }

    @Test("a report on another channel is malformedAnswer")
    func otherChannel() {
        var reassembly = LedgerHIDFraming.Reassembly()
        let report = [0x01, 0x02, 0x05, 0x00, 0x00, 0x00, 0x02, 0x90, 0x00] + [UInt8](repeating: 0, count: 55)

        #expect(throws: LedgerError.malformedAnswer("a HID report on channel 0x0102, not 0x0101")) {
            try reassembly.append(report)
        }
    }

    @Test("a report with another tag is malformedAnswer")
    func otherTag() {
        var reassembly = LedgerHIDFraming.Reassembly()
        let report = [0x01, 0x01, 0x02, 0x00, 0x00, 0x00, 0x02, 0x90, 0x00] + [UInt8](repeating: 0, count: 55)

        #expect(throws: LedgerError.malformedAnswer("a HID report with tag 2, not 5")) {
            try reassembly.append(report)
        }
    }

    @Test("a report out of sequence is malformedAnswer")
    func outOfSequence() throws {
        var reassembly = LedgerHIDFraming.Reassembly()
        let first = [0x01, 0x01, 0x05, 0x00, 0x00, 0x00, 0x80] + [UInt8](repeating: 0, count: 57)
        let third = [0x01, 0x01, 0x05, 0x00, 0x02] + [UInt8](repeating: 0, count: 59)
        _ = try reassembly.append(first)

        #expect(throws: LedgerError.malformedAnswer("HID report 2 where report 1 was due")) {
            try reassembly.append(third)
        }
    }

    @Test("an answer stated longer than 1026 bytes is malformedAnswer before any more report is read")
    func tooLong() {
        var reassembly = LedgerHIDFraming.Reassembly()
        let report = [0x01, 0x01, 0x05, 0x00, 0x00, 0x04, 0x03] + [UInt8](repeating: 0, count: 57)

        #expect(throws: LedgerError.malformedAnswer("an answer of 1027 bytes; it has 2 to 1026")) {
            try reassembly.append(report)
        }
    }

    @Test("an answer stated shorter than its status word is malformedAnswer")
    func tooShort() {
        var reassembly = LedgerHIDFraming.Reassembly()
        let report = [0x01, 0x01, 0x05, 0x00, 0x00, 0x00, 0x01] + [UInt8](repeating: 0, count: 57)

        #expect(throws: LedgerError.malformedAnswer("an answer of 1 bytes; it has 2 to 1026")) {
            try reassembly.append(report)
        }
    }
}
