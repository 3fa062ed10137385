import ZhipCore

/// The tokens listed on the network (each by its symbol beside its contract), adding one (its
/// contract, what it says of itself, the warning, and a symbol or decimals only where it gives
/// none), and removing one after a confirmation.
struct TokenScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let tokens as TokensViewModel:
            try render(with: tokens)
        case let add as AddTokenViewModel:
            try await render(with: add)
        default:
            return false
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        (scene as? AddTokenViewModel)?.state.readingLabel
    }

    // MARK: - The list

    private func render(with tokens: TokensViewModel) throws(InteractiveExit) {
        let state = tokens.state
        if let notice = state.notice { ui.show(ui.styled(notice, .hint)) }
        ui.showError(state.errorMessage)
        if let question = state.removalQuestion {
            ui.paragraph(ui.styled(question, .warning))
            if try ui.confirmDefaultingToNo("Remove it?") {
                tokens.didConfirmRemoval()
            } else {
                tokens.didCancelRemoval()
            }
            return
        }
        if state.tokens.isEmpty { ui.show(ui.styled("No token is listed on this network.", .hint)) }
        for token in state.tokens { ui.show(Self.line(of: token)) }
        let remove = state.tokens.isEmpty ? [] : ["Remove a token"]
        switch (try ui.choose(["Add a token"] + remove + ["Done"]), remove.isEmpty) {
        case (0, _): tokens.didTapAdd()
        case (1, false): try chooseRemoval(in: tokens)
        default: tokens.didTapDone()
        }
    }

    /// Which token to remove; the last choice keeps them all.
    private func chooseRemoval(in tokens: TokensViewModel) throws(InteractiveExit) {
        let listed = tokens.state.tokens
        let choice = try ui.choose(listed.map(\.label) + ["Keep them all"])
        if choice < listed.count { tokens.didTapRemove(listed[choice]) }
    }

    /// `USDT (0xdAC1…): Tether USD, 6 decimals`.
    static func line(of token: Token) -> String {
        token.label + ": " + (token.name.isEmpty ? "" : token.name + ", ") + "\(token.decimals) decimals"
    }

    // MARK: - Adding

    private func render(with add: AddTokenViewModel) async throws(InteractiveExit) {
        guard let preview = add.state.preview else {
            try await askContract(of: add)
            return
        }
        ui.show("Contract: " + ui.styled(preview.contract, .title))
        ui.show("Symbol: " + (preview.symbol ?? ui.styled("none given", .hint)))
        ui.show("Name: " + (preview.name ?? ui.styled("none given", .hint)))
        ui.show("Decimals: " + (preview.decimals.map(String.init) ?? ui.styled("not said", .hint)))
        if let warning = add.state.warning { ui.paragraph(ui.styled(warning, .warning)) }
        ui.showError(add.state.errorMessage)
        try askMissing(of: add)
        if let token = add.state.token {
            if try ui.confirm("Add \(token.label) with \(token.decimals) decimals?") {
                add.didTapAdd()
            } else {
                add.didTapCancel()
            }
            return
        }
        switch try ui.choose(["Type them again", "Another contract", "Cancel"]) {
        case 0: break
        case 1: add.didEditAddress("")
        default: add.didTapCancel()
        }
    }

    /// The contract's address, then what it says of itself; an empty answer goes back.
    private func askContract(of add: AddTokenViewModel) async throws(InteractiveExit) {
        ui.showError(add.state.errorMessage)
        let text = try ui.ask("The token's contract address (0x…, empty to go back)")
        guard !text.isEmpty else {
            add.didTapCancel()
            return
        }
        add.didEditAddress(text)
        add.didEndEditingAddress()
        guard !ui.showFieldError(add.state.address), let contract = add.state.contract else { return }
        await WaitingLine.showing(AddTokenViewModel.readingLabel(of: contract), on: ui) { await add.didTapRead() }
    }

    /// The symbol and the decimals, each only when the contract gives none and the token still needs it.
    private func askMissing(of add: AddTokenViewModel) throws(InteractiveExit) {
        guard add.state.token == nil else { return }
        if add.state.asksSymbol {
            add.didEditSymbol(try ui.ask("The symbol to show (the contract gives none)"))
        }
        if add.state.asksDecimals {
            add.didEditDecimals(
                try ui.ask("Its decimals, 0 to 77 (the contract does not say: its documentation or explorer page does)")
            )
            add.didEndEditingDecimals()
            ui.showFieldError(add.state.decimals)
        }
    }
}
