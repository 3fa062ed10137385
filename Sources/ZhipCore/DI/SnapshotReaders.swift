import Synchronization

/// Which ``ContainerSnapshot`` every thread is reading right now, so that a snapshot replaced
/// by a change is freed only once no thread reads it (hazard pointers: Michael, 2004).
///
/// A reader writes the snapshot's address to its own thread's ``ResolutionChain/reading``, then
/// checks that the snapshot is still the published one; a change first publishes the new
/// snapshot, then frees a replaced one only if no thread's `reading` holds its address. Both
/// sides use sequentially consistent atomics, so either the change sees the reader's address,
/// or the reader sees the new snapshot and reads that one instead: a snapshot is never freed
/// while read. A reader writes only to its own thread's slot, so readers never contend; a
/// change (rare: a registration, a reset, an instance made) takes this list's lock.
enum SnapshotReaders {
    /// Every thread that has resolved something and not ended, by its chain.
    private static let threads = Mutex<[ObjectIdentifier: Unmanaged<ResolutionChain>]>([:])

    /// Counts `chain`'s thread among the readers, from its first resolution.
    static func add(_ chain: ResolutionChain) {
        threads.withLock { $0[ObjectIdentifier(chain)] = Unmanaged.passUnretained(chain) }
    }

    /// Stops counting `chain`'s thread, which is ending.
    static func remove(_ chain: ResolutionChain) {
        threads.withLock { $0[ObjectIdentifier(chain)] = nil }
    }

    /// Whether any thread is reading the snapshot at `address`.
    static func anyThreadReads(_ address: UnsafeMutableRawPointer) -> Bool {
        let bits = UInt(bitPattern: address)
        return threads.withLock { threads in
            threads.values.contains { chain in
                chain._withUnsafeGuaranteedRef { $0.reading.load(ordering: .sequentiallyConsistent) == bits }
            }
        }
    }
}
