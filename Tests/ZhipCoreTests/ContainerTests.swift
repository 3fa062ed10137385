import Synchronization
import Testing
import ZhipCore

// MARK: - Registrations used by the container tests

/// Something with an identity, to tell one instance from another.
final class Instance: Sendable {
    let label: String
    init(_ label: String = "default") { self.label = label }
}

/// Something that needs an `Instance`, to resolve one factory inside another.
final class Parent: Sendable {
    let child: Instance
    init(child: Instance) { self.child = child }
}

protocol Greeter: Sendable {
    var greeting: String { get }
}

struct DefaultGreeter: Greeter {
    var greeting: String { "hello" }
}

struct FakeGreeter: Greeter {
    let greeting: String
}

/// Counts how many times a closure ran.
final class CreationCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }
    /// Counts one more and answers the new count.
    @discardableResult
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
}

extension Container {
    var greeter: Factory<any Greeter> { self { DefaultGreeter() } }
    var uniqueInstance: Factory<Instance> { self { Instance() } }
    var otherUniqueInstance: Factory<Instance> { self { Instance("other") } }
    var cachedInstance: Factory<Instance> { self { Instance() }.cached }
    var perContainerInstance: Factory<Instance> { self { Instance() }.perContainer }
    var parent: Factory<Parent> { self { Parent(child: self.perContainerInstance()) }.perContainer }
    var number: Factory<Int> { self { 0 } }
    var cycleStart: Factory<Instance> { self { self.cycleEnd() } }
    var cycleEnd: Factory<Instance> { self { self.cycleStart() } }
    var keptCycleStart: Factory<Instance> { self { self.keptCycleEnd() }.perContainer }
    var keptCycleEnd: Factory<Instance> { self { self.keptCycleStart() }.perContainer }
}

// MARK: - Tests

@Suite("Container: register, reset and scopes")
struct ContainerTests {
    @Test("a factory resolves to its default closure")
    func resolvesDefault() {
        let container = Container()

        let greeter = container.greeter()

        #expect(greeter.greeting == "hello")
    }

    @Test("register overrides the default closure")
    func registerOverrides() {
        let container = Container()

        container.greeter.register { FakeGreeter(greeting: "fake") }

        #expect(container.greeter().greeting == "fake")
    }

    @Test("reset on a factory restores its default after register")
    func resetRestoresDefault() {
        let container = Container()
        container.greeter.register { FakeGreeter(greeting: "fake") }

        container.greeter.reset()

        #expect(container.greeter().greeting == "hello")
    }

    @Test("register drops the instance a per-container factory already made")
    func registerEvictsCachedInstance() {
        let container = Container()
        let before = container.perContainerInstance()

        container.perContainerInstance.register { Instance("registered") }

        let after = container.perContainerInstance()
        #expect(after !== before)
        #expect(after.label == "registered")
    }

    @Test("a registered closure keeps the declared scope")
    func registeredClosureKeepsScope() {
        let container = Container()
        container.perContainerInstance.register { Instance("registered") }

        let first = container.perContainerInstance()

        #expect(container.perContainerInstance() === first)
    }

    @Test("reset on a per-container factory drops its override and its instance")
    func factoryResetDropsOverrideAndInstance() {
        let container = Container()
        container.perContainerInstance.register { Instance("registered") }
        let registered = container.perContainerInstance()

        container.perContainerInstance.reset()

        let restored = container.perContainerInstance()
        #expect(restored !== registered)
        #expect(restored.label == "default")
    }

    @Test("reset(.scope) on a factory keeps its override but makes a new instance")
    func factoryScopeResetKeepsOverride() {
        let container = Container()
        container.perContainerInstance.register { Instance("registered") }
        let first = container.perContainerInstance()

        container.perContainerInstance.reset(.scope)

        let second = container.perContainerInstance()
        #expect(second !== first)
        #expect(second.label == "registered")
    }

    @Test("unique gives a new instance on every resolution")
    func uniqueScope() {
        let container = Container()

        #expect(container.uniqueInstance() !== container.uniqueInstance())
    }

    @Test("perContainer gives the same instance on every resolution")
    func perContainerScope() {
        let container = Container()

        #expect(container.perContainerInstance() === container.perContainerInstance())
    }

