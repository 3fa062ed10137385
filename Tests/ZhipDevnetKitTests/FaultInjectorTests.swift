import Testing
import ZhipDevnetKit

@Suite("Fault injection")
struct FaultInjectorTests {
    private func draws(_ plan: FaultPlan, count: Int = 50) -> [FaultMode?] {
        let injector = FaultInjector(plan: plan)
        return (0..<count).map { _ in injector.fault(forMethods: ["GetBalance"]) }
    }

    @Test("the same seed gives the same faults")
    func deterministic() {
        let plan = FaultPlan(rate: 0.5, mode: .drop, seed: 42)
        #expect(draws(plan) == draws(plan))
        #expect(draws(plan).contains(.drop))
        #expect(draws(plan).contains(nil))
    }

    @Test("rate 0 never injects, rate 1 always does")
    func extremes() {
        #expect(draws(FaultPlan(rate: 0, mode: .garbage, seed: 1)).allSatisfy { $0 == nil })
        #expect(draws(FaultPlan(rate: 1, mode: .garbage, seed: 1)).allSatisfy { $0 == .garbage })
    }

    @Test("a method filter leaves other methods alone")
    func methodFilter() {
        let injector = FaultInjector(plan: FaultPlan(rate: 1, mode: .serverError, methods: ["CreateTransaction"]))
        #expect(injector.fault(forMethods: ["GetBalance"]) == nil)
        #expect(injector.fault(forMethods: ["GetBalance", "CreateTransaction"]) == .serverError)
    }
}

@Suite("Fault injection with a limit")
struct FaultLimitTests {
    @Test("a plan with a limit spoils that many requests, then none")
    func limit() {
        let injector = FaultInjector(plan: FaultPlan(rate: 1, mode: .drop, limit: 2))
        let draws = (0..<5).map { _ in injector.fault(forMethods: ["GetBalance"]) }
        #expect(draws == [.drop, .drop, nil, nil, nil])
    }

    @Test("requests for other methods do not use up the limit")
    func limitCountsCandidatesOnly() {
        let injector = FaultInjector(plan: FaultPlan(rate: 1, mode: .drop, methods: ["CreateTransaction"], limit: 1))
        _ = injector.fault(forMethods: ["GetBalance"])
        #expect(injector.fault(forMethods: ["CreateTransaction"]) == .drop)
        #expect(injector.fault(forMethods: ["CreateTransaction"]) == nil)
    }
}
