/// What every factory of one container resolves against at one moment: the registrations and
/// the kept instances, in a table that is never changed once built.
///
/// ``ContainerManager`` keeps the truth behind its lock and, after each change, builds a new
/// snapshot and publishes it. A resolution only reads the published snapshot, so it takes no
/// lock and writes nothing that another thread reads: two threads resolve from one container
/// as fast as one does. ``SnapshotReaders`` says when a replaced snapshot may be freed.
///
/// The table is open addressing with linear probing, at most half full, hashed by
/// ``FactoryKey/bucketHash`` (the type's address and the name's length: no hashing of bytes).
/// Its slots hold their objects unretained, so reading one copies plain words and touches no
/// reference count; the snapshot keeps them alive in ``owners``.
final class ContainerSnapshot: @unchecked Sendable {
    /// One key's registration and kept instance, as unretained references.
    struct Slot {
        let key: FactoryKey
        /// An `Override<T>` given to `register`, if any.
        let override: Unmanaged<AnyObject>?
        /// A `Box<T>` a caching factory made, if any, and the scope that made it.
        let kept: Unmanaged<AnyObject>?
        let keptScope: Scope
    }

    /// One key's registration and kept instance, as the manager hands them over.
    struct Item {
        let key: FactoryKey
        let override: AnyObject?
        let kept: (scope: Scope, box: AnyObject)?
    }

    /// Allocated by `init`, never changed after it, freed by `deinit`: read in place, so a
    /// lookup does not retain an array buffer that every thread shares.
    private let slots: UnsafeMutableBufferPointer<Slot?>
    private let mask: Int
    /// Everything ``slots`` points to, retained for the snapshot's life.
    private let owners: [AnyObject]

    /// A snapshot of `items`, each key once.
    init(_ items: [Item]) {
        var capacity = 4
        while capacity < items.count * 2 { capacity *= 2 }
        let slots = UnsafeMutableBufferPointer<Slot?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil)
        var owners: [AnyObject] = []
        owners.reserveCapacity(items.count * 2)
        for item in items {
            var index = item.key.bucketHash & (capacity - 1)
            while slots[index] != nil { index = (index + 1) & (capacity - 1) }
            slots[index] = Slot(
                key: item.key, override: item.override.map { Unmanaged.passUnretained($0) },
                kept: item.kept.map { Unmanaged.passUnretained($0.box) }, keptScope: item.kept?.scope ?? .unique)
            if let override = item.override { owners.append(override) }
            if let kept = item.kept { owners.append(kept.box) }
        }
        self.slots = slots
        self.mask = capacity - 1
        self.owners = owners
    }

    deinit {
        slots.deallocate()
    }

    /// The slot of `key`, if it has a registration or a kept instance.
    func slot(_ key: FactoryKey) -> Slot? {
        var index = key.bucketHash & mask
        while let slot = slots[index] {
            if slot.key == key { return slot }
            index = (index + 1) & mask
        }
        return nil
    }
}
