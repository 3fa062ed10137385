import Synchronization

/// Saves the ledger to the `--state` file, one save at a time.
final class StateSaver: Sendable {
    let file: StateFile
    let ledger: Ledger
    let log: @Sendable (String) -> Void
    private let lock = Mutex(())

    init(file: StateFile, ledger: Ledger, log: @escaping @Sendable (String) -> Void) {
        self.file = file
        self.ledger = ledger
        self.log = log
    }

    /// Saves; under the lock the snapshot and its write go together, so saves land in order.
    func trySave() throws(StateFileError) {
        try lock.withLock { _ throws(StateFileError) in try file.save(ledger.snapshot()) }
    }

    /// Saves, reporting a failure to the log (the devnet keeps running).
    func save() {
        do { try trySave() } catch { log("zhip-devnet: \(error)") }
    }
}
