import ZhipCore

/// Onboarding's scenes: Welcome, the terms of service (to accept, or to read from Settings), the
/// crash-reporting question, the custom ECC warning, and the choice between a new wallet and a
/// restored one.
struct OnboardingScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let welcome as WelcomeViewModel:
            ui.paragraph(welcome.state.body)
            try ui.pressEnter(to: welcome.state.startButtonTitle.lowercased())
            welcome.didTapStart()
        case let terms as TermsOfServiceViewModel:
            try render(with: terms, firstVisit: firstVisit)
        case let question as AskForCrashReportingPermissionsViewModel:
            try render(with: question, firstVisit: firstVisit)
        case let warning as WarningCustomECCViewModel:
            try render(with: warning, firstVisit: firstVisit)
        case let choose as ChooseWalletViewModel:
            ui.paragraph(choose.state.body)
            switch try ui.choose([
                choose.state.newWalletButtonTitle, choose.state.newPrivateKeyWalletButtonTitle,
                choose.state.restoreWalletButtonTitle, choose.state.useLedgerButtonTitle,
            ]) {
            case 0: choose.didTapNewWallet()
            case 1: choose.didTapNewPrivateKeyWallet()
            case 2: choose.didTapRestoreWallet()
            default: choose.didTapUseLedger()
            }
        case let ledger as UseLedgerViewModel:
            try await render(with: ledger, firstVisit: firstVisit)
        default:
            return false
        }
        return true
    }

    /// "Use a Ledger": the path style and index, then the account read from the device.
    private func render(with ledger: UseLedgerViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        if firstVisit { ui.paragraph(ledger.state.instruction) }
        ui.showError(ledger.state.errorMessage)
        let styles = UseLedgerViewModel.PathStyle.allCases
        let chosen = try ui.choose(styles.map(\.rawValue) + ["Back"])
        guard styles.indices.contains(chosen) else { return ledger.didTapCancel() }
        ledger.didChoosePathStyle(styles[chosen])
        let typed = try ui.ask("Account index (empty for 0, the first): ")
        let index = typed.isEmpty ? "0" : typed
        ledger.didEditIndex(index)
        guard let path = ledger.state.path else {
            return ui.showError("The index is a number from 0, such as 0 or 1.")
        }
        await WaitingLine.showing("Reading the account at \(path) from the Ledger", on: ui) {
            await ledger.didTapConnect()
        }
        if let address = ledger.state.address { ui.show(ui.styled("Ledger account \(address) saved.", .success)) }
    }

    private func render(with terms: TermsOfServiceViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(terms.state.terms)
            // The whole text is on screen at once: it has been scrolled to the end.
            terms.didScrollToBottom()
        }
        ui.showError(terms.state.errorMessage)
        guard terms.state.showsAcceptButton else {
            try ui.pressEnter(to: "close the terms")
            terms.didTapDismiss()
            return
        }
        if try ui.confirm("Do you accept the terms of service?") {
            terms.didTapAccept()
        } else {
            ui.show(ui.styled("Zhip can be used once the terms are accepted. Press Ctrl-D to quit.", .hint))
        }
    }

    private func render(
        with question: AskForCrashReportingPermissionsViewModel, firstVisit: Bool
    ) throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(question.state.disclaimer)
            if let answer = question.state.currentAnswer {
                ui.show(ui.styled("Your answer now: " + (answer ? "opted in." : "opted out."), .hint))
            }
        }
        ui.showError(question.state.errorMessage)
        if !question.state.hasReadDisclaimer {
            let hasRead = try ui.confirm("I have read and understood the crash reporting disclaimer.")
            question.didCheckHasReadDisclaimer(hasRead)
        }
        var options = ["Opt in", "Opt out"]
        if question.state.showsCancelButton { options.append("Cancel") }
        guard question.state.areAnswerButtonsEnabled else {
            if question.state.showsCancelButton, try ui.confirm("Leave without answering?") {
                question.didTapCancel()
            }
            return
        }
        switch try ui.choose(options) {
        case 0: question.didTapAccept()
        case 1: question.didTapDecline()
        default: question.didTapCancel()
        }
    }

    private func render(with warning: WarningCustomECCViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit { ui.paragraph(warning.state.warning) }
        ui.showError(warning.state.errorMessage)
        let understands = try ui.confirm("I understand the risk.")
        warning.didCheckUnderstandsRisk(understands)
        if warning.state.isAcceptEnabled {
            warning.didTapAccept()
        } else {
            ui.show(ui.styled("Zhip can be used once the risk is understood. Press Ctrl-D to quit.", .hint))
        }
    }
}
