import Foundation
import Synchronization
import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#endif

/// A real TCP server on 127.0.0.1 that speaks the Speculos emulator's APDU framing and answers
/// from recordings of Ledger's Ethereum app, as ``RecordedLedgerDevice`` does: point
/// ``ZilliqaKit/SpeculosTransport`` (or a zhip-cli run with `ZHIP_LEDGER_TRANSPORT` set to
/// ``setting``) at it, and the real transport, its framing and its sockets all run.
///
/// It accepts any number of connections, one after another or at once (each CLI command opens
/// its own), until ``stop()``. An APDU with no recording is kept in ``unrecorded`` and its
/// connection is closed, so the client fails with ``ZilliqaKit/LedgerError/connectionFailed(_:)``.
/// Sockets are served on threads of their own, never on Swift's cooperative pool.
///
/// ```swift
/// let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
/// defer { speculos.stop() }
/// let transport = try LedgerConnection(setting: speculos.setting).open()
/// let answer = try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])   // 02 01 16 00, 0x9000
/// ```
public final class RecordedSpeculos: Sendable {
    /// What it does instead of answering, for tests of a transport's bounds.
    public enum Fault: Sendable, Hashable {
        /// It answers from the recordings.
        case none
        /// It reads each APDU and never answers.
        case neverAnswers
        /// It answers each APDU with a frame whose 4-byte length says `length` data bytes, and
        /// nothing after it.
        case answerLength(UInt32)
    }

    /// The port it listens on.
    public let port: UInt16
    /// What it does with each APDU.
    public let fault: Fault
    private let device: RecordedLedgerDevice
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var stopped = false
        var connections = 0
    }

    /// The longest it serves when nobody stops it.
    private static let lifetime: Duration = .seconds(600)

    /// A server answering the APDUs of `records` (see ``RecordedLedgerDevice/init(records:from:)``).
    /// - Throws: ``LedgerRecordingError`` for a record that is not there or no socket to listen on.
    public init(records names: [String], from recordings: LedgerRecordings? = nil, fault: Fault = .none)
        throws(LedgerRecordingError)
    {
        device = try RecordedLedgerDevice(records: names, from: recordings)
        self.fault = fault
        do {
            (listener, port) = try LoopbackSocket.bound()
        } catch {
            throw .noListeningSocket("\(error)")
        }
        let end = ContinuousClock.now.advanced(by: Self.lifetime)
        Thread.detachNewThread { [self] in acceptConnections(until: end) }
    }

    /// The value of `ZHIP_LEDGER_TRANSPORT` that reaches it: "tcp:127.0.0.1:PORT".
    public var setting: String { "tcp:127.0.0.1:\(port)" }

    /// Every APDU it was sent, over all connections, in order.
    public var received: [[UInt8]] { device.received }

    /// The APDUs it had no recording for, in order.
    public var unrecorded: [[UInt8]] { device.unrecorded }

    /// How many connections it has accepted.
    public var connectionCount: Int { state.withLock { $0.connections } }

    /// Stops serving: every connection closes and no new one is accepted. Returns at once (its
    /// threads end on their own within 50 ms), so a test can call it from the cooperative pool.
    public func stop() {
        state.withLock { $0.stopped = true }
    }

    // MARK: - Threads

    private func isServing(until end: ContinuousClock.Instant) -> Bool {
        !state.withLock { $0.stopped } && ContinuousClock.now < end
    }

    private func acceptConnections(until end: ContinuousClock.Instant) {
        defer { close(listener) }
        while isServing(until: end) {
            guard LoopbackSocket.waitReadable(listener, milliseconds: 50) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            state.withLock { $0.connections += 1 }
            Thread.detachNewThread { [self] in serve(connection, until: end) }
        }
    }

    private func serve(_ connection: Int32, until end: ContinuousClock.Instant) {
        defer { close(connection) }
        let serving = { self.isServing(until: end) }
        while let head = LoopbackSocket.receive(exactly: 4, from: connection, while: serving) {
            let length = head.reduce(0) { Int($0) << 8 | Int($1) }
            guard length <= LedgerLimits.apduBytes,
                let apdu = LoopbackSocket.receive(exactly: length, from: connection, while: serving)
            else { return }
            switch fault {
            case .none:
                guard let answer = device.respond(to: apdu) else { return }
                let frame =
                    Self.bigEndian(UInt32(answer.data.count)) + answer.data
                    + [UInt8(answer.statusWord >> 8), UInt8(answer.statusWord & 0xFF)]
                guard LoopbackSocket.write(frame, to: connection) else { return }
            case .neverAnswers:
                _ = device.respond(to: apdu)
            case .answerLength(let claimed):
                _ = device.respond(to: apdu)
                guard LoopbackSocket.write(Self.bigEndian(claimed), to: connection) else { return }
            }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
