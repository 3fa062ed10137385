import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The URL the container's default service posts to, or nil when it is not a JSON-RPC service
/// over HTTPTransport.
private func serviceURL(_ service: any ZilliqaService) -> URL? {
    ((service as? JSONRPCZilliqaService)?.client.transport as? HTTPTransport)?.url
}

@Suite("Container: the network setting and the Zilliqa service")
struct ContainerNetworkRegistrationTests {
    @Test(
        "with no network saved the wallet is on mainnet, served by a JSON-RPC service for api.zilliqa.com",
        .container { $0.preferences.register { .inMemory() } })
    func defaultsToMainnet() {
        let network = Container.shared.network()
        let service = Container.shared.zilliqaService()

        #expect(network == .success(.mainnet))
        #expect(serviceURL(service) == Network.mainnet.url)
    }

    @Test(
        "a saved testnet setting gives testnet (chain 333) and a service for its node",
        .container { $0.preferences.register { .inMemory() } })
    func savedTestnet() throws {
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)

        let network = try Container.shared.network().get()
        let service = Container.shared.zilliqaService()

        #expect(network.chainID == 333)
        #expect(serviceURL(service) == Network.testnet.url)
    }

    @Test(
        "a saved node URL and chain id give that custom network and a service for that node",
        .container { $0.preferences.register { .inMemory() } })
    func savedCustom() throws {
        let saved = NetworkPreference.custom(url: "http://127.0.0.1:5555", chainID: 222)
        try Container.shared.preferences().save(saved, for: .network)

        let network = try Container.shared.network().get()

        #expect(network.chainID == 222)
        #expect(network.url.absoluteString == "http://127.0.0.1:5555")
        #expect(serviceURL(Container.shared.zilliqaService()) == network.url)
    }

    @Test(
        "a saved name that is no network is reported, not replaced by mainnet",
        .container { $0.preferences.register { .inMemory() } })
    func unknownName() throws {
        try Container.shared.preferences().save(NetworkPreference.named("moon"), for: .network)

        let network = Container.shared.network()

        #expect(network == .failure(.invalid(.unknownName("moon", known: Network.presets.map(\.name)))))
    }

    @Test(
        "a saved value that is not a network setting is reported as unreadable",
        .container { $0.preferences.register { .inMemory() } })
    func undecodableSetting() throws {
        try Container.shared.preferences().save("testnet", for: .network)

        let network = Container.shared.network()

        #expect(
            network
                == .failure(
                    .unreadable(
                        .valueNotDecodable(
                            key: "network", type: "a network (a preset's name, or a node's URL and chain id)",
                            location: "memory"))))
    }

    @Test(
        "preferences that cannot be read make the network unreadable",
        .container { $0.preferences.register { Preferences(storage: FailingStorageBackend(.noHomeDirectory)) } })
    func unreadablePreferences() {
        #expect(Container.shared.network() == .failure(.unreadable(.noHomeDirectory)))
    }

    @Test(
        "without a usable network the service refuses every call with the setting's problem",
        .container { $0.network.register { .failure(.unreadable(.noHomeDirectory)) } })
    func unavailableService() async throws {
        let service = Container.shared.zilliqaService()
        let problem = NetworkSettingError.unreadable(.noHomeDirectory)
        let address = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let id = try TransactionID(hex: String(repeating: "0", count: 64))
        let key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        let signed = SignedTransaction.sign(
            Payment(to: address, amount: .zero, gasPrice: .zero, nonce: 1), with: KeyPair(privateKey: key), chainID: 1)

        await #expect(throws: problem) { try await service.balance(of: address) }
        await #expect(throws: problem) { try await service.balances(of: [address]) }
        await #expect(throws: problem) { try await service.minimumGasPrice() }
        await #expect(throws: problem) { try await service.networkID() }
        await #expect(throws: problem) { try await service.send(signed) }
        await #expect(throws: problem) { try await service.transaction(id) }
        await #expect(throws: problem) { try await service.blockchainInfo() }
        await #expect(throws: problem) { try await service.waitForReceipt(id) }
    }

    @Test(
        "without a usable network the EVM service refuses every call with the setting's problem",
        .container { $0.network.register { .failure(.unreadable(.noHomeDirectory)) } })
    func unavailableEVMService() async throws {
        let service = Container.shared.evmService()
        let problem = NetworkSettingError.unreadable(.noHomeDirectory)
        let key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        let address = key.publicKey.evmAddress
        let signed = EVMTransaction(
            nonce: 0, fee: .legacy(gasPrice: 1), gasLimit: 21_000, to: address, value: 0, chainID: 32769
        ).signed(with: key)

        await #expect(throws: problem) { try await service.chainID() }
        await #expect(throws: problem) { try await service.accountState(of: address) }
        await #expect(throws: problem) { try await service.balance(of: address) }
        await #expect(throws: problem) { try await service.gasPrice() }
        await #expect(throws: problem) { try await service.send(signed) }
        await #expect(throws: problem) { try await service.receipt(signed.transactionHash) }
        await #expect(throws: problem) { try await service.code(at: address) }
    }

    @Test(
        "a use case given a service that reports a network-setting problem reports it as its own error",
        .container { $0.network.register { .failure(.unreadable(.noHomeDirectory)) } })
    func serviceProblemReachesUseCase() async throws {
        let useCase = DefaultBalancesUseCase(
            zilliqaService: Container.shared.zilliqaService(), network: .mainnet, preferences: .inMemory(),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 0)), clock: ImmediateClock())

        await #expect(throws: TransactionsError.networkSetting(.unreadable(.noHomeDirectory))) {
            try await useCase.minimumGasPrice()
        }
    }

    @Test(
        "the setting is read once: a value saved behind the container's back counts only after networkDidChange",
        .container { $0.preferences.register { .inMemory() } })
    func cachedUntilChanged() throws {
        _ = Container.shared.network()
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)
        let before = Container.shared.network()

        Container.shared.networkDidChange()

        #expect(before == .success(.mainnet))
        #expect(Container.shared.network() == .success(.testnet))
    }

    @Test(
        "switching the network saves it by name and makes a new service and balances use case for it",
        .container { $0.preferences.register { .inMemory() } })
    func switchNetwork() throws {
        let oldUseCase = Container.shared.balancesUseCase()
        _ = Container.shared.zilliqaService()

        let network = try Container.shared.switchNetwork(to: .named("TestNet"))

        #expect(network == .testnet)
        #expect(try Container.shared.preferences().load(.network, as: NetworkPreference.self) == .named("testnet"))
        #expect(Container.shared.network() == .success(.testnet))
        #expect(serviceURL(Container.shared.zilliqaService()) == Network.testnet.url)
        #expect(Container.shared.balancesUseCase() as AnyObject !== oldUseCase as AnyObject)
    }

    @Test(
        "switching to a network that does not exist is refused and changes nothing",
        .container { $0.preferences.register { .inMemory() } })
    func switchToInvalid() throws {
        #expect(throws: NetworkSettingError.invalid(.notHTTP("ftp://example.com"))) {
            try Container.shared.switchNetwork(to: .custom(url: "ftp://example.com", chainID: 1))
        }
        #expect(try Container.shared.preferences().contains(.network) == false)
        #expect(Container.shared.network() == .success(.mainnet))
    }

    @Test(
        "switching the network when the preferences cannot be written is reported as not saved",
        .container {
            $0.preferences.register { Preferences(storage: FailingStorageBackend(.noHomeDirectory)) }
        })
    func switchNotSaved() {
        #expect(throws: NetworkSettingError.notSaved(.noHomeDirectory)) {
            try Container.shared.switchNetwork(to: .named("testnet"))
        }
    }
}

