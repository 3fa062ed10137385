import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Wallet unavailable scene")
@MainActor
struct WalletUnavailableViewModelTests {
    @Test("the scene shows why the wallet could not be loaded")
    func showsWhy() {
        let viewModel = WalletUnavailableViewModel(errorMessage: "The wallet file could not be read.")

        #expect(viewModel.state.errorMessage == "The wallet file could not be read.")
    }

    @Test("asking to try again moves on")
    func retryMovesOn() {
        let viewModel = WalletUnavailableViewModel(errorMessage: "The wallet file could not be read.")
        var steps: [WalletUnavailableViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapRetry()

        #expect(steps == [.retry])
    }

    @Test("asking to try again reports no change")
    func retryReportsNothing() {
        let viewModel = WalletUnavailableViewModel(errorMessage: "The wallet file could not be read.")
        let changes = StateChanges(of: viewModel)

        viewModel.didTapRetry()

        #expect(changes.count == 0)
    }

    @Test("an unreadable wallet can be removed; the step is removeWallet")
    func removalOffered() {
        let viewModel = WalletUnavailableViewModel(error: .savedWalletUnreadable(location: "/tmp/secure.json"))
        var steps: [WalletUnavailableViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapRemoveWallet()

        #expect(viewModel.state.offersRemoval)
        #expect(steps == [.removeWallet])
    }

    @Test("a store that cannot be read offers no removal, and asking for it does nothing")
    func removalNotOffered() {
        let viewModel = WalletUnavailableViewModel(error: .storage(.noHomeDirectory))
        var steps: [WalletUnavailableViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapRemoveWallet()

        #expect(!viewModel.state.offersRemoval)
        #expect(steps.isEmpty)
    }
}
