import ZhipCore

/// The EVM account's staking: each pool with its facts and the account's position (or why it
/// could not be read), the totals, then an action on a pool (those its position allows), Add a
/// pool, Refresh and Done; and adding a pool by its contract address.
struct StakingScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let staking as StakingViewModel:
            try await render(with: staking)
        case let add as AddStakingPoolViewModel:
            try await render(with: add)
        default:
            return false
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        switch scene {
        case let staking as StakingViewModel: staking.state.readingLabel
        case let add as AddStakingPoolViewModel: add.state.readingLabel
        default: nil
        }
    }

    // MARK: - The pools

    private func render(with staking: StakingViewModel) async throws(InteractiveExit) {
        let state = staking.state
        ui.show("Account: " + ui.styled(state.account, .title))
        ui.showError(state.errorMessage)
        ui.showError(state.refusalMessage)
        if let notice = state.emptyNotice { ui.show(ui.styled(notice, .hint)) }
        for line in state.pools { show(line) }
        if !state.totals.isEmpty {
            ui.show(ui.styled("In all", .title))
            ui.show(format(state.totals))
        }
        let actions = state.pools.flatMap(Self.actions)
        let choice = try ui.choose(actions.map(\.title) + ["Add a pool", "Refresh", "Done"])
        switch choice {
        case ..<actions.count: actions[choice].tap(staking)
        case actions.count: staking.didTapAddPool()
        case actions.count + 1:
            await WaitingLine.showing(StakingViewModel.readingLabel, on: ui) { await staking.didTapRefresh() }
        default: staking.didTapDone()
        }
    }

    /// A pool: its label, kind and facts, the account's position, or why it could not be read.
    private func show(_ line: StakingPoolLine) {
        ui.show(ui.styled(line.label, .title) + " (\(line.kind))")
        if let error = line.errorMessage { return ui.showError(error) }
        ui.show(format(line.facts + line.position))
    }

    private func format(_ lines: [StakingLine]) -> String {
        String(LabelledLines.format(lines.map { ($0.label, $0.value) }, indent: "  ").dropLast())
    }

    /// What can be done on `line`'s pool, each with its title.
    private static func actions(_ line: StakingPoolLine) -> [(
        title: String, tap: @MainActor (StakingViewModel) -> Void
    )] {
        let pool = line.pool
        let name = pool.name ?? pool.address.checksummed
        var actions: [(title: String, tap: @MainActor (StakingViewModel) -> Void)] = []
        if line.offersStake { actions.append(("Stake with \(name)", { $0.didTapStake(pool) })) }
        if line.offersUnstake { actions.append(("Unstake from \(name)", { $0.didTapUnstake(pool) })) }
        if line.offersClaim { actions.append(("Claim from \(name)", { $0.didTapClaim(pool) })) }
        if line.offersRewardWithdrawal {
            actions.append(("Withdraw rewards from \(name)", { $0.didTapWithdrawRewards(pool) }))
        }
        return actions
    }

    // MARK: - Adding

    /// The pool's contract address, then Add; an empty answer goes back.
    private func render(with add: AddStakingPoolViewModel) async throws(InteractiveExit) {
        ui.showError(add.state.errorMessage)
        let text = try ui.ask("The pool's contract address (0x…, empty to go back)")
        guard !text.isEmpty else { return add.didTapCancel() }
        add.didEditAddress(text)
        add.didEndEditingAddress()
        guard !ui.showFieldError(add.state.address) else { return }
        await WaitingLine.showing(AddStakingPoolViewModel.readingLabel(of: text), on: ui) { await add.didTapAdd() }
    }
}