    @Test("cached gives the same instance until the factory is reset")
    func cachedScope() {
        let container = Container()
        let first = container.cachedInstance()
        let again = container.cachedInstance()

        container.cachedInstance.reset()

        #expect(again === first)
        #expect(container.cachedInstance() !== first)
    }

    @Test("manager.reset(scope: .cached) drops cached instances and keeps per-container ones")
    func managerResetCachedScope() {
        let container = Container()
        let cached = container.cachedInstance()
        let kept = container.perContainerInstance()

        container.manager.reset(scope: .cached)

        #expect(container.cachedInstance() !== cached)
        #expect(container.perContainerInstance() === kept)
    }

    @Test("manager.reset() restores every default and empties every cache")
    func managerResetAll() {
        let container = Container()
        container.greeter.register { FakeGreeter(greeting: "fake") }
        container.number.register { 42 }
        let kept = container.perContainerInstance()
        let cached = container.cachedInstance()

        container.manager.reset()

        #expect(container.greeter().greeting == "hello")
        #expect(container.number() == 0)
        #expect(container.perContainerInstance() !== kept)
        #expect(container.cachedInstance() !== cached)
    }

    @Test("manager.reset(options: .registration) restores defaults and keeps kept instances")
    func managerResetRegistrationOnly() {
        let container = Container()
        container.number.register { 42 }
        let kept = container.perContainerInstance()

        container.manager.reset(options: .registration)

        #expect(container.number() == 0)
        #expect(container.perContainerInstance() === kept)
    }

    @Test("manager.reset(options: .scope) keeps registrations and makes new instances")
    func managerResetScopeOnly() {
        let container = Container()
        container.perContainerInstance.register { Instance("registered") }
        let kept = container.perContainerInstance()

        container.manager.reset(options: .scope)

        let next = container.perContainerInstance()
        #expect(next !== kept)
        #expect(next.label == "registered")
    }

    @Test("two properties of the same type are separate registrations")
    func keyIncludesPropertyName() {
        let container = Container()

        container.uniqueInstance.register { Instance("registered") }

        #expect(container.otherUniqueInstance().label == "other")
    }

    @Test("a factory filed under a name written out is the property of that name and type")
    func keyComparesNameText() {
        let container = Container()
        container.number.register { 42 }

        let spelledOut: Factory<Int> = container(key: "number") { 0 }

        #expect(spelledOut() == 42)
    }

    @Test("a factory of the same name and another type is another registration")
    func keyComparesType() {
        let container = Container()
        container.number.register { 42 }

        let otherType: Factory<String> = container(key: "number") { "zero" }

        #expect(otherType() == "zero")
    }

    @Test("each factory reports its declared scope")
    func scopeIsReported() {
        let container = Container()

        #expect(container.uniqueInstance.scope == .unique)
        #expect(container.cachedInstance.scope == .cached)
        #expect(container.perContainerInstance.scope == .perContainer)
        #expect(container.perContainerInstance.unique.scope == .unique)
        #expect(container.uniqueInstance.scope(.unique).scope == .unique)
    }

    @Test("two containers keep separate per-container instances")
    func containersDoNotShareInstances() {
        let first = Container()
        let second = Container()

        #expect(first.perContainerInstance() !== second.perContainerInstance())
    }

    @Test("a factory that resolves another inside its closure does not deadlock")
    func nestedResolution() {
        let container = Container()

        let parent = container.parent()

        #expect(parent.child === container.perContainerInstance())
    }

    @Test("a per-container instance asked for by many tasks at once is made exactly once")
    func concurrentPerContainer() async {
        let container = Container()
        let creations = CreationCounter()
        container.perContainerInstance.register {
            creations.increment()
            return Instance()
        }

        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask { ObjectIdentifier(container.perContainerInstance()) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(creations.value == 1)
    }

    @Test(
        "a factory that needs itself, kept or not, stops with the dependency chain instead of recursing or waiting",
        arguments: [
            (false, "cycleStart -> cycleEnd -> cycleStart"),
            (true, "keptCycleStart -> keptCycleEnd -> keptCycleStart"),
        ])
    func cycleIsReported(kept: Bool, chain: String) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [kept] in
            _ = kept ? Container().keptCycleStart() : Container().cycleStart()
        }

        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("circular dependency between factories: \(chain)"))
    }
}
