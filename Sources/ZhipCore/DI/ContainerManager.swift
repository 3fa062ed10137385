import Foundation
import Synchronization

/// Everything about a ``Container`` that changes: the registrations that override default
/// closures, and the instances its `.cached` and `.perContainer` factories kept.
///
/// A ``Factory`` is a throwaway value; it keeps nothing itself and asks its container's manager
/// for everything.
///
/// ## Locking
/// No container-wide lock is held while a factory's closure runs. The manager's state (the
/// registrations and kept instances) sits behind one `Mutex`, held only to change it or to make
/// a kept instance, never around a closure. A resolution takes no lock at all: after each
/// change the manager publishes a ``ContainerSnapshot`` of its state, and a factory reads the
/// published one (protected from being freed meanwhile by ``SnapshotReaders``), so resolving
/// writes nothing another thread reads and two threads resolve as fast as one. A factory that keeps its instance is made under a lock of its own
/// key, checked twice: look for the instance, take the key's lock, look again, and only then
/// run the closure, so a `.perContainer` factory asked for by many tasks at once is made
/// exactly once while every other factory of the container resolves freely. A closure may
/// therefore resolve other factories, on its own thread or by waiting for another thread that
/// does. What it must not do is wait for another thread that resolves *the same* factory (or
/// one that needs it): that waits for itself. On one thread such a cycle stops with the chain
/// (``ResolutionChain``).
///
/// ## Lifetime
/// A manager is never freed: a ``Factory`` holds it without a reference count (`unowned(unsafe)`),
/// so that resolving from many threads at once writes nothing they share, not even a reference
/// count (measured with `just bench`: with a counted reference, two threads resolving a kept
/// value from one container took 1.6 to 2.2 times as long per resolve as one; without, 1.01). What the manager keeps goes when its ``Container`` does
/// (the container's `deinit` resets it); what stays is the manager's own few hundred bytes, once
/// per container made: one for an app, one per test.
///
/// A change that drops kept instances (a new registration, a reset of the factory, of its scope
/// or of the whole container) also drops the one being made at that moment: it goes to the
/// caller that asked for it but is not kept, so the next resolution uses what the change says.
///
/// ```swift
/// Container.shared.manager.reset()                        // every default back, every cache empty
/// Container.shared.manager.reset(options: .registration)  // defaults back, caches kept
/// Container.shared.manager.reset(scope: .cached)          // forget `.cached` instances only
/// ```
public final class ContainerManager: Sendable {
    /// An instance kept by a caching scope, with the scope that made it.
    private struct CacheEntry: Sendable {
        let scope: Scope
        /// A `Box<T>`: casting to a concrete class is much cheaper than to an existential `T`.
        let value: any AnyObject & Sendable
    }

    /// Holds a kept instance. `@unchecked Sendable`: a box is only made for a factory with a
    /// `Caching`, and only `.perContainer` and `.cached` make one, both requiring `T: Sendable`.
    @usableFromInline
    final class Box<T>: @unchecked Sendable {
        @usableFromInline let value: T
        init(_ value: T) { self.value = value }
    }

    /// A closure given to `register`, kept beside (never instead of) the default closure.
    @usableFromInline
    final class Override<T>: Sendable {
        @usableFromInline let make: @Sendable () -> T
        init(make: @escaping @Sendable () -> T) { self.make = make }
    }

    /// How many changes that drop kept instances have reached a key of a scope: an instance
    /// whose stamp differs from the one taken before it was made is not kept.
    private struct Stamp: Equatable {
        let containerResets: UInt64
        let scopeResets: UInt64
        let keyChanges: UInt64
    }

    /// What the manager knows, behind `state`.
    private struct State {
        /// One `Override<T>` per key that has a registration.
        var overrides: [FactoryKey: any AnyObject & Sendable] = [:]
        /// Instances made by `.cached` and `.perContainer` factories.
        var cache: [FactoryKey: CacheEntry] = [:]
        /// The lock each caching key is first made under, made on first need and kept.
        var keyLocks: [FactoryKey: NSLock] = [:]
        /// How many times every kept instance of the container was dropped.
        var containerResets: UInt64 = 0
        /// How many times every kept instance of a scope was dropped.
        var scopeResets: [Scope: UInt64] = [:]
        /// How many times a key's kept instance was dropped by a registration or a reset.
        var keyChanges: [FactoryKey: UInt64] = [:]
        /// Snapshots replaced while a thread may still read them, each retained once.
        var retired: [Unmanaged<ContainerSnapshot>] = []

        func kept<T>(_ key: FactoryKey, scope: Scope, as type: T.Type) -> Box<T>? {
            guard let entry = cache[key], entry.scope == scope else { return nil }
            return entry.value as? Box<T>
        }

