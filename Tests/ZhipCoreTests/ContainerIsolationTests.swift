import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Container: one container per test")
struct ContainerIsolationTests {
    @Test(
        "the .container trait's setup registers in the container the test sees",
        .container { $0.greeter.register { FakeGreeter(greeting: "from setup") } })
    func traitSetupRegisters() {
        let greeting = Container.shared.greeter().greeting

        #expect(greeting == "from setup")
    }

    @Test("the .container trait gives a test an empty container", .container)
    func traitGivesEmptyContainer() {
        let greeting = Container.shared.greeter().greeting

        #expect(greeting == "hello")
    }

    @Test("parallel tests each see their own registration and per-container instance", .container, arguments: 0..<40)
    func parallelTestsAreIsolated(value: Int) async {
        Container.shared.number.register { value }
        Container.shared.perContainerInstance.register { Instance("\(value)") }

        for _ in 0..<5 { await Task.yield() }

        #expect(Container.shared.number() == value)
        #expect(Container.shared.perContainerInstance().label == "\(value)")
    }

    @Test("tasks bound to their own containers never see each other's registrations or kept instances")
    func parallelTasksAreIsolated() async {
        let results = await withTaskGroup(of: (Int, Int, ObjectIdentifier).self) { group in
            for value in 0..<100 {
                group.addTask {
                    await Container.$shared.withValue(Container()) {
                        Container.shared.number.register { value }
                        let kept = Container.shared.perContainerInstance()
                        await Task.yield()
                        #expect(Container.shared.perContainerInstance() === kept)
                        return (value, Container.shared.number(), ObjectIdentifier(kept))
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.allSatisfy { $0.0 == $0.1 })
        #expect(Set(results.map(\.2)).count == 100)
    }

    @Test(
        "a child task sees the registrations of the test's container",
        .container { $0.number.register { 7 } })
    func childTasksInherit() async {
        let seen = await Task { Container.shared.number() }.value

        #expect(seen == 7)
    }

    @Test("withValue binds the given container only inside its closure")
    func bindingIsScoped() {
        let container = Container()
        let outside = Container.shared

        let inside = Container.$shared.withValue(container) { Container.shared }

        #expect(inside === container)
        #expect(Container.shared === outside)
        #expect(outside !== container)
    }
}

@Suite("Container: the .container trait on a suite", .container { $0.number.register { 99 } })
struct ContainerSuiteTraitTests {
    @Test("a test in the suite sees the suite's setup")
    func seesSetup() {
        #expect(Container.shared.number() == 99)
    }

    @Test("a test in the suite has a container of its own", arguments: 0..<10)
    func ownContainer(value: Int) async {
        Container.shared.number.register { value }

        await Task.yield()

        #expect(Container.shared.number() == value)
    }
}
