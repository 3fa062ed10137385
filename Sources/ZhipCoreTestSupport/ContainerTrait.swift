public import Testing
public import ZhipCore

/// A Swift Testing trait that runs each test (and each case of a parameterized test) with its
/// own empty ``Container`` bound to `Container.shared`, after an optional setup closure has
/// registered its fakes. Parallel tests never see each other's registrations or kept instances.
///
/// ```swift
/// @Test(.container { $0.preferences.register { .inMemory() } })
/// func remembersTheTerms() throws { … Container.shared.preferences() … }
///
/// @Suite(.container) struct WalletTests { … }   // every test in the suite gets its own
/// ```
///
/// The container is bound as a task-local value, so it reaches the test and every task it
/// starts with `Task { }`, `async let` or a task group, but not `Task.detached` or other
/// threads. After the test its registrations and instances are dropped. Its home (``Container/zhipPaths``)
/// is a temporary directory of its own, deleted afterwards: a store a test did not register (a
/// command run in-process without `--home`) writes there, never to the real home.
///
/// XCTest has no traits; the same isolation there is:
/// ```swift
/// final class WalletTests: XCTestCase {
///     override func invokeTest() {
///         Container.$shared.withValue(Container()) { super.invokeTest() }
///     }
/// }
/// ```
public struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
    /// Registers a test's fakes in its fresh container before the test runs.
    public typealias Setup = @Sendable (Container) async throws -> Void

    private let setup: Setup?

    /// Applied to a suite, each test in it (and in nested suites) gets its own container.
    public var isRecursive: Bool { true }

    fileprivate init(setup: Setup?) {
        self.setup = setup
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let container = Container()
        defer {
            // Registrations that capture the container would otherwise keep it alive.
            container.manager.reset()
        }
        try await withTemporaryDirectory { home in
            // A home of the test's own: a store the test did not register never reaches the real one.
            container.zhipPaths.register { .success(ZhipPaths(home: home)) }
            try await Container.$shared.withValue(container) {
                try await setup?(container)
                try await function()
            }
        }
    }

    /// This trait with `setup` run on the fresh container before each test.
    ///
    /// ```swift
    /// @Test(.container { $0.clock.register { ImmediateClock() } })
    /// ```
    public func callAsFunction(_ setup: @escaping Setup) -> ContainerTrait {
        ContainerTrait(setup: setup)
    }
}

extension Trait where Self == ContainerTrait {
    /// A fresh ``Container`` as `Container.shared` for each test; add registrations with
    /// `.container { $0.… .register { … } }`.
    public static var container: ContainerTrait { ContainerTrait(setup: nil) }
}
