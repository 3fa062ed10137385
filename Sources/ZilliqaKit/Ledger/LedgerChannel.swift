import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one descriptor a Ledger transport talks over (a hidraw node, a TCP connection): opened by the
/// first exchange and kept for the next, one exchange at a time on a thread of its own (never on
/// Swift's cooperative pool), closed after any failed exchange so that a late answer is never read
/// as the next one's, and closed when the transport goes.
final class LedgerChannel: Sendable {
    private let descriptor = Mutex<Int32>(-1)

    deinit {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
        }
    }

    /// Checks `apdu` against ``LedgerLimits``, then runs `body` on the open descriptor (opened with
    /// `open` when there is none) on a thread of its own.
    func exchange(
        _ apdu: [UInt8], open: @escaping @Sendable () throws(LedgerError) -> Int32,
        _ body: @escaping @Sendable (Int32) throws(LedgerError) -> LedgerAnswer
    ) async throws(LedgerError) -> LedgerAnswer {
        try LedgerLimits.check(apdu)
        return try await DedicatedThread.run { () throws(LedgerError) -> LedgerAnswer in
            try self.descriptor.withLock { (descriptor: inout Int32) throws(LedgerError) -> LedgerAnswer in
                if descriptor < 0 { descriptor = try open() }
                do throws(LedgerError) {
                    return try body(descriptor)
                } catch {
                    close(descriptor)
                    descriptor = -1
                    throw error
                }
            }
        }
    }
}
