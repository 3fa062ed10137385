import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Welcome scene")
@MainActor
struct WelcomeViewModelTests {
    @Test("tapping Start moves on")
    func startMovesOn() {
        // Arrange
        let viewModel = WelcomeViewModel()
        var steps: [WelcomeViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        viewModel.didTapStart()
        // Assert
        #expect(steps == [.start])
    }

    @Test("the scene greets with Zhip's wording")
    func greets() {
        let viewModel = WelcomeViewModel()
        #expect(viewModel.title == "Welcome")
        #expect(viewModel.state.startButtonTitle == "Start")
        #expect(viewModel.state.body.contains("Zilliqa"))
    }
}

@Suite("Choose wallet scene")
@MainActor
struct ChooseWalletViewModelTests {
    @Test("choosing a new wallet leads to creation")
    func newWallet() {
        let viewModel = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapNewWallet()
        #expect(steps == [.createNew])
    }

    @Test("choosing to restore leads to restoration")
    func restore() {
        let viewModel = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapRestoreWallet()
        #expect(steps == [.restore])
    }

    @Test("the buttons use Zhip's wording")
    func wording() {
        let viewModel = ChooseWalletViewModel()
        #expect(viewModel.state.newWalletButtonTitle == "New Wallet")
        #expect(viewModel.state.restoreWalletButtonTitle == "Restore existing wallet")
    }
}

// MARK: - State changes

extension WelcomeViewModelTests {
    @Test("tapping Start reports no change")
    func startReportsNothing() {
        let viewModel = WelcomeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didTapStart()

        #expect(changes.count == 0)
    }
}

extension ChooseWalletViewModelTests {
    @Test("choosing a way to set up the wallet reports no change")
    func choosingReportsNothing() {
        let viewModel = ChooseWalletViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didTapNewWallet()

        #expect(changes.count == 0)
    }
}
