import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// ``DefaultNameServiceUseCase`` on mainnet against a fake node: the bound on addresses and what a
/// hostile or wrong resolver's answers become. The answers are eth-abi's (ZilNamesAnswerTests), cut by hand.
@Suite("The name service use case: bounds and hostile answers")
struct DefaultNameServiceUseCaseTests {
    private func useCase(_ service: FakeEVMService) -> DefaultNameServiceUseCase {
        DefaultNameServiceUseCase(evmService: service, networkSetting: .success(.mainnet), preferences: .inMemory())
    }

    /// The error looking up alice.zil through `service` throws; nil (with an issue) when it throws none.
    private func lookUpError(_ service: FakeEVMService) async throws -> NameServiceError? {
        let name = try ZilName("alice.zil")
        return await #expect(throws: NameServiceError.self) { try await useCase(service).address(of: name) }
    }

    private static func address(_ index: UInt8) throws -> EVMAddress {
        try EVMAddress(bytes: [UInt8](repeating: 0, count: 19) + [index])
    }

    @Test("more than 32 addresses: only the first 32 distinct ones are asked about")
    func truncates() async throws {
        let service = FakeEVMService()
        service.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: [0x77, 0x20, 0x9F, 0xE8])),
            to: ZilNames.universalResolver)
        let addresses = try (1...40).map { try Self.address(UInt8($0)) }

        let names = try await useCase(service).primaryNames(of: [addresses[0]] + addresses)

        #expect(names.isEmpty)
        #expect(service.callRequests.count == 32)
        #expect(service.callRequests.map(\.data) == addresses.prefix(32).map { ZilNames.reverseCall(for: $0) })
    }

    @Test("an empty answer (the resolver address has no code) is an unreadable answer naming the setting")
    func emptyAnswer() async throws {
        let service = FakeEVMService()

        let error = try await lookUpError(service)

        guard case .unreadableAnswer = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(error?.description.contains("name-resolver") == true)
    }

    @Test("a revert the UniversalResolver does not write is an unreadable answer, not an unregistered name")
    func foreignRevert() async throws {
        let service = FakeEVMService()
        let errorString: [UInt8] = [0x08, 0xC3, 0x79, 0xA0]
        service.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: errorString)), to: ZilNames.universalResolver)

        let error = try await lookUpError(service)

        guard case .unreadableAnswer = error else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    @Test("the node's failure is the node's words with a next step")
    func nodeFailure() async throws {
        let service = FakeEVMService()
        service.setError(EVMServiceError.methodNotFound(method: "eth_call"), for: .call)

        let error = try await lookUpError(service)

        guard case .node = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(error?.description.contains("try again") == true)
    }
}