        func override<T>(_ key: FactoryKey, as type: T.Type) -> Override<T>? {
            overrides[key] as? Override<T>
        }

        /// What a ``ContainerSnapshot`` of this state holds: each key with a registration or a
        /// kept instance, once.
        var items: [ContainerSnapshot.Item] {
            var items = overrides.map { key, override in
                ContainerSnapshot.Item(
                    key: key, override: override, kept: cache[key].map { ($0.scope, $0.value) })
            }
            for (key, entry) in cache where overrides[key] == nil {
                items.append(ContainerSnapshot.Item(key: key, override: nil, kept: (entry.scope, entry.value)))
            }
            return items
        }

        func stamp(_ key: FactoryKey, scope: Scope) -> Stamp {
            Stamp(
                containerResets: containerResets, scopeResets: scopeResets[scope, default: 0],
                keyChanges: keyChanges[key, default: 0])
        }

        mutating func keyLock(_ key: FactoryKey) -> NSLock {
            if let lock = keyLocks[key] { return lock }
            let lock = NSLock()
            keyLocks[key] = lock
            return lock
        }

        mutating func dropKept(_ key: FactoryKey) {
            cache[key] = nil
            keyChanges[key, default: 0] &+= 1
        }
    }

    private let state = Mutex(State())
    /// The snapshot resolutions read, retained once; replaced (never changed) under `state`'s lock.
    private let published = Atomic(Unmanaged.passRetained(ContainerSnapshot([])))
    /// Whether the published snapshot has any registration: without one (an app's container),
    /// a `.unique` factory has nothing to look up.
    private let hasOverrides = Atomic(false)
    /// ``ResolutionChain/threadKey``, read once.
    private let threadKey = ResolutionChain.threadKey

    init() {
        // Never released: factories hold the manager unretained ("Lifetime" above).
        _ = Unmanaged.passRetained(self)
    }

    // MARK: - Resetting the whole container

    /// Forgets what `options` says, for every factory of this container.
    ///
    /// ```swift
    /// Container.shared.manager.reset()   // e.g. after a test written with XCTest
    /// ```
    public func reset(options: FactoryResetOptions = .all) {
        change { state in
            if options != .scope { state.overrides.removeAll() }
            if options != .registration {
                state.cache.removeAll()
                state.containerResets &+= 1
            }
        }
    }

    /// Forgets the instances made by factories of `scope`, and only those; `.unique` keeps none.
    ///
    /// ```swift
    /// Container.shared.manager.reset(scope: .cached)   // .perContainer instances stay
    /// ```
    public func reset(scope: Scope) {
        change { state in
            state.cache = state.cache.filter { $0.value.scope != scope }
            state.scopeResets[scope, default: 0] &+= 1
        }
    }

    // MARK: - What factories ask for

    /// The instance for `key`: the kept one if `caching` keeps one, else a new one from the
    /// registered closure, else from `defaultFactory`.
    ///
    /// Inlinable, so that the caller's module specializes it for `T`: generic code left
    /// unspecialized looks up `T`'s metadata and copies through witness tables on every call,
    /// which cost more than the rest of a resolve. What needs no `T` lives in the non-generic
    /// ``withKept(_:scope:_:)`` and ``enterUnique(_:)``.
    @inlinable
    func resolve<T>(
        key: FactoryKey, defaultFactory: @Sendable () -> T, caching: Caching<T>?
    ) -> T {
        guard let caching else {
            // The chain keeps the key's address, valid until the closure returns (after `leave`).
            return withUnsafePointer(to: key) { key in
                let (thread, override) = enterUnique(key)
                defer { thread._withUnsafeGuaranteedRef { $0.leave() } }
                guard let override else { return defaultFactory() }
                return unsafeDowncast(override, to: Override<T>.self).make()
            }
        }
        var kept: T?
        withKept(key, scope: caching.scope) { box in kept = unsafeDowncast(box, to: Box<T>.self).value }
        if let kept { return kept }
        return make(key: key, defaultFactory: defaultFactory, scope: caching.scope)
    }

    /// Calls `copy` with `key`'s kept `Box` of `scope`, if there is one, while the snapshot
    /// that holds it cannot be freed; `copy` copies the value out and does nothing else.
    @usableFromInline
    func withKept(_ key: FactoryKey, scope: Scope, _ copy: (AnyObject) -> Void) {
        ResolutionChain.withCurrent(key: threadKey) { thread in
            reading(on: thread) { snapshot in
                guard let box = snapshot.kept(key, scope: scope) else { return }
                box._withUnsafeGuaranteedRef { copy($0) }
            }
        }
    }

