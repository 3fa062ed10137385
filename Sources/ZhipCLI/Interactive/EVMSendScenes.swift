import ZhipCore
import ZilliqaKit

/// The send flow's choice of the paying account, and the form of a payment from the EVM account
/// (``SendScenes`` shows the review, signing and the wait of a payment from either account).
struct EVMSendScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let choose as ChooseSendingAccountViewModel:
            try await render(with: choose)
        case let prepare as PrepareEVMPaymentViewModel:
            try await render(with: prepare)
        default:
            return false
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        switch scene {
        case let choose as ChooseSendingAccountViewModel where choose.state.isLoading:
            "Asking the network which account can send"
        case let prepare as PrepareEVMPaymentViewModel where prepare.state.isLoading:
            "Fetching the EVM balance and the gas price"
        default:
            nil
        }
    }

    // MARK: - The account

    private func render(with choose: ChooseSendingAccountViewModel) async throws(InteractiveExit) {
        let state = choose.state
        ui.showError(state.errorMessage)
        if let choice = state.passwordNeededFor {
            ui.paragraph(ChooseSendingAccountViewModel.passwordToLearnEVMAccount)
            let password = try ui.askHidden("Encryption password for '\(choice.title)' (empty to go back): ")
            await WaitingLine.showing("Unlocking the wallet", on: ui) { await choose.didEnterPassword(password) }
            return
        }
        guard !state.choices.isEmpty else {
            switch try ui.choose(["Try again", "Cancel"]) {
            case 0: await WaitingLine.showing("Loading the wallet", on: ui) { await choose.start() }
            default: choose.didTapCancel()
            }
            return
        }
        if let legacy = state.legacyAddress { ui.show("Legacy account: " + legacy) }
        if let evm = state.evmAddress { ui.show("EVM account:    " + evm) }
        if let sending = state.sendingAccounts, !sending.legacyCanSend { ui.paragraph(sending.explanation) }
        let index = try ui.choose(state.choices.map(\.title) + ["Cancel"])
        if index < state.choices.count {
            choose.didChoose(state.choices[index])
        } else {
            choose.didTapCancel()
        }
    }

    // MARK: - Prepare

    private func render(with prepare: PrepareEVMPaymentViewModel) async throws(InteractiveExit) {
        ui.showError(prepare.state.errorMessage)
        if let question = prepare.state.riskQuestion {
            // ZhipCore refused the recipient unless confirmed; no is the default.
            if try ui.confirmDefaultingToNo(ui.styled(question, .warning)) {
                await WaitingLine.showing("Preparing the payment", on: ui) { await prepare.didConfirmRisk() }
            } else {
                prepare.didDeclineRisk()
            }
            return
        }
        guard prepare.state.balance != nil else {
            switch try ui.choose(["Try again", "Cancel"]) {
            case 0:
                await WaitingLine.showing("Fetching the EVM balance and the gas price", on: ui) {
                    await prepare.start()
                }
            default: prepare.didTapCancel()
            }
            return
        }
        showAccount(prepare.state)
        let recipient = try ui.ask(
            "Recipient, 0x… or zil1…" + FieldPrompt.current(prepare.state.recipientText, or: "empty to cancel"))
        if recipient.isEmpty, prepare.state.recipientText.isEmpty { return prepare.didTapCancel() }
        if !recipient.isEmpty { prepare.didEditRecipient(recipient) }
        if let amount = FieldPrompt.typed(
            try ui.ask(
                "Amount in ZIL, up to 18 decimals, or 'max'" + FieldPrompt.current(prepare.state.amountText)))
        {
            if amount.lowercased() == PrepareEVMPaymentViewModel.maxAmountText {
                prepare.didTapMaxAmount()
            } else {
                prepare.didEditAmount(amount)
            }
        }
        if let type = FieldPrompt.typed(
            try ui.ask("Type, 1559 or legacy" + FieldPrompt.current(prepare.state.typeText)))
        {
            prepare.didEditType(type)
        }
        let network = "empty for the network's"
        if prepare.state.isLegacyType {
            if let price = FieldPrompt.typed(
                try ui.ask(
                    "Gas price in wei, or e.g. 5000gwei" + FieldPrompt.current(prepare.state.gasPriceText, or: network))
            ) {
                prepare.didEditGasPrice(price)
            }
        } else {
            if let fee = FieldPrompt.typed(
                try ui.ask(
                    "Max fee a gas in wei, or e.g. 5000gwei"
                        + FieldPrompt.current(prepare.state.maxFeeText, or: network)))
            {
                prepare.didEditMaxFee(fee)
            }
            if let fee = FieldPrompt.typed(
                try ui.ask(
                    "Priority fee a gas in wei"
                        + FieldPrompt.current(
                            prepare.state.priorityFeeText, or: "empty for 0: the gas price is charged")))
            {
                prepare.didEditPriorityFee(fee)
            }
        }
        guard prepare.state.isContinueEnabled else { return }
        await WaitingLine.showing("Preparing the payment", on: ui) { await prepare.didTapContinue() }
        if let problem = prepare.state.fieldError {
            ui.show(ui.styled("  \(problem.field.rawValue): \(problem.message.message)", .error))
        }
    }

    private func showAccount(_ state: PrepareEVMPaymentViewModel.State) {
        ui.show("From:    " + state.sender + " (EVM account)")
        if let balance = state.balance { ui.show("Balance: " + AmountText.zil(balance)) }
        if let price = state.networkGasPrice, let fee = state.estimatedFee {
            ui.show("Fee:     " + AmountText.zil(fee) + " (21000 gas x " + PaymentReview.gwei(price) + ")")
        }
    }
}
