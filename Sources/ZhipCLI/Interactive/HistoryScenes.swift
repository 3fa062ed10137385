import ZhipCore

/// The history of an account: one line per transaction, newest first (pending sends first), then
/// Older while older blocks are left, the other account's history, and Done.
struct HistoryScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        guard let history = scene as? HistoryViewModel else { return false }
        try await render(with: history)
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        (scene as? HistoryViewModel)?.state.readingLabel
    }

    private func render(with history: HistoryViewModel) async throws(InteractiveExit) {
        let state = history.state
        ui.show("Account: " + ui.styled(state.address, .title))
        for line in state.lines {
            ui.show(line.line)
            for note in line.notes { ui.show("    " + ui.styled(note, .warning)) }
        }
        if state.hasRead && state.lines.isEmpty { ui.paragraph(ui.styled(HistoryViewModel.noTransactions, .hint)) }
        ui.showError(state.errorMessage)
        let older = state.hasOlder ? ["Older transactions"] : []
        let other = state.canSwitchAccount ? [state.account == .evm ? "The legacy account's" : "The EVM account's"] : []
        let pending = state.pending.flatMap { hash in
            ["Speed up \(hash.hex.prefix(10))…", "Cancel \(hash.hex.prefix(10))…"]
        }
        let choice = try ui.choose(older + other + pending + ["Done"])
        switch choice {
        case 0 where !older.isEmpty:
            await WaitingLine.showing(HistoryViewModel.readingLabel, on: ui) { await history.didTapOlder() }
        case older.count where !other.isEmpty:
            await WaitingLine.showing(HistoryViewModel.readingLabel, on: ui) { await history.didTapSwitchAccount() }
        case let index where (older.count + other.count..<older.count + other.count + pending.count).contains(index):
            let offset = index - older.count - other.count
            let hash = state.pending[offset / 2]
            if offset.isMultiple(of: 2) { history.didTapSpeedUp(hash) } else { history.didTapCancelPending(hash) }
        default:
            history.didTapDone()
        }
    }
}
