/// What carries one APDU to a Ledger device and its answer back: USB HID (``HIDRawTransport``) or
/// the Speculos emulator's TCP port (``SpeculosTransport``); ``LedgerConnection`` opens the one the
/// setting names.
///
/// ```swift
/// let transport = try LedgerConnection(setting: "tcp:127.0.0.1:9999").open()
/// let answer = try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
/// answer.statusWord   // 0x9000
/// ```
public protocol LedgerTransport: Sendable {
    /// Sends `apdu` (CLA, INS, P1, P2, Lc, data) and waits for the device's answer, as long as a
    /// person may take to confirm on it (the transport's own bound).
    /// - Throws: ``LedgerError/noDevice``, ``LedgerError/connectionFailed(_:)``,
    ///   ``LedgerError/timedOut(seconds:)`` or ``LedgerError/malformedAnswer(_:)``; a status word is
    ///   not an error here, the app's commands read it.
    func exchange(_ apdu: [UInt8]) async throws(LedgerError) -> LedgerAnswer
}

/// A device's answer to one APDU: its data and the two-byte status word after it (0x9000: done).
public struct LedgerAnswer: Sendable, Hashable {
    /// The answer's data, without the status word.
    public let data: [UInt8]
    /// The status word: 0x9000 when the command was done, else why not (0x6985: rejected on the device).
    public let statusWord: UInt16

    public init(data: [UInt8], statusWord: UInt16) {
        self.data = data
        self.statusWord = statusWord
    }

    /// The answer in the wire's order: data then the status word, big-endian.
    public init(wire bytes: [UInt8]) throws(LedgerError) {
        guard bytes.count >= 2 else { throw .malformedAnswer("an answer has at least its 2-byte status word") }
        data = Array(bytes.dropLast(2))
        statusWord = UInt16(bytes[bytes.count - 2]) << 8 | UInt16(bytes[bytes.count - 1])
    }
}