    /// Puts `key` on this thread's chain (which the caller leaves once it has made the
    /// instance) and returns the chain with `key`'s registered `Override`, if there is one.
    @usableFromInline
    func enterUnique(_ key: UnsafePointer<FactoryKey>) -> (Unmanaged<ResolutionChain>, AnyObject?) {
        let current = ResolutionChain.current(key: threadKey)
        let override = hasOverrides.load(ordering: .acquiring) ? registered(key, reading: current) : nil
        current._withUnsafeGuaranteedRef { $0.enter(key, in: self) }
        return (current, override)
    }

    /// `key`'s registered `Override`, read by `thread` (kept out of ``enterUnique(_:)``, so that
    /// the path without registrations stays a few instructions).
    @inline(never)
    private func registered(_ key: UnsafePointer<FactoryKey>, reading thread: Unmanaged<ResolutionChain>) -> AnyObject?
    {
        thread._withUnsafeGuaranteedRef { thread in
            reading(on: thread) { $0.override(key.pointee)?.takeUnretainedValue() }
        }
    }

    /// The kept instance for `key`, made under the key's own lock unless another thread made
    /// it first.
    @usableFromInline
    func make<T>(key: FactoryKey, defaultFactory: @Sendable () -> T, scope: Scope) -> T {
        let keyLock = state.withLock { $0.keyLock(key) }
        return ResolutionChain.withCurrent(key: threadKey) { thread in
            thread.resolving(key, in: self) {
                keyLock.withLock { makeOnce(key: key, defaultFactory: defaultFactory, scope: scope) }
            }
        }
    }

    /// `body` applied to the published snapshot, which no change frees until `body` returns:
    /// `thread` says it reads it (``SnapshotReaders``), then checks it is still the published one.
    /// `body` must only copy out of the snapshot (retaining what it returns), never resolve.
    private func reading<Result>(on thread: ResolutionChain, _ body: (ContainerSnapshot) -> Result) -> Result {
        var snapshot = published.load(ordering: .acquiring)
        while true {
            thread.reading.store(UInt(bitPattern: snapshot.toOpaque()), ordering: .sequentiallyConsistent)
            let current = published.load(ordering: .sequentiallyConsistent)
            if current.toOpaque() == snapshot.toOpaque() { break }
            snapshot = current
        }
        defer { thread.reading.store(0, ordering: .releasing) }
        return snapshot._withUnsafeGuaranteedRef(body)
    }

    /// Applies `body` to the state under its lock, publishes a snapshot of the result, and
    /// frees (outside the lock, where an instance's `deinit` may resolve) the replaced
    /// snapshots no thread reads any more.
    private func change(_ body: (inout State) -> Void) {
        let unread = state.withLock { state -> [Unmanaged<ContainerSnapshot>] in
            body(&state)
            let replaced = published.exchange(
                Unmanaged.passRetained(ContainerSnapshot(state.items)), ordering: .sequentiallyConsistent)
            hasOverrides.store(!state.overrides.isEmpty, ordering: .releasing)
            state.retired.append(replaced)
            let unread = state.retired.filter { !SnapshotReaders.anyThreadReads($0.toOpaque()) }
            state.retired.removeAll { snapshot in unread.contains { $0.toOpaque() == snapshot.toOpaque() } }
            return unread
        }
        for snapshot in unread { snapshot.release() }
    }

    /// Makes `factory` the closure for `key` until reset, and drops the instance kept for it.
    func register<T>(key: FactoryKey, factory: @escaping @Sendable () -> T) {
        change { state in
            state.overrides[key] = Override(make: factory)
            state.dropKept(key)
        }
    }

    /// Forgets `key`'s registration, its kept instance, or both.
    func reset(key: FactoryKey, options: FactoryResetOptions) {
        change { state in
            if options != .scope { state.overrides[key] = nil }
            if options != .registration { state.dropKept(key) }
        }
    }

    // MARK: - With the key's lock held

    /// The instance kept for `key` if another thread made it while this one waited for the
    /// key's lock, else a new one, kept unless a change dropped `key`'s kept instance meanwhile.
    private func makeOnce<T>(key: FactoryKey, defaultFactory: @Sendable () -> T, scope: Scope) -> T {
        let (kept, override, stamp) = state.withLock { state in
            (state.kept(key, scope: scope, as: T.self), state.override(key, as: T.self), state.stamp(key, scope: scope))
        }
        if let kept { return kept.value }
        let value = override?.make() ?? defaultFactory()
        let box = Box(value)
        change { state in
            if state.stamp(key, scope: scope) == stamp { state.cache[key] = CacheEntry(scope: scope, value: box) }
        }
        return value
    }
}

/// How a `.cached` or `.perContainer` factory keeps its instance: its scope. Only made where
/// `T: Sendable` is known (``Factory/scope(_:)``), so the container never shares a non-Sendable
/// instance between tasks.
@usableFromInline
struct Caching<T>: Sendable {
    @usableFromInline let scope: Scope

    @inlinable
    init(scope: Scope) { self.scope = scope }
}
