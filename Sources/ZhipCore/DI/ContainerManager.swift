/// Everything about a ``Container`` that changes: the registrations that override default
/// closures, and the instances its `.cached` and `.perContainer` factories made.
///
/// A ``Factory`` is a throwaway value; it keeps nothing itself and asks its container's manager
/// for everything. Each manager has one lock, a recursive pthread mutex (``RecursiveLock``),
/// held while it reads or changes its state *and while a factory's closure runs*: a closure
/// that resolves other factories re-enters it on the same thread, and a `.perContainer` instance is made
/// exactly once however many tasks ask for it at the same moment. Keep factory closures quick
/// and never make one wait for another thread that resolves from the same container.
/// Methods named `unsafe…` expect that lock to be held by the caller.
///
/// ```swift
/// Container.shared.manager.reset()                        // every default back, every cache empty
/// Container.shared.manager.reset(options: .registration)  // defaults back, caches kept
/// Container.shared.manager.reset(scope: .cached)          // forget `.cached` instances only
/// ```
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `lock` held.
public final class ContainerManager: @unchecked Sendable {
    /// An instance kept by a caching scope, with the scope that made it.
    private struct CacheEntry {
        let scope: Scope
        /// A `Box<T>`: casting to a concrete class is much cheaper than to an existential `T`.
        let value: AnyObject
    }

    /// Holds a cached instance. `@unchecked Sendable`: a box is only made for a factory with a
    /// `Caching`, and only `.perContainer` and `.cached` make one, both requiring `T: Sendable`.
    private final class Box<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// A closure given to `register`, kept beside (never instead of) the default closure.
    private struct Override<T>: Sendable {
        let make: @Sendable () -> T
    }

    private let lock = RecursiveLock()
    /// Guarded by `lock`: one `Override<T>` per key that has a registration.
    private var overrides: [FactoryKey: any Sendable] = [:]
    /// Guarded by `lock`: instances made by `.cached` and `.perContainer` factories.
    private var cache: [FactoryKey: CacheEntry] = [:]
    /// Guarded by `lock`: the keys being resolved right now, outermost first. Only one thread
    /// can be resolving at a time (it holds the lock), so this is that thread's chain.
    private var resolving: [FactoryKey] = []

    init() {}

    // MARK: - Resetting the whole container

    /// Forgets what `options` says, for every factory of this container.
    ///
    /// ```swift
    /// Container.shared.manager.reset()   // e.g. after a test written with XCTest
    /// ```
    public func reset(options: FactoryResetOptions = .all) {
        lock.withLock {
            switch options {
            case .all:
                overrides.removeAll()
                cache.removeAll()
            case .registration:
                overrides.removeAll()
            case .scope:
                cache.removeAll()
            }
        }
    }

    /// Forgets the instances made by factories of `scope`, and only those; `.unique` keeps none.
    ///
    /// ```swift
    /// Container.shared.manager.reset(scope: .cached)   // .perContainer instances stay
    /// ```
    public func reset(scope: Scope) {
        lock.withLock {
            cache = cache.filter { $0.value.scope != scope }
        }
    }

    // MARK: - What factories ask for

    /// The instance for `key`: the cached one if `caching` keeps one, else a new one from the
    /// registered closure, else from `defaultFactory`.
    func resolve<T>(
        key: FactoryKey, defaultFactory: @Sendable () -> T, caching: Caching<T>?
    ) -> T {
        lock.withLock { unsafeResolve(key: key, defaultFactory: defaultFactory, caching: caching) }
    }

    /// Makes `factory` the closure for `key` until reset, and drops the instance cached for it.
    func register<T>(key: FactoryKey, factory: @escaping @Sendable () -> T) {
        lock.withLock {
            overrides[key] = Override(make: factory)
            cache[key] = nil
        }
    }

    /// Forgets `key`'s registration, its cached instance, or both.
    func reset(key: FactoryKey, options: FactoryResetOptions) {
        lock.withLock {
            if options != .scope { overrides[key] = nil }
            if options != .registration { cache[key] = nil }
        }
    }

    // MARK: - With the lock held

    private func unsafeResolve<T>(
        key: FactoryKey, defaultFactory: @Sendable () -> T, caching: Caching<T>?
    ) -> T {
        if let caching, let entry = cache[key], entry.scope == caching.scope, let box = entry.value as? Box<T> {
            return box.value
        }
        unsafeEnter(key)
        defer { resolving.removeLast() }
        let value: T
        if let override = overrides[key] as? Override<T> {
            value = override.make()
        } else {
            value = defaultFactory()
        }
        if let caching {
            cache[key] = CacheEntry(scope: caching.scope, value: Box(value))
        }
        return value
    }

    /// Pushes `key` on the resolution chain, stopping with the whole chain when `key` is
    /// already on it: a factory that needs itself, directly or through others, would otherwise
    /// recurse until the stack overflows. Such a cycle is a programming error in the
    /// registrations, never something input can cause.
    private func unsafeEnter(_ key: FactoryKey) {
        if resolving.contains(key) {
            let chain = (resolving + [key]).map(\.name).joined(separator: " -> ")
            preconditionFailure("circular dependency between factories: \(chain)")
        }
        resolving.append(key)
    }
}

/// How a `.cached` or `.perContainer` factory keeps its instance: its scope, and how to store a
/// `T` as `any Sendable`. Only made where `T: Sendable` is known (``Factory/scope(_:)``), so
/// the container never shares a non-Sendable instance between tasks.
struct Caching<T>: Sendable {
    let scope: Scope
}
