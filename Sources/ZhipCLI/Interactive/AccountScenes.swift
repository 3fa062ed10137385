import ZhipCore

/// The wallet's accounts: each one listed with its addresses and path, the current one marked,
/// and the choices to use another, rename one, add one (asking the password without echo) or be done.
struct AccountScenes: SceneRenderer {
    let ui: any TerminalUI

    /// What the person can do with the accounts, in the order offered.
    private enum Action {
        case use
        case rename
        case add
        case done

        var title: String {
            switch self {
            case .use: "Use another account"
            case .rename: "Rename an account"
            case .add: "Add an account"
            case .done: "Done"
            }
        }
    }

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        guard let accounts = scene as? AccountsViewModel else { return false }
        try await render(with: accounts)
        return true
    }

    private func render(with accounts: AccountsViewModel) async throws(InteractiveExit) {
        let rows = accounts.state.rows
        for row in rows { show(row) }
        ui.showError(accounts.state.errorMessage)
        let actions =
            (rows.count > 1 ? [Action.use] : []) + [.rename] + (accounts.state.canAddAccount ? [.add] : []) + [.done]
        switch actions[try ui.choose(actions.map(\.title))] {
        case .use:
            guard let row = try chooseRow(of: rows, "Which account?") else { return }
            accounts.didSelectAccount(number: row.number)
        case .rename:
            guard let row = try chooseRow(of: rows, "Rename which account?") else { return }
            accounts.didRename(number: row.number, to: try ui.ask("New name for '\(row.name)'"))
        case .add:
            let password = try ui.askHidden("Encryption password (empty to cancel): ")
            await WaitingLine.showing("Adding an account", on: ui) {
                await accounts.didTapAddAccount(password: password)
            }
        case .done:
            accounts.didTapDone()
        }
    }

    /// One account's lines: its number and name (the current one marked), addresses and path.
    private func show(_ row: AccountsViewModel.Row) {
        let title = "\(row.number). \(row.name)"
        ui.show(row.isCurrent ? "* " + ui.styled(title, .title) + " (current)" : "  " + title)
        ui.show("     " + row.address + (row.evmAddress.map { ", EVM " + $0 } ?? ""))
        ui.show("     " + ui.styled(row.path, .hint))
    }

    /// The row the person picks after `question`, or nil for Back.
    private func chooseRow(of rows: [AccountsViewModel.Row], _ question: String) throws(InteractiveExit)
        -> AccountsViewModel.Row?
    {
        ui.show(question)
        let choice = try ui.choose(rows.map { $0.isCurrent ? $0.name + " (current)" : $0.name } + ["Back"])
        return choice < rows.count ? rows[choice] : nil
    }
}
