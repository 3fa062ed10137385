public import ZilliqaKit

/// The staking flow, shown modally over Main: the EVM account's pools and positions
/// (``StakingViewModel``), with Add pool shown over them (``AddStakingPoolViewModel``; the list is
/// read again once one is added), and each Stake, Unstake, Claim or Withdraw rewards run as a
/// payment through the same Prepare, Review, Sign and Poll scenes (a ``SendCoordinator`` with a
/// ``StakingPaymentForm``); once a call is sent (or refused, which the list then says) the
/// positions are read again. Ends with
/// ``Outcome/done`` once the list is closed.
///
/// ```swift
/// let staking = StakingCoordinator(presenter: presenter, account: wallet.evmAddress!)
/// staking.onFinish = { _ in … }
/// await staking.start()
/// ```
@MainActor
public final class StakingCoordinator: Coordinator {
    /// How the staking flow ended.
    public enum Outcome: Sendable, Equatable {
        /// The person closed the list.
        case done
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let account: EVMAddress
    private let pollingPolicy: PollingPolicy
    private let work = CoordinatorWork()
    private let add: ModalScene
    private var list: StakingViewModel?
    private var payment: SendCoordinator?

    /// The staking of `account`, the wallet's EVM account, shown on `presenter`; a call's receipt
    /// is waited for as `pollingPolicy` says.
    public init(presenter: any ScenePresenter, account: EVMAddress, pollingPolicy: PollingPolicy = .standard) {
        self.presenter = presenter
        self.account = account
        self.pollingPolicy = pollingPolicy
        add = ModalScene(presenter: presenter)
    }

    /// Shows the list and reads it.
    public func start() async {
        let list = StakingViewModel(account: account)
        list.navigator.onStep = { [weak self] step in
            switch step {
            case .stake(let pool): self?.run(.stake, on: pool)
            case .unstake(let pool): self?.run(.unstake, on: pool)
            case .claim(let pool): self?.run(.claim, on: pool)
            case .withdrawRewards(let pool): self?.run(.withdrawRewards, on: pool)
            case .addPool: self?.toAdd()
            case .done: self?.finish()
            }
        }
        self.list = list
        presenter.presentModally(list)
        work.run { await list.didAppear() }
        await work.waitUntilIdle()
    }

    /// Waits for the reads and the running call's work: for a front end that must not quit in the
    /// middle, and for tests.
    public func waitUntilIdle() async {
        repeat {
            await work.waitUntilIdle()
            await payment?.waitUntilIdle()
        } while work.hasPendingWork
    }

    /// The call `kind` on `pool`, prepared, reviewed, signed and waited for as a payment.
    private func run(_ kind: StakingPaymentForm.Kind, on pool: StakingPool) {
        guard payment == nil else { return }
        let payment = SendCoordinator(
            presenter: presenter, form: StakingPaymentForm(kind, pool: pool, sender: account),
            fixedRecipient: pool.address.checksummed, note: pool.label, pollingPolicy: pollingPolicy)
        payment.onFinish = { [weak self] outcome in
            self?.payment = nil
            guard let list = self?.list else { return }
            switch outcome {
            case .cancelled: break
            case .refused(let reason): self?.work.run { await list.didReturnAfterRefusedCall(reason) }
            case .sent, .mayHaveSent: self?.work.run { await list.didTapRefresh() }
            }
        }
        self.payment = payment
        work.run { await payment.start() }
    }

    /// Add pool over the list; the list is read again once a pool is added.
    private func toAdd() {
        guard !add.isShown else { return }
        let scene = AddStakingPoolViewModel()
        scene.navigator.onStep = { [weak self] step in
            guard let self, add.close(), case .added = step, let list else { return }
            work.run { await list.didTapRefresh() }
        }
        add.show(scene)
    }

    /// Closes the list (and Add over it) and ends the flow; ignored while a call runs over it.
    private func finish() {
        guard list != nil, payment == nil else { return }
        add.close()
        list = nil
        presenter.dismissModal()
        onFinish?(.done)
    }
}
