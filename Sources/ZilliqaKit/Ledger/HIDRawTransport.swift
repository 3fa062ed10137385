#if canImport(Glibc)
    import Glibc
#endif

/// A ``LedgerTransport`` to a Ledger device on USB through Linux's hidraw nodes, with no HID
/// library: it finds the device in sysfs (``HIDRawDiscovery`` states which node it picks),
/// writes each 64-byte report of ``LedgerHIDFraming`` after report id 0 and reads the answer's
/// reports with `poll`.
///
/// It finds and opens the device on the first exchange, keeps it open for the next ones, and
/// runs one exchange at a time on a thread of its own. After an exchange fails it closes the
/// node, and the next exchange looks for the device anew (it may have been plugged in again).
///
/// ```swift
/// let device = HIDRawTransport()
/// let answer = try await device.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
/// ```
public final class HIDRawTransport: LedgerTransport {
    /// The directory of hidraw nodes in sysfs ("/sys/class/hidraw").
    public let sysfsRoot: String
    /// The directory of their device files ("/dev").
    public let deviceRoot: String
    /// How long an exchange waits for its answer: as long as a person may take to confirm.
    public let answerTimeout: Duration

    private let node = LedgerChannel()

    /// A transport to the Ledger device that `sysfsRoot` lists; nothing is opened until the
    /// first exchange.
    public init(
        sysfsRoot: String = "/sys/class/hidraw", deviceRoot: String = "/dev",
        answerTimeout: Duration = LedgerLimits.answerTimeout
    ) {
        self.sysfsRoot = sysfsRoot
        self.deviceRoot = deviceRoot
        self.answerTimeout = answerTimeout
    }

    /// - Throws: ``LedgerError/noDevice`` when no Ledger is plugged in, ``LedgerError/noPermission(path:)``
    ///   when its node may not be opened, ``LedgerError/timedOut(seconds:)`` after `answerTimeout`,
    ///   ``LedgerError/malformedAnswer(_:)`` for reports that break the framing or an answer over
    ///   ``LedgerHIDFraming/answerBytes``, ``LedgerError/connectionFailed(_:)`` for an APDU over
    ///   ``LedgerLimits/apduBytes`` or a device unplugged during the exchange.
    public func exchange(_ apdu: [UInt8]) async throws(LedgerError) -> LedgerAnswer {
        try await node.exchange(apdu, open: openDevice) { descriptor throws(LedgerError) in
            try self.exchange(apdu, on: descriptor)
        }
    }

    private func openDevice() throws(LedgerError) -> Int32 {
        let path = try HIDRawDiscovery.devicePath(sysfsRoot: sysfsRoot, deviceRoot: deviceRoot)
        let descriptor = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw HIDRawDiscovery.openError(errno: errno, path: path) }
        return descriptor
    }

    private func exchange(_ apdu: [UInt8], on descriptor: Int32) throws(LedgerError) -> LedgerAnswer {
        let deadline = LedgerDeadline(answerTimeout)
        for report in LedgerHIDFraming.reports(for: apdu) {
            try write([0x00] + report, to: descriptor, until: deadline)
        }
        var reassembly = LedgerHIDFraming.Reassembly()
        var buffer = [UInt8](repeating: 0, count: LedgerHIDFraming.reportSize)
        while true {
            try deadline.wait(for: Int32(POLLIN), on: descriptor)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EAGAIN || errno == EINTR { continue }
            guard count > 0 else { throw Self.failure(count == 0 ? ENODEV : errno) }
            if let wire = try reassembly.append(Array(buffer[..<count])) {
                return try LedgerAnswer(wire: wire)
            }
        }
    }

    private func write(_ report: [UInt8], to descriptor: Int32, until deadline: LedgerDeadline) throws(LedgerError) {
        while true {
            try deadline.wait(for: Int32(POLLOUT), on: descriptor)
            let count = report.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count == report.count { return }
            if count < 0, errno == EAGAIN || errno == EINTR { continue }
            throw count < 0 ? Self.failure(errno) : .connectionFailed("the Ledger took part of a HID report")
        }
    }

    private static func failure(_ code: Int32) -> LedgerError {
        code == ENODEV || code == EIO
            ? .connectionFailed("the Ledger was unplugged")
            : .connectionFailed("talking to the Ledger failed: \(LedgerDeadline.describe(code))")
    }
}
