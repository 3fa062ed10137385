import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Confirm wallet removal scene")
@MainActor
struct ConfirmWalletRemovalViewModelTests {
    private struct Fakes {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let pincodes: FakePincodeUseCase
        let balances = FakeBalancesUseCase(
            cachedBalance: CachedBalance(amount: Amount(5, unit: .zil), updatedAt: Date(timeIntervalSince1970: 0)))

        init() throws {
            pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        }

        @MainActor
        func viewModel() -> ConfirmWalletRemovalViewModel {
            ConfirmWalletRemovalViewModel(
                walletStorageUseCase: wallets, pincodeUseCase: pincodes, balanceCacheUseCase: balances)
        }
    }

    private let storageError = PersistenceError.writeFailed(path: "/tmp/secure.json", operation: "fsync", code: 28)

    @Test("Confirm is disabled until the loss is acknowledged")
    func gated() throws {
        let viewModel = try Fakes().viewModel()
        #expect(!viewModel.state.isConfirmEnabled)
        viewModel.didCheckUnderstandsLoss(true)
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("confirming without the acknowledgement deletes nothing")
    func ignoredWithoutAcknowledgement() throws {
        let fakes = try Fakes()
        let viewModel = fakes.viewModel()
        viewModel.didTapConfirm()
        #expect(fakes.wallets.deleteWalletCallCount == 0)
        #expect(fakes.wallets.savedWallet != nil)
    }

    @Test("confirming deletes the wallet, the pincode and the cached balance")
    func deletesEverything() throws {
        let fakes = try Fakes()
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsLoss(true)
        viewModel.didTapConfirm()
        #expect(steps == [.removed])
        #expect(fakes.wallets.savedWallet == nil)
        #expect(fakes.pincodes.pincode == nil)
        #expect(try fakes.balances.cachedBalance == nil)
    }

    @Test("a wallet that cannot be deleted is shown, and nothing else is deleted")
    func walletFailure() throws {
        let fakes = try Fakes()
        fakes.wallets.error = .storage(storageError)
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsLoss(true)
        viewModel.didTapConfirm()
        #expect(steps.isEmpty)
        #expect(viewModel.state.errorMessage?.hasPrefix("The wallet could not be removed") == true)
        #expect(fakes.pincodes.deletePincodeCallCount == 0)
        #expect(fakes.balances.calls(to: .deleteCachedBalance) == 0)
    }

    @Test("a pincode that cannot be deleted is shown, and Confirm tries again")
    func pincodeFailureThenRetry() throws {
        let fakes = try Fakes()
        fakes.pincodes.error = .storage(storageError)
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsLoss(true)
        viewModel.didTapConfirm()
        #expect(steps.isEmpty)
        #expect(viewModel.state.isWalletRemoved)
        #expect(viewModel.state.errorMessage?.contains("the pincode could not be removed") == true)
        #expect(try fakes.balances.cachedBalance == nil)
        fakes.pincodes.error = nil
        viewModel.didTapConfirm()
        #expect(steps == [.removed])
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("a cached balance that cannot be deleted is shown")
    func cacheFailure() throws {
        let fakes = try Fakes()
        fakes.balances.setError(.persistence(storageError), for: .deleteCachedBalance)
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsLoss(true)
        viewModel.didTapConfirm()
        #expect(steps.isEmpty)
        #expect(viewModel.state.errorMessage?.contains("the cached balance could not be removed") == true)
        #expect(fakes.pincodes.pincode == nil)
    }

    @Test("cancelling keeps the wallet")
    func cancel() throws {
        let fakes = try Fakes()
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapCancel()
        #expect(steps == [.cancel])
        #expect(fakes.wallets.deleteWalletCallCount == 0)
    }

    @Test("once the wallet is deleted, cancelling is no longer possible")
    func noCancelAfterRemoval() throws {
        let fakes = try Fakes()
        fakes.pincodes.error = .storage(storageError)
        let viewModel = fakes.viewModel()
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckUnderstandsLoss(true)
        viewModel.didTapConfirm()
        viewModel.didTapCancel()
        #expect(steps.isEmpty)
    }
}

// MARK: - State changes

extension ConfirmWalletRemovalViewModelTests {
    @Test("acknowledging the loss reports one change, with Confirm enabled")
    func acknowledgingReportsOnce() throws {
        let viewModel = try Fakes().viewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckUnderstandsLoss(true)

        #expect(changes.states.map(\.isConfirmEnabled) == [true])
    }

    @Test("acknowledging the loss again reports nothing")
    func acknowledgingAgainReportsNothing() throws {
        let viewModel = try Fakes().viewModel()
        viewModel.didCheckUnderstandsLoss(true)
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckUnderstandsLoss(true)

        #expect(changes.count == 0)
    }
}
