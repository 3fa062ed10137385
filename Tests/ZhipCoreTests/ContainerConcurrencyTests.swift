import Foundation
import Synchronization
import Testing
import ZhipCore
import ZilliqaKit

extension Container {
    /// Resolves ``perContainerInstance`` on a thread of its own and waits for it (10 s at most):
    /// whether that thread finished in time.
    fileprivate var anotherThreadResolvedInTime: Factory<Bool> {
        self {
            let resolved = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = self.perContainerInstance()
                resolved.signal()
            }
            return resolved.wait(timeout: .now() + 10) == .success
        }.perContainer
    }
}

/// A value one thread hands to another.
private final class Handoff<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func put(_ newValue: Value) {
        value.withLock { $0 = newValue }
        ready.signal()
    }

    /// The value once put, or nil if none is put within 10 s.
    func take() -> Value? {
        guard ready.wait(timeout: .now() + 10) == .success else { return nil }
        return value.withLock { $0 }
    }
}

/// Something done to a container that drops the instance its `perContainerInstance` keeps.
enum DroppingChange: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case register, factoryReset, factoryScopeReset, managerReset, managerScopeReset

    var testDescription: String { rawValue }

    func apply(to container: Container) {
        switch self {
        case .register: container.perContainerInstance.register { Instance("registered after") }
        case .factoryReset: container.perContainerInstance.reset()
        case .factoryScopeReset: container.perContainerInstance.reset(.scope)
        case .managerReset: container.manager.reset()
        case .managerScopeReset: container.manager.reset(scope: .perContainer)
        }
    }
}

// Every blocking wait here runs on a thread of its own (DedicatedThread, Thread), never on a
// thread of the cooperative pool, and gives up after 10 s so that a regression fails instead
// of hanging. Nothing waited for with a timeout needs a pool thread: on a loaded pool a task
// can wait longer than that to start.
@Suite("Container: resolving from several threads")
struct ContainerConcurrencyTests {
    @Test("a factory whose closure waits for another thread resolving from the same container does not deadlock")
    func closureWaitingForAnotherThread() async {
        let container = Container()

        let resolvedInTime = await DedicatedThread.run { container.anotherThreadResolvedInTime() }

        #expect(resolvedInTime)
    }

    @Test(
        "an instance being made when a change drops kept instances goes to its caller but is not kept",
        arguments: DroppingChange.allCases)
    func changeWhileMaking(change: DroppingChange) async {
        let container = Container()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let calls = CreationCounter()
        container.perContainerInstance.register {
            let call = calls.increment()
            if call == 1 {
                entered.signal()
                _ = release.wait(timeout: .now() + 10)
            }
            return Instance("made by call \(call)")
        }

        let (first, next) = await DedicatedThread.run { () -> (String?, String) in
            let first = Handoff<String>()
            Thread.detachNewThread { first.put(container.perContainerInstance().label) }
            guard entered.wait(timeout: .now() + 10) == .success else { return (nil, "") }
            change.apply(to: container)
            release.signal()
            return (first.take(), container.perContainerInstance().label)
        }

        #expect(first == "made by call 1")
        #expect(next != "made by call 1")
    }

    @Test("an instance dropped by a reset is released once resolved, not kept alive by a replaced snapshot")
    func droppedInstanceIsReleased() {
        let container = Container()
        weak var dropped: Instance?
        do {
            let instance = container.perContainerInstance()
            dropped = instance
        }

        container.perContainerInstance.reset()
        _ = container.perContainerInstance()

        #expect(dropped == nil)
    }

    @Test("threads resolving while another registers and resets each get a whole instance, old or new")
    func resolvingWhileChanging() async {
        let container = Container()
        let labels = ["default", "registered"]

        let seen = await withTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    await DedicatedThread.run {
                        var seen = Set<String>()
                        for _ in 0..<20_000 { seen.insert(container.perContainerInstance().label) }
                        return seen
                    }
                }
            }
            group.addTask {
                await DedicatedThread.run {
                    for round in 0..<2_000 {
                        if round.isMultiple(of: 2) {
                            container.perContainerInstance.register { Instance("registered") }
                        } else {
                            container.perContainerInstance.reset()
                        }
                    }
                    return []
                }
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }

        #expect(seen.isSubset(of: Set(labels)))
    }

    @Test("a container's kept instances are released when the container is")
    func containerReleasesItsInstances() {
        weak var kept: Instance?
        do {
            let container = Container()
            let instance = container.perContainerInstance()
            kept = instance
        }

        #expect(kept == nil)
    }
}
