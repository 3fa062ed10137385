/// Ledger's framing of APDUs over USB HID: the APDU, prefixed by its 2-byte length, cut into
/// 64-byte reports, each led by channel 0x0101, tag 0x05 and a 2-byte sequence index; answers
/// come back framed the same way. docs/ledger.md cites Ledger's code for each fact.
///
/// ```swift
/// let reports = LedgerHIDFraming.reports(for: [0xE0, 0x06, 0x00, 0x00, 0x00])   // one report
/// var answer = LedgerHIDFraming.Reassembly()
/// let wire = try answer.append(report)   // data + status word once the last report is in
/// ```
public enum LedgerHIDFraming {
    /// The size of one HID report, without the report id a hidraw write puts before it.
    public static let reportSize = 64
    /// The channel ledgerblue uses, and that the device echoes in its answer's reports.
    public static let channel: UInt16 = 0x0101
    /// The tag of an APDU report.
    public static let tag: UInt8 = 0x05
    /// The longest answer reassembled: ``LedgerLimits/answerDataBytes`` and the status word.
    public static let answerBytes = LedgerLimits.answerDataBytes + 2

    private static let headerSize = 5

    /// The 64-byte reports that carry `apdu`, zero-padded. `apdu` must be at most 65535 bytes
    /// (the transports send at most ``LedgerLimits/apduBytes``); longer ones are cut at 65535.
    public static func reports(for apdu: [UInt8]) -> [[UInt8]] {
        let apdu = apdu.prefix(Int(UInt16.max))
        let payload = UInt16(apdu.count).bigEndianBytes + apdu
        let blockSize = reportSize - headerSize
        var reports: [[UInt8]] = []
        var offset = 0
        var sequence = 0
        repeat {
            let end = min(offset + blockSize, payload.count)
            var report = header(sequence: UInt16(truncatingIfNeeded: sequence)) + payload[offset..<end]
            report += [UInt8](repeating: 0, count: reportSize - report.count)
            reports.append(report)
            offset = end
            sequence += 1
        } while offset < payload.count
        return reports
    }

    private static func header(sequence: UInt16) -> [UInt8] {
        channel.bigEndianBytes + [tag] + sequence.bigEndianBytes
    }

    /// An answer put together from its reports, checking each report's channel, tag and sequence.
    public struct Reassembly: Sendable {
        private var expected: Int?
        private var bytes: [UInt8] = []
        private var sequence: UInt16 = 0

        public init() {}

        /// Adds one report; returns the answer (data then status word) once it is whole, nil while
        /// more reports are to come.
        /// - Throws: ``LedgerError/malformedAnswer(_:)`` for a report on another channel, with
        ///   another tag or out of sequence, a report too short for its header, a stated length
        ///   under 2 or over ``LedgerHIDFraming/answerBytes``, or a report after the answer was whole.
        public mutating func append(_ report: [UInt8]) throws(LedgerError) -> [UInt8]? {
            if let expected, bytes.count >= expected {
                throw .malformedAnswer("a HID report after the answer was whole")
            }
            let first = expected == nil
            guard report.count >= (first ? 7 : 6) else {
                throw .malformedAnswer("a HID report of \(report.count) bytes, too short for its header")
            }
            let channel = UInt16(report[0]) << 8 | UInt16(report[1])
            guard channel == LedgerHIDFraming.channel else {
                throw .malformedAnswer("a HID report on channel \(LedgerError.hex(channel)), not 0x0101")
            }
            guard report[2] == LedgerHIDFraming.tag else {
                throw .malformedAnswer("a HID report with tag \(report[2]), not 5")
            }
            let index = UInt16(report[3]) << 8 | UInt16(report[4])
            guard index == sequence else {
                throw .malformedAnswer("HID report \(index) where report \(sequence) was due")
            }
            var payload = report[5...]
            if first {
                let length = Int(report[5]) << 8 | Int(report[6])
                guard length >= 2, length <= LedgerHIDFraming.answerBytes else {
                    throw .malformedAnswer(
                        "an answer of \(length) bytes; it has 2 to \(LedgerHIDFraming.answerBytes)")
                }
                expected = length
                payload = report[7...]
            }
            let total = expected ?? 0
            bytes += payload.prefix(total - bytes.count)
            sequence &+= 1
            return bytes.count == total ? bytes : nil
        }
    }
}
