import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Choose network", .container { $0.preferences.register { .inMemory() } })
@MainActor
struct ChooseNetworkViewModelTests {
    @Test("with nothing saved the current network is mainnet")
    func currentIsMainnet() {
        let choose = ChooseNetworkViewModel()
        #expect(choose.state.current == "mainnet")
        #expect(choose.state.presets == Network.presets)
    }

    @Test("choosing testnet saves it and says so")
    func choosesPreset() throws {
        let choose = ChooseNetworkViewModel()
        var steps: [ChooseNetworkViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }

        choose.didChoose(.testnet)

        #expect(steps == [.changed(.testnet)])
        #expect(try Container.shared.preferences().load(.network, as: NetworkPreference.self) == .named("testnet"))
        #expect(try Container.shared.network().get() == .testnet)
    }

    @Test("a node's URL with its chain id is saved as a custom network")
    func choosesCustom() throws {
        let choose = ChooseNetworkViewModel()

        choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "222")

        #expect(try Container.shared.network().get().chainID == 222)
        #expect(choose.state.current == "http://127.0.0.1:5555 (chain 222)")
    }

    @Test("the node's EVM chain id names the same network as its Zilliqa one")
    func choosesCustomByEVMChainID() throws {
        let choose = ChooseNetworkViewModel()

        choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "33101")

        #expect(try Container.shared.network().get().chainID == 333)
    }

    @Test("a chain id that is not a number is refused with a message, and nothing is saved")
    func badChainID() throws {
        let choose = ChooseNetworkViewModel()
        var steps: [ChooseNetworkViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }

        choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "two")

        #expect(steps.isEmpty)
        #expect(choose.state.errorMessage?.contains("chain id") == true)
        #expect(try Container.shared.preferences().load(.network, as: NetworkPreference.self) == nil)
    }

    @Test("a URL that is not http(s) is refused with the setting's message")
    func badURL() {
        let choose = ChooseNetworkViewModel()

        choose.didEnterCustom(url: "ftp://node", chainID: "1")

        #expect(choose.state.errorMessage != nil)
        #expect(choose.state.current == "mainnet")
    }

    @Test("cancel leaves without saving")
    func cancel() throws {
        let choose = ChooseNetworkViewModel()
        var steps: [ChooseNetworkViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }

        choose.didTapCancel()

        #expect(steps == [.cancel])
        #expect(try Container.shared.preferences().load(.network, as: NetworkPreference.self) == nil)
    }
}

// MARK: - State changes

extension ChooseNetworkViewModelTests {
    @Test("choosing testnet reports one change, naming it")
    func choosingReportsOnce() {
        let choose = ChooseNetworkViewModel()
        let changes = StateChanges(of: choose)

        choose.didChoose(.testnet)

        #expect(changes.states.map(\.current) == ["testnet"])
    }

    @Test("the same unreadable chain id again reports nothing")
    func sameRefusalReportsNothing() {
        let choose = ChooseNetworkViewModel()
        choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "two")
        let changes = StateChanges(of: choose)

        choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "two")

        #expect(changes.count == 0)
    }
}
