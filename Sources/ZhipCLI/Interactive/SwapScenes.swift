import ZhipCore

/// The Swap scene: the quote shown (rate, minimum received or maximum paid, price impact, route),
/// then Quote a swap (the two sides, exact input or output, the amount, the slippage and the
/// deadline, each defaulting on Enter), Continue to the review once quoted, and Done; a price
/// impact above 5 % is asked about, no being the default.
struct SwapScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        guard let swap = scene as? SwapViewModel else { return false }
        try await render(with: swap)
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        (scene as? SwapViewModel)?.state.readingLabel
    }

    private func render(with swap: SwapViewModel) async throws(InteractiveExit) {
        let state = swap.state
        ui.show("Account: " + ui.styled(state.account, .title))
        ui.showError(state.errorMessage)
        if let question = state.riskQuestion {
            if try ui.confirmDefaultingToNo(ui.styled(question, .warning)) {
                swap.didConfirmRisk()
            } else {
                swap.didDeclineRisk()
            }
            return
        }
        if !state.lines.isEmpty {
            let lines = state.lines.map {
                (label: $0.label.prefix(1).uppercased() + $0.label.dropFirst(), value: $0.value)
            }
            ui.show(String(LabelledLines.format(lines).dropLast()))
        }
        let proceed = state.isContinueEnabled ? ["Continue to the review"] : []
        switch try ui.choose(["Quote a swap"] + proceed + ["Done"]) {
        case 0: try await quote(swap)
        case 1 where !proceed.isEmpty: swap.didTapContinue()
        default: swap.didTapDone()
        }
    }

    /// Asks the swap's fields one by one, then the router's quote.
    private func quote(_ swap: SwapViewModel) async throws(InteractiveExit) {
        let assets = swap.state.assets
        ui.show("What goes in:")
        swap.didChooseFrom(assets[try ui.choose(assets.map(\.symbol))])
        let outs = assets.filter { $0 != swap.state.from }
        guard !outs.isEmpty else {
            return ui.showError("No token is listed on this network: add one in Tokens, then swap ZIL for it.")
        }
        ui.show("What comes out:")
        swap.didChooseTo(outs[try ui.choose(outs.map(\.symbol))])
        let exactOut = try ui.choose(["The amount goes in (exact input)", "The amount comes out (exact output)"])
        swap.didToggleExactOut(exactOut == 1)
        swap.didEditAmount(try ui.ask(swap.state.amountLabel))
        let slippage = try ui.ask("Slippage in percent (Enter for \(SwapViewModel.defaultSlippageText))")
        swap.didEditSlippage(slippage.isEmpty ? SwapViewModel.defaultSlippageText : slippage)
        let deadline = try ui.ask("Deadline in minutes (Enter for \(SwapViewModel.defaultDeadlineText))")
        swap.didEditDeadline(deadline.isEmpty ? SwapViewModel.defaultDeadlineText : deadline)
        await WaitingLine.showing(SwapViewModel.readingLabel, on: ui) { await swap.didTapQuote() }
    }
}