@Suite("NetworkPreference: to and from a Network")
struct NetworkPreferenceNetworkTests {
    @Test("a preset is saved by its name and read back as itself", arguments: Network.presets)
    func presetRoundTrip(network: Network) throws {
        let preference = NetworkPreference(network)

        #expect(preference == .named(network.name))
        #expect(try preference.network() == network)
    }

    @Test("a node that is no preset is saved by URL and chain id and read back as itself")
    func customRoundTrip() throws {
        let network = try Network.custom(url: try #require(URL(string: "http://10.0.0.7:4201")), chainID: 7)

        let preference = NetworkPreference(network)

        #expect(preference == .custom(url: "http://10.0.0.7:4201", chainID: 7))
        #expect(try preference.network() == network)
    }

    @Test("a URL that cannot be parsed at all is not a node URL")
    func unparsableURL() {
        #expect(throws: NetworkError.notHTTP("")) {
            try NetworkPreference.custom(url: "", chainID: 1).network()
        }
    }
}

@Suite("FakeZilliqaService: the stand-in tests register for zilliqaService")
struct FakeZilliqaServiceTests {
    @Test("a batch of balances answers each account in order, an unknown one as never funded")
    func balancesInBatch() async throws {
        let funded = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let unknown = try Address(hexString: "74c544a11795905C2c9808F9e78d8156159d32e4")
        let account = AccountBalance(balance: Amount(3, unit: .zil), nonce: 9)
        let node = FakeZilliqaService(accounts: [funded: account])

        let balances = try await node.balances(of: [unknown, funded])

        #expect(balances == [.empty, account])
        #expect(node.balanceRequests == [unknown, funded])
        #expect(node.calls(to: .balances) == 1)
    }

