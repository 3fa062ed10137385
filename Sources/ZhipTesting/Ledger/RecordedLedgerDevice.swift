import Synchronization
public import ZilliqaKit

/// A ``ZilliqaKit/LedgerTransport`` that answers from recordings of Ledger's Ethereum app: only
/// the exact APDU bytes recorded, each with its recorded data and status word. Any other APDU is
/// kept in ``unrecorded`` and fails the exchange, so the code under test fails with it.
///
/// The same APDU has different answers in different records (GET APP CONFIGURATION before and
/// after blind signing was turned on): the first of `records` that has the APDU answers it.
///
/// ```swift
/// let device = try RecordedLedgerDevice(records: ["enable_blind_signing", "sign_erc20_transfer_blind_signing_on"])
/// let answer = try await device.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])   // flags 0x03
/// #expect(device.unrecorded.isEmpty)
/// ```
public final class RecordedLedgerDevice: LedgerTransport {
    private let answers: [[UInt8]: LedgerAnswer]
    private let log = Mutex(Log())

    private struct Log {
        var received: [[UInt8]] = []
        var unrecorded: [[UInt8]] = []
    }

    /// A device that answers the APDUs of `records` (names in `recordings`, the Ethereum app's
    /// recordings when nil).
    /// - Throws: ``LedgerRecordingError`` when the recordings cannot be read or a name is not there.
    public init(records names: [String], from given: LedgerRecordings? = nil) throws(LedgerRecordingError) {
        let recordings: LedgerRecordings
        if let given {
            recordings = given
        } else {
            recordings = try LedgerRecordings.ethereumApp
        }
        var answers: [[UInt8]: LedgerAnswer] = [:]
        for name in names {
            for exchange in try recordings.record(named: name).exchanges where answers[exchange.apdu] == nil {
                answers[exchange.apdu] = exchange.answer
            }
        }
        self.answers = answers
    }

    /// Every APDU it was sent, in order.
    public var received: [[UInt8]] { log.withLock { $0.received } }

    /// The APDUs it had no recording for, in order.
    public var unrecorded: [[UInt8]] { log.withLock { $0.unrecorded } }

    /// The recorded answer to `apdu`.
    /// - Throws: ``ZilliqaKit/LedgerError/connectionFailed(_:)`` naming the APDU when none was recorded.
    public func exchange(_ apdu: [UInt8]) async throws(LedgerError) -> LedgerAnswer {
        guard let answer = respond(to: apdu) else {
            throw .connectionFailed("no recording for APDU \(Hex.encode(apdu))")
        }
        return answer
    }

    /// The recorded answer to `apdu`, nil when there is none; logs the APDU either way.
    func respond(to apdu: [UInt8]) -> LedgerAnswer? {
        let answer = answers[apdu]
        log.withLock {
            $0.received.append(apdu)
            if answer == nil { $0.unrecorded.append(apdu) }
        }
        return answer
    }
}
