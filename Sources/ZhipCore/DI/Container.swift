/// Zhip's dependency container, in the shape of hmlongco/Factory: each dependency is a
/// ``Factory`` declared as a computed property in an extension, resolved by calling it, and
/// replaceable for a test with `register`.
///
/// ```swift
/// extension Container {
///     var dateProvider: Factory<any DateProvider> { self { SystemDateProvider() }.perContainer }
/// }
/// let now = Container.shared.dateProvider().now
/// ```
///
/// ## One container per test
/// ``shared`` is a task-local value, and a container keeps its own registrations *and* its own
/// `.perContainer` and `.cached` instances. Code run inside
/// `Container.$shared.withValue(Container()) { … }` (and every child task it starts with
/// `Task { }` or `async let`, but not `Task.detached` or another thread) sees a fresh
/// container, so tests running in parallel never see each other's fakes. With Swift Testing
/// use the `.container` trait from ZhipCoreTestSupport:
/// ```swift
/// @Test(.container { $0.dateProvider.register { FixedDateProvider(.distantPast) } })
/// func showsTheDate() { … }
/// ```
/// With XCTest, wrap each test yourself:
/// ```swift
/// override func invokeTest() { Container.$shared.withValue(Container()) { super.invokeTest() } }
/// ```
public final class Container: Sendable {
    /// The container code resolves from: one for the whole process unless a task binds
    /// another with `Container.$shared.withValue(_:operation:)`.
    @TaskLocal public static var shared = Container()

    /// The registrations and cached instances of this container, and resets of them all.
    public let manager: ContainerManager

    /// An empty container: every factory resolves to its default, nothing is cached.
    public init() {
        manager = ContainerManager()
    }

    /// Drops every registration and kept instance now: the manager itself outlives its container
    /// (``ContainerManager``, "Lifetime").
    deinit {
        manager.reset()
    }

    /// A `.unique` factory whose default is `factory`, filed under the type it makes and the
    /// name of the property that calls this (`key`, which you leave to its default).
    ///
    /// ```swift
    /// extension Container {
    ///     var clock: Factory<any MonotonicClock> { self { SystemClock() }.perContainer }
    /// }
    /// ```
    @inlinable
    public func callAsFunction<T>(
        key: StaticString = #function, _ factory: @escaping @Sendable () -> T
    ) -> Factory<T> {
        Factory(container: self, key: FactoryKey(T.self, name: key), factory: factory)
    }
}
