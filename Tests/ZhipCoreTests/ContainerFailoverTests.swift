import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Container: a network of several nodes", .container)
struct ContainerFailoverTests {
    @Test("both services of a network of several nodes go through one FailoverNodes; one node keeps HTTPTransport")
    func servicesShareNodes() throws {
        let urls = try ["http://127.0.0.1:5001", "http://127.0.0.1:5002"].map { try #require(URL(string: $0)) }
        let network = try Network.custom(urls: urls, chainID: 222)
        Container.shared.network.register { .success(network) }

        let legacy = try #require(Container.shared.zilliqaService() as? JSONRPCZilliqaService)
        let evm = try #require(Container.shared.evmService() as? JSONRPCEVMService)
        let reads = try #require(legacy.client.transport as? FailoverTransport)
        let sends = try #require(evm.sendClient.transport as? FailoverTransport)

        #expect(reads.role == .reads && sends.role == .sends)
        #expect(reads.nodes === sends.nodes)
        #expect(reads.nodes.nodes.map(\.name) == urls.map(\.absoluteString))

        Container.shared.network.register { .success(.devnet) }
        Container.shared.networkDidChange()
        let single = try #require(Container.shared.zilliqaService() as? JSONRPCZilliqaService)
        #expect(single.client.transport is HTTPTransport)
    }
}
