/// How to make one dependency: a default closure, a ``Scope``, and the container that keeps
/// its registration and cached instance. Call it to get the instance.
///
/// A factory is declared as a computed property in an extension of ``Container``; the property
/// name and the produced type are its key. It is a throwaway value: every call of the property
/// makes a new `Factory`, and all state lives in the container's ``ContainerManager``.
///
/// ```swift
/// extension Container {
///     var pincodeUseCase: Factory<any PincodeUseCase> {
///         self { DefaultPincodeUseCase(securePersistence: self.securePersistence()) }.perContainer
///     }
/// }
/// let useCase = Container.shared.pincodeUseCase()          // resolve
/// Container.shared.pincodeUseCase.register { FakePincodeUseCase() }   // override (tests)
/// Container.shared.pincodeUseCase.reset()                  // back to the default
/// ```
///
/// Only factories of `Sendable` types can be `.cached` or `.perContainer`: a kept instance is
/// handed to every task that asks, so it must be safe to share. `.unique` takes any type.
public struct Factory<T>: Sendable {
    /// Unretained, and used without retaining it: a manager is never freed
    /// (``ContainerManager``, "Lifetime"), and a resolve must write no reference count.
    @usableFromInline let manager: Unmanaged<ContainerManager>
    @usableFromInline let key: FactoryKey
    @usableFromInline let defaultFactory: @Sendable () -> T
    @usableFromInline let caching: Caching<T>?

    /// A `.unique` factory filed under `key` in `container`; ``Container/callAsFunction(key:_:)``
    /// is the usual way to make one.
    @inlinable
    init(container: Container, key: FactoryKey, factory: @escaping @Sendable () -> T) {
        self.manager = Unmanaged.passUnretained(container.manager)
        self.key = key
        self.defaultFactory = factory
        self.caching = nil
    }

    @inlinable
    init(copying other: Factory<T>, caching: Caching<T>?) {
        self.manager = other.manager
        self.key = other.key
        self.defaultFactory = other.defaultFactory
        self.caching = caching
    }

    /// How long the instance lives once made.
    public var scope: Scope { caching?.scope ?? .unique }

    /// The instance: the one kept by this factory's scope if there is one, else a new one
    /// from the registered closure if there is one, else from the default closure.
    ///
    /// ```swift
    /// let clock = Container.shared.clock()
    /// ```
    @inlinable
    public func callAsFunction() -> T {
        manager._withUnsafeGuaranteedRef { $0.resolve(key: key, defaultFactory: defaultFactory, caching: caching) }
    }

    /// Replaces the default closure with `factory` for this container, until `reset()` (or
    /// `manager.reset()`), and drops the instance kept for this factory so the next resolution
    /// uses `factory`. The default closure itself is never changed. The scope stays the one
    /// the declaration gave.
    ///
    /// ```swift
    /// Container.shared.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 0)) }
    /// ```
    @discardableResult
    public func register(_ factory: @escaping @Sendable () -> T) -> Factory<T> {
        manager.takeUnretainedValue().register(key: key, factory: factory)
        return self
    }

    /// Forgets this factory's registration and kept instance (``FactoryResetOptions/all``), or
    /// only one of them, so the next resolution uses the default closure again.
    ///
    /// ```swift
    /// Container.shared.preferences.reset()
    /// ```
    @discardableResult
    public func reset(_ options: FactoryResetOptions = .all) -> Factory<T> {
        manager.takeUnretainedValue().reset(key: key, options: options)
        return self
    }

    /// This factory with the ``Scope/unique`` scope: a new instance on every resolution.
    @inlinable
    public var unique: Factory<T> { Factory(copying: self, caching: nil) }
}

extension Factory where T: Sendable {
    /// This factory with the ``Scope/perContainer`` scope: one instance for the container's life.
    ///
    /// ```swift
    /// var clock: Factory<any MonotonicClock> { self { SystemClock() }.perContainer }
    /// ```
    @inlinable
    public var perContainer: Factory<T> { scope(.perContainer) }

    /// hmlongco/Factory's process-wide scope, which Zhip does not have: a compile error that
    /// points to ``perContainer`` (one instance per container, see ``Scope/perContainer``).
    @available(
        *, unavailable, renamed: "perContainer",
        message: "Factory's .singleton is one instance per process; Zhip keeps every instance in its container"
    )
    public var singleton: Factory<T> { perContainer }

    /// This factory with the ``Scope/cached`` scope: one instance until it is reset.
    @inlinable
    public var cached: Factory<T> { scope(.cached) }

    /// This factory with `scope`.
    @inlinable
    public func scope(_ scope: Scope) -> Factory<T> {
        guard scope != .unique else { return unique }
        return Factory(copying: self, caching: Caching(scope: scope))
    }
}
