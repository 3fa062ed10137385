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
/// registrations and kept instances) sits behind one `Mutex`, held only to read or change it,
/// never around a closure. A factory that keeps its instance is made under a lock of its own
/// key, checked twice: look for the instance, take the key's lock, look again, and only then
/// run the closure, so a `.perContainer` factory asked for by many tasks at once is made
/// exactly once while every other factory of the container resolves freely. A closure may
/// therefore resolve other factories, on its own thread or by waiting for another thread that
/// does. What it must not do is wait for another thread that resolves *the same* factory (or
/// one that needs it): that waits for itself. On one thread such a cycle stops with the chain
/// (``ResolutionChain``).
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
    private final class Box<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// A closure given to `register`, kept beside (never instead of) the default closure.
    private struct Override<T>: Sendable {
        let make: @Sendable () -> T
    }

    /// A caching factory's first look: its kept instance, or the lock to make one under.
    private enum LookUp<T>: Sendable {
        case kept(Box<T>)
        case notKept(NSLock)
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
        var overrides: [FactoryKey: any Sendable] = [:]
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

        func kept<T>(_ key: FactoryKey, scope: Scope, as type: T.Type) -> Box<T>? {
            guard let entry = cache[key], entry.scope == scope else { return nil }
            return entry.value as? Box<T>
        }

        func override<T>(_ key: FactoryKey, as type: T.Type) -> Override<T>? {
            overrides[key] as? Override<T>
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

    init() {}

    // MARK: - Resetting the whole container

    /// Forgets what `options` says, for every factory of this container.
    ///
    /// ```swift
    /// Container.shared.manager.reset()   // e.g. after a test written with XCTest
    /// ```
    public func reset(options: FactoryResetOptions = .all) {
        state.withLock { state in
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
        state.withLock { state in
            state.cache = state.cache.filter { $0.value.scope != scope }
            state.scopeResets[scope, default: 0] &+= 1
        }
    }

    // MARK: - What factories ask for

    /// The instance for `key`: the kept one if `caching` keeps one, else a new one from the
    /// registered closure, else from `defaultFactory`.
    func resolve<T>(
        key: FactoryKey, defaultFactory: @Sendable () -> T, caching: Caching<T>?
    ) -> T {
        guard let caching else {
            let override = state.withLock { $0.override(key, as: T.self) }
            return ResolutionChain.resolving(key, in: self) { override?.make() ?? defaultFactory() }
        }
        let lookUp = state.withLock { state -> LookUp<T> in
            if let box = state.kept(key, scope: caching.scope, as: T.self) { return .kept(box) }
            return .notKept(state.keyLock(key))
        }
        switch lookUp {
        case .kept(let box):
            return box.value
        case .notKept(let keyLock):
            return ResolutionChain.resolving(key, in: self) {
                keyLock.withLock { makeOnce(key: key, defaultFactory: defaultFactory, scope: caching.scope) }
            }
        }
    }

    /// Makes `factory` the closure for `key` until reset, and drops the instance kept for it.
    func register<T>(key: FactoryKey, factory: @escaping @Sendable () -> T) {
        state.withLock { state in
            state.overrides[key] = Override(make: factory)
            state.dropKept(key)
        }
    }

    /// Forgets `key`'s registration, its kept instance, or both.
    func reset(key: FactoryKey, options: FactoryResetOptions) {
        state.withLock { state in
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
        state.withLock { state in
            if state.stamp(key, scope: scope) == stamp { state.cache[key] = CacheEntry(scope: scope, value: box) }
        }
        return value
    }
}

/// How a `.cached` or `.perContainer` factory keeps its instance: its scope. Only made where
/// `T: Sendable` is known (``Factory/scope(_:)``), so the container never shares a non-Sendable
/// instance between tasks.
struct Caching<T>: Sendable {
    let scope: Scope
}
