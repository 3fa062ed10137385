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
    /// One key's registration and kept instance, as the manager hands them over.
    struct Item {
        let key: FactoryKey
        let override: AnyObject?
        let kept: (scope: Scope, box: AnyObject)?
    }

    /// The table, a column per field, allocated by `init`, never changed after it, freed by
    /// `deinit`: read in place, so a lookup retains no array buffer that every thread shares,
    /// and copies out one word, not a whole slot. (Copying a whole slot out of a lookup
    /// cost a failed store-to-load forward: the 8-byte read of its `kept` field spanned a 16-byte
    /// store, and that read was two thirds of a kept resolve's own time.)
    ///
    /// `types[i]` is the address of the type of the key in slot `i`, 0 for an empty slot; the
    /// other columns are set where it is not 0.
    private let types: UnsafeMutablePointer<UInt>
    private let keys: UnsafeMutablePointer<FactoryKey>
    /// The `Override<T>` given to `register` for each slot's key, if any.
    private let overrides: UnsafeMutablePointer<Unmanaged<AnyObject>?>
    /// The `Box<T>` a caching factory made for each slot's key, if any, and the scope that made it.
    private let keptBoxes: UnsafeMutablePointer<Unmanaged<AnyObject>?>
    private let keptScopes: UnsafeMutablePointer<Scope>
    private let mask: Int
    /// Everything the table points to, retained for the snapshot's life.
    private let owners: [AnyObject]

    /// A snapshot of `items`, each key once.
    init(_ items: [Item]) {
        var capacity = 4
        while capacity < items.count * 2 { capacity *= 2 }
        types = .allocate(capacity: capacity)
        types.initialize(repeating: 0, count: capacity)
        keys = .allocate(capacity: capacity)
        overrides = .allocate(capacity: capacity)
        keptBoxes = .allocate(capacity: capacity)
        keptScopes = .allocate(capacity: capacity)
        var owners: [AnyObject] = []
        owners.reserveCapacity(items.count * 2)
        for item in items {
            var index = item.key.bucketHash & (capacity - 1)
            while types[index] != 0 { index = (index + 1) & (capacity - 1) }
            types[index] = UInt(bitPattern: item.key.type)
            (keys + index).initialize(to: item.key)
            (overrides + index).initialize(to: item.override.map { Unmanaged.passUnretained($0) })
            (keptBoxes + index).initialize(to: item.kept.map { Unmanaged.passUnretained($0.box) })
            (keptScopes + index).initialize(to: item.kept?.scope ?? .unique)
            if let override = item.override { owners.append(override) }
            if let kept = item.kept { owners.append(kept.box) }
        }
        self.mask = capacity - 1
        self.owners = owners
    }

    deinit {
        for index in 0...mask where types[index] != 0 { (keys + index).deinitialize(count: 1) }
        types.deallocate()
        keys.deallocate()
        overrides.deallocate()
        keptBoxes.deallocate()
        keptScopes.deallocate()
    }

    /// The `Box<T>` kept for `key` by `scope`, unretained, if there is one.
    func kept(_ key: FactoryKey, scope: Scope) -> Unmanaged<AnyObject>? {
        guard let index = index(of: key), keptScopes[index] == scope else { return nil }
        return keptBoxes[index]
    }

    /// The `Override<T>` registered for `key`, unretained, if there is one.
    func override(_ key: FactoryKey) -> Unmanaged<AnyObject>? {
        guard let index = index(of: key) else { return nil }
        return overrides[index]
    }

    /// The slot of `key`, if it has a registration or a kept instance.
    private func index(of key: FactoryKey) -> Int? {
        let type = UInt(bitPattern: key.type)
        var index = key.bucketHash & mask
        while types[index] != 0 {
            if types[index] == type, keys[index] == key { return index }
            index = (index + 1) & mask
        }
        return nil
    }
}
