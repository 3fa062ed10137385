import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Settings scene")
@MainActor
struct SettingsViewModelTests {
    @Test("without a pincode Settings offers to set one")
    func offersSetPincode() {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        #expect(viewModel.state.rows.first == .setPincode)
        #expect(!viewModel.state.rows.contains(.removePincode))
    }

    @Test("with a pincode Settings offers to remove it")
    func offersRemovePincode() throws {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase(pincode: try Pincode("0258")))
        #expect(viewModel.state.rows.first == .removePincode)
        #expect(!viewModel.state.rows.contains(.setPincode))
    }

    @Test("every row opens what it names, and Close leaves")
    func rowsLeadToSteps() {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        var steps: [SettingsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        for row in viewModel.state.rows { viewModel.didSelect(row) }
        viewModel.didTapClose()
        #expect(
            steps == [
                .open(.setPincode), .open(.backUpKeystore), .open(.revealPrivateKey), .open(.readTerms),
                .open(.changeCrashReporting), .open(.changeNetwork), .open(.removeWallet), .close,
            ])
    }

    @Test("selecting the removal of a pincode leads there when one is set")
    func removePincodeStep() throws {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase(pincode: try Pincode("0258")))
        var steps: [SettingsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didSelect(.removePincode)
        #expect(steps == [.open(.removePincode)])
    }

    @Test("a row that is not shown cannot be selected")
    func hiddenRowIgnored() {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        var steps: [SettingsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didSelect(.removePincode)
        #expect(steps.isEmpty)
    }

    @Test("reloading after a pincode was set swaps the row")
    func reloadSwapsRow() async throws {
        let pincodes = FakePincodeUseCase()
        let viewModel = SettingsViewModel(pincodeUseCase: pincodes)
        try await pincodes.choose(try Pincode("0258"))
        viewModel.reload()
        #expect(viewModel.state.rows.first == .removePincode)
        #expect(viewModel.state.hasConfiguredPincode)
    }

    @Test("a pincode state that cannot be read is shown, and neither pincode row")
    func readFailureShown() {
        let pincodes = FakePincodeUseCase()
        pincodes.error = .storage(.readFailed(path: "/tmp/secure.json", code: 5))
        let viewModel = SettingsViewModel(pincodeUseCase: pincodes)
        #expect(viewModel.state.errorMessage?.contains("could not be read") == true)
        #expect(!viewModel.state.rows.contains(.setPincode))
        #expect(!viewModel.state.rows.contains(.removePincode))
        #expect(viewModel.state.rows.last == .removeWallet)
    }

    @Test("rows use Zhip's wording, and only wallet removal is destructive")
    func rowWording() {
        #expect(SettingsViewModel.Row.setPincode.title == "Set pincode")
        #expect(SettingsViewModel.Row.removeWallet.title == "Remove wallet")
        #expect(SettingsViewModel.Row.allCases.filter(\.isDestructive) == [.removeWallet])
        #expect(Set(SettingsViewModel.Row.allCases.map(\.title)).count == SettingsViewModel.Row.allCases.count)
    }
}

// MARK: - State changes

extension SettingsViewModelTests {
    @Test("reloading after a pincode was set reports one change")
    func reloadReportsOnce() async throws {
        let pincodes = FakePincodeUseCase()
        let viewModel = SettingsViewModel(pincodeUseCase: pincodes)
        try await pincodes.choose(try Pincode("0258"))
        let changes = StateChanges(of: viewModel)

        viewModel.reload()

        #expect(changes.states.map(\.hasConfiguredPincode) == [true])
    }

    @Test("reloading when nothing changed reports nothing")
    func reloadReportsNothing() {
        let viewModel = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        let changes = StateChanges(of: viewModel)

        viewModel.reload()

        #expect(changes.count == 0)
    }
}
