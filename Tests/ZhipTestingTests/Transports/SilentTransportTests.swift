import Testing
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("SilentTransport")
struct SilentTransportTests {
    @Test("a call never answered ends with CancellationError as soon as its task is cancelled")
    func cancelledPromptly() async throws {
        // Arrange
        let node = SilentTransport()
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        let fetching = Task { try await service.balance(of: TestWallets.keyPair.address) }
        try await wait(until: { node.requestCount == 1 })
        // Act
        fetching.cancel()
        // Assert
        await #expect(throws: CancellationError.self) { try await fetching.value }
    }

    @Test("it keeps what it was asked, though it answers nothing")
    func keepsRequests() async throws {
        // Arrange
        let node = SilentTransport()
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        let address = TestWallets.keyPair.address
        let fetching = Task { try await service.balance(of: address) }
        defer { fetching.cancel() }
        // Act
        try await wait(until: { node.requestCount == 1 })
        // Assert
        #expect(node.requests(method: "GetBalance").map(\.firstParam) == [.string(address.hex)])
    }
}