    @Test("the chain id and blockchain info answered are the ones set last")
    func chainAndInfo() async throws {
        let node = FakeZilliqaService()
        node.setChainID(222)
        node.setBlockchainInfo(BlockchainInfo(numTxBlocks: 42))

        let chainID = try await node.networkID()
        let info = try await node.blockchainInfo()

        #expect(chainID == 222)
        #expect(info.numTxBlocks == 42)
    }

    @Test("a send that fails with the error set is still recorded and leaves the scripted outcomes for later")
    func failingSendKeepsScript() async throws {
        let key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        let signed = SignedTransaction.sign(
            Payment(to: key.publicKey.address, amount: .zero, gasPrice: .zero, nonce: 1),
            with: KeyPair(privateKey: key), chainID: 1)
        let node = FakeZilliqaService()
        node.scriptSends([.reject(.checksumWrong)])
        node.setError(.transport(.timedOut), for: .send)

        await #expect(throws: ZilliqaServiceError.transport(.timedOut)) { try await node.send(signed) }
        node.setError(nil, for: .send)
        await #expect(throws: ZilliqaServiceError.checksumWrong) { try await node.send(signed) }
        let id = try await node.send(signed)

        #expect(id == signed.id)
        #expect(node.sentTransactions == [signed, signed, signed])
    }

    @Test("a damaged preferences file: the first read says unreadable, every later one that the network is lost")
    func damagedFileLosesTheNetwork() async throws {
        try await withTemporaryDirectory { directory in
            // Arrange
            let storage = FileStorageBackend(directory: directory, fileName: "preferences.json", protection: .standard)
            try Preferences(storage: storage).save(NetworkPreference.named("testnet"), for: .network)
            try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: storage.path))
            // Act
            let first = Container.savedNetwork(in: Preferences(storage: storage))
            let second = Container.savedNetwork(in: Preferences(storage: storage))
            let third = Container.savedNetwork(in: Preferences(storage: storage))
            // Assert
            guard case .failure(.unreadable(.corruptFile(_, _, let movedTo))) = first else {
                Issue.record("the first read should report the damaged file, not \(first)")
                return
            }
            #expect(second == .failure(.lost(movedTo: movedTo)))
            #expect(third == second)
        }
    }

    @Test("after the damage, a network chosen again is the network")
    func chosenAgainAfterDamage() async throws {
        try await withTemporaryDirectory { directory in
            // Arrange
            let storage = FileStorageBackend(directory: directory, fileName: "preferences.json", protection: .standard)
            try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: storage.path))
            _ = Container.savedNetwork(in: Preferences(storage: storage))
            // Act
            try Preferences(storage: storage).save(NetworkPreference.named("testnet"), for: .network)
            // Assert
            #expect(Container.savedNetwork(in: Preferences(storage: storage)) == .success(.testnet))
        }
    }

    @Test("a preferences file that never existed means mainnet: no network was ever chosen")
    func neverChosenIsMainnet() async throws {
        try await withTemporaryDirectory { directory in
            let storage = FileStorageBackend(directory: directory, fileName: "preferences.json", protection: .standard)
            #expect(Container.savedNetwork(in: Preferences(storage: storage)) == .success(.mainnet))
        }
    }
}
