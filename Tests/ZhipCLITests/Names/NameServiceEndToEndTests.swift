import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ZhipCore's ``DefaultNameServiceUseCase`` against an in-process devnet's ZilNames, over real HTTP:
/// names registered through `POST /control/names`, the resolver set as the person would set it
/// (the devnet models ZilNames at mainnet's addresses; its chain is not mainnet's, so it needs the setting).
@Suite("Names end to end: the name service use case against the devnet's ZilNames")
struct NameServiceEndToEndTests {
    static let token = "names-test-token"
    static let carol = Wallets.keyPair(String(repeating: "22", count: 32))

    /// Runs `body` with a devnet whose control API is on, and a use case on it with the resolver set.
    private func withNames(
        setResolver: Bool = true, _ body: (Devnet, DefaultNameServiceUseCase) async throws -> Void
    ) async throws {
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.blockTime = .zero
        configuration.controlToken = Self.token
        try await Devnet.withRunning(configuration) { devnet in
            let network = try Network.custom(url: devnet.url, chainID: Wallets.chainID)
            let names = DefaultNameServiceUseCase(
                evmService: JSONRPCEVMService(network: network), networkSetting: .success(network),
                preferences: .inMemory())
            if setResolver { try names.setResolver(ZilNames.universalResolver, for: network) }
            try await body(devnet, names)
        }
    }

    /// `POST /control/names` with `name`, `address` and `reverse`; expects a 200.
    private func register(_ devnet: Devnet, _ name: String, _ address: EVMAddress, reverse: Bool = false)
        async throws
    {
        let url = try #require(URL(string: devnet.url.absoluteString + "/control/names?t=" + Self.token))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("1", forHTTPHeaderField: "X-Zhip-Devnet")
        request.httpBody = Data(
            #"{"name": "\#(name)", "address": "\#(address.checksummed)", "reverse": \#(reverse)}"#.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        try #require((response as? HTTPURLResponse)?.statusCode == 200, "\(String(decoding: data, as: UTF8.self))")
    }

    @Test("a name registered through the control API resolves to its address")
    func resolvesName() async throws {
        try await withNames { devnet, names in
            try await register(devnet, "alice.zil", Wallets.alice.evmAddress)

            let address = try await names.address(of: try ZilName("Alice.zil"))

            #expect(address == Wallets.alice.evmAddress)
        }
    }

    @Test("a name whose address changed resolves to the new one")
    func changedAddress() async throws {
        try await withNames { devnet, names in
            try await register(devnet, "alice.zil", Wallets.alice.evmAddress)
            try await register(devnet, "alice.zil", Wallets.bob.evmAddress)

            let address = try await names.address(of: try ZilName("alice.zil"))

            #expect(address == Wallets.bob.evmAddress)
        }
    }

    @Test("an unknown name is notRegistered, saying to check the spelling or use the address")
    func unknownName() async throws {
        try await withNames { _, names in
            let name = try ZilName("nobody.zil")

            await #expect(throws: NameServiceError.notRegistered(name)) { try await names.address(of: name) }
            #expect(NameServiceError.notRegistered(name).description.contains("use the address"))
        }
    }

    @Test("a name registered with the zero address is noAddressSet")
    func noAddressSet() async throws {
        try await withNames { devnet, names in
            let zero = try EVMAddress(bytes: [UInt8](repeating: 0, count: 20))
            try await register(devnet, "empty.zil", zero)
            let name = try ZilName("empty.zil")

            await #expect(throws: NameServiceError.noAddressSet(name)) { try await names.address(of: name) }
        }
    }

    @Test("without a resolver for the network the lookup says how to set one")
    func noResolver() async throws {
        try await withNames(setResolver: false) { devnet, names in
            let error = await #expect(throws: NameServiceError.self) {
                try await names.address(of: try ZilName("alice.zil"))
            }

            #expect(error == .noResolver(network: devnet.url.absoluteString))
            #expect(error?.description.contains("zhip-cli settings set name-resolver ADDRESS") == true)
        }
    }

    @Test("a reverse name that resolves back is kept; one that resolves elsewhere and none at all are left out")
    func primaryNames() async throws {
        try await withNames { devnet, names in
            try await register(devnet, "alice.zil", Wallets.alice.evmAddress, reverse: true)
            try await register(devnet, "bobby.zil", Wallets.bob.evmAddress, reverse: true)
            try await register(devnet, "bobby.zil", Self.carol.evmAddress)

            let primary = try await names.primaryNames(
                of: [Wallets.alice.evmAddress, Wallets.bob.evmAddress, Self.carol.evmAddress])

            #expect(primary == [Wallets.alice.evmAddress: try ZilName("alice.zil")])
        }
    }

    @Test("mainnet's resolver is ZilNames' own and a setting cannot change it")
    func mainnetFixed() throws {
        let names = DefaultNameServiceUseCase(
            evmService: JSONRPCEVMService(network: .mainnet), networkSetting: .success(.mainnet),
            preferences: .inMemory())

        #expect(throws: NameServiceError.resolverFixed(network: "mainnet")) {
            try names.setResolver(ZilNames.l2Resolver, for: .mainnet)
        }
        #expect(try names.resolver(for: .mainnet) == ZilNames.universalResolver)
    }
}
