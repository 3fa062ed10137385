import Foundation
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
// of hanging.
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
    func changeWhileMaking(change: DroppingChange) async throws {
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

        let making = Task { await DedicatedThread.run { container.perContainerInstance().label } }
        try #require(await DedicatedThread.run { entered.wait(timeout: .now() + 10) == .success })
        await DedicatedThread.run {
            change.apply(to: container)
            release.signal()
        }
        let first = await making.value

        #expect(first == "made by call 1")
        #expect(container.perContainerInstance().label != "made by call 1")
    }
}
