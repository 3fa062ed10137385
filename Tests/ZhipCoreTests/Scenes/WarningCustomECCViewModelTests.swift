import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Custom ECC warning scene")
@MainActor
struct WarningCustomECCViewModelTests {
    @Test("Accept is disabled until the risk is acknowledged")
    func gated() {
        let viewModel = WarningCustomECCViewModel(useCase: FakeOnboardingUseCase())
        #expect(!viewModel.state.isAcceptEnabled)
        viewModel.didCheckUnderstandsRisk(true)
        #expect(viewModel.state.isAcceptEnabled)
    }

    @Test("tapping Accept before acknowledging does nothing")
    func ignoredBeforeAcknowledging() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = WarningCustomECCViewModel(useCase: useCase)
        var steps: [WarningCustomECCViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapAccept()
        #expect(steps.isEmpty)
        #expect(useCase.didAcceptCustomECCWarningCallCount == 0)
    }

    @Test("accepting remembers the acceptance and moves on")
    func accepting() throws {
        let useCase = FakeOnboardingUseCase()
        let viewModel = WarningCustomECCViewModel(useCase: useCase)
        var steps: [WarningCustomECCViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsRisk(true)
        viewModel.didTapAccept()
        #expect(steps == [.accepted])
        #expect(try useCase.hasAcceptedCustomECCWarning)
    }

    @Test("an acceptance that cannot be saved is shown, and the scene stays")
    func saveFailureShown() {
        let useCase = FakeOnboardingUseCase()
        useCase.error = .storage(.writeFailed(path: "/tmp/p.json", operation: "rename", code: 13))
        let viewModel = WarningCustomECCViewModel(useCase: useCase)
        var steps: [WarningCustomECCViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsRisk(true)
        viewModel.didTapAccept()
        #expect(steps.isEmpty)
        #expect(viewModel.state.errorMessage?.contains("could not be saved") == true)
    }

    @Test("the warning says Zilliqa signs with its own Schnorr scheme")
    func wording() {
        let viewModel = WarningCustomECCViewModel(useCase: FakeOnboardingUseCase())
        #expect(viewModel.title == "Unreliable ECC")
        #expect(viewModel.state.warning.contains("Schnorr"))
    }

    @Test("the warning says the legacy accounts sign with EC-Schnorr and the EVM accounts with ECDSA")
    func wordingNamesBothSchemes() {
        // Arrange
        let viewModel = WarningCustomECCViewModel(useCase: FakeOnboardingUseCase())
        // Act
        let warning = viewModel.state.warning
        // Assert
        #expect(!warning.contains("Zilliqa does not sign with ECDSA"))
        #expect(warning.contains("legacy (zil1) accounts"))
        #expect(warning.contains("EVM (0x) account of the same key signs with ECDSA"))
    }
}

// MARK: - State changes

extension WarningCustomECCViewModelTests {
    @Test("acknowledging the risk reports one change, with Accept enabled")
    func acknowledgingReportsOnce() {
        let viewModel = WarningCustomECCViewModel(useCase: FakeOnboardingUseCase())
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckUnderstandsRisk(true)

        #expect(changes.states.map(\.isAcceptEnabled) == [true])
    }

    @Test("acknowledging the risk again reports nothing")
    func acknowledgingAgainReportsNothing() {
        let viewModel = WarningCustomECCViewModel(useCase: FakeOnboardingUseCase())
        viewModel.didCheckUnderstandsRisk(true)
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckUnderstandsRisk(true)

        #expect(changes.count == 0)
    }
}
