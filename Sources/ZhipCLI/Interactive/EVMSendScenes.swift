import ZhipCore
import ZilliqaKit

/// The send flow's choice of the paying account, and the scenes of a payment from the EVM
/// account: its form, its review (the lines `send --account evm` shows), signing with the
/// password, and the wait for the receipt.
struct EVMSendScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let choose as ChooseSendingAccountViewModel:
            try await render(with: choose)
        case let prepare as PrepareEVMPaymentViewModel:
            try await render(with: prepare)
        case let review as ReviewEVMPaymentViewModel:
            try render(with: review)
        case let poll as PollEVMReceiptViewModel:
            try render(with: poll, firstVisit: firstVisit)
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
        case let poll as PollEVMReceiptViewModel:
            switch poll.state.status {
            case .idle, .waiting: "Waiting for the receipt of \(poll.state.hash)"
            case .mined, .failedOnChain, .notMinedYet, .failed: nil
            }
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
            ui.show("Fee:     " + AmountText.zil(fee) + " (21000 gas x " + EVMSendReview.gwei(price) + ")")
        }
    }

    // MARK: - Review and sign

    private func render(with review: ReviewEVMPaymentViewModel) throws(InteractiveExit) {
        let state = review.state
        let note = state.recipientNote.map { " (\($0))" } ?? ""
        var basis = "\(state.gasLimit) gas x " + EVMSendReview.gwei(state.pricePerGas)
        if let maxFee = state.maxFee, let priority = state.priorityFee {
            basis += "; max fee " + EVMSendReview.gwei(maxFee) + ", priority fee " + EVMSendReview.gwei(priority)
        }
        let lines: [(label: String, value: String)] = [
            ("From", state.from + " (EVM account)"),
            ("To", ui.styled(state.to, .title) + note),
            ("Amount", ui.styled(AmountText.zil(state.amount), .title)),
            ("Fee", AmountText.zil(state.fee) + " (\(basis))"),
            ("Fee at most", AmountText.zil(state.maximumFee)),
            ("Total", AmountText.zil(state.total)),
            ("Balance", AmountText.zil(state.balance)),
            ("Balance after", AmountText.zil(state.balanceAfter)),
            ("Type", state.type),
            ("Nonce", String(state.nonce)),
            ("Network", "\(state.networkName), EVM chain \(state.chainID)"),
        ]
        ui.show(String(LabelledLines.format(lines).dropLast()))
        switch try ui.choose([ReviewTransactionBeforeSigningViewModel.continueText, "Cancel"]) {
        case 0:
            review.didToggleHasReviewed(try ui.confirm(ReviewTransactionBeforeSigningViewModel.hasReviewedText))
            review.didTapContinue()
        default:
            review.didTapCancel()
        }
    }

    // MARK: - Receipt

    private func render(with poll: PollEVMReceiptViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit { ui.show("Transaction hash: " + poll.state.hash) }
        switch poll.state.status {
        case .mined(let receipt):
            ui.show(ui.styled("Confirmed: the payment went through in block \(receipt.blockNumber).", .success))
            ui.show(feeLine(receipt, charged: poll.state.feeCharged))
        case .failedOnChain(let receipt):
            ui.showError(
                "Failed in block \(receipt.blockNumber) (status 0): the fee was charged, the amount did not move.")
            ui.show(feeLine(receipt, charged: poll.state.feeCharged))
        case .notMinedYet(let message), .failed(let message):
            ui.showError(message)
        case .idle, .waiting:
            break
        }
        if poll.state.isDoneEnabled {
            try ui.pressEnter(to: "finish")
            poll.didTapDone()
        } else if try ui.choose(["Keep waiting", "Skip waiting"]) == 1 {
            poll.didTapSkip()
        }
    }

    /// `Fee paid: 0.1000000008 ZIL (21000 gas)`: ZhipCore's figure of what was charged (the
    /// receipt's effectiveGasPrice is the max fee on Zilliqa 2.0, not the price paid).
    private func feeLine(_ receipt: EVMTransactionReceipt, charged: Wei?) -> String {
        "Fee paid: " + (charged.map(AmountText.zil) ?? "unknown") + " (\(receipt.gasUsed) gas)"
    }
}
