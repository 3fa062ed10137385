import ZhipCore
import ZilliqaKit

/// The send flow's scenes of a payment from either account: its form (the account's fee fields),
/// its review (the lines `send` shows), signing with the password and the wait for its receipt.
struct SendScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let prepare as PreparePaymentViewModel:
            try await render(with: prepare)
        case let review as ReviewPaymentViewModel:
            try render(with: review)
        case let sign as SignPaymentViewModel:
            try await render(with: sign, firstVisit: firstVisit)
        case let poll as PollPaymentViewModel:
            try render(with: poll, firstVisit: firstVisit)
        default:
            return false
        }
        return true
    }

    /// While a sent payment's receipt is awaited: its hash and how to look it up.
    func interruptNotice(for scene: any SceneViewModel) -> String? {
        guard let poll = scene as? PollPaymentViewModel, poll.state.network != nil else { return nil }
        return Self.notice(sent: poll.state.transaction, network: poll.state.network)
    }

    /// `the payment 0x… was sent and may not be mined yet: look it up with 'zhip-cli tx status …'`.
    private static func notice(sent: SentTransaction, network: Network?, words: String? = nil) -> String {
        let lookUp =
            network.map { TransactionStatusCommand.invocation(of: sent, on: $0) } ?? "'zhip-cli tx status \(sent)'"
        return (words ?? "the payment \(sent) was sent and may not be mined yet")
            + ": look it up with \(lookUp) before sending anything again"
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        switch scene {
        case let prepare as PreparePaymentViewModel where prepare.state.isLoading:
            Self.loading(prepare.state)
        case let poll as PollPaymentViewModel:
            switch poll.state.status {
            case .idle, .waiting: "Waiting for the network to confirm the payment"
            case .mined, .failedOnChain, .notMinedYet, .failed: nil
            }
        default:
            nil
        }
    }

    // MARK: - Prepare

    /// What the busy line says while the form's readings come.
    private static func loading(_ state: PreparePaymentViewModel.State) -> String {
        "Fetching the " + (state.account == .evm ? "EVM " : "") + "balance and the gas price"
    }

    private func render(with prepare: PreparePaymentViewModel) async throws(InteractiveExit) {
        ui.showError(prepare.state.errorMessage)
        if let question = prepare.state.riskQuestion {
            // ZhipCore refused the payment, but the person may overrule it; no is the default.
            if try ui.confirmDefaultingToNo(ui.styled(question, .warning)) {
                await WaitingLine.showing("Preparing the payment", on: ui) { await prepare.didConfirmRisk() }
            } else {
                prepare.didDeclineRisk()
            }
            return
        }
        guard prepare.state.isLoaded else {
            // Loading failed: the form cannot be checked without the network's readings.
            switch try ui.choose(["Try again", "Cancel"]) {
            case 0: await WaitingLine.showing(Self.loading(prepare.state), on: ui) { await prepare.start() }
            default: prepare.didTapCancel()
            }
            return
        }
        showAccount(prepare.state)
        guard try askRecipient(of: prepare), try askAmount(of: prepare) else { return }
        // The fields asked can change with what is typed (an EVM payment's type): read them anew.
        var index = 0
        while index < prepare.state.feeFields.count {
            let field = prepare.state.feeFields[index]
            if let text = FieldPrompt.typed(
                try ui.ask(field.label + FieldPrompt.current(field.text, or: field.emptyMeans)))
            {
                prepare.didEditFee(field.field, text)
            }
            prepare.didEndEditingFee(field.field)
            if ui.showFieldError(prepare.state.feeFields[index].display) { return }
            index += 1
        }
        if let fee = prepare.state.fee { ui.show("Fee: " + AmountText.zil(fee)) }
        if let total = prepare.state.total { ui.show("Total: " + AmountText.zil(total)) }
        // "Insufficient funds" is known only once the fee is.
        if ui.showFieldError(prepare.state.amount) { return }
        guard prepare.state.isContinueEnabled else { return }
        await WaitingLine.showing("Preparing the payment", on: ui) { await prepare.didTapContinue() }
        if let problem = prepare.state.fieldError {
            ui.show(ui.styled("  \(problem.field.rawValue): \(problem.message.message)", .error))
        }
    }

    /// The paying account (when the form says it), its balance and a plain transfer's fee.
    private func showAccount(_ state: PreparePaymentViewModel.State) {
        if let sender = state.sender { ui.show("From:    " + sender) }
        if let balance = state.balance { ui.show("Balance: " + AmountText.zil(balance)) }
        if let price = state.networkGasPrice, let fee = state.estimatedFee, let gas = state.knownGas {
            ui.show("Fee:     " + AmountText.zil(fee) + " (\(gas) gas x " + PaymentReview.gwei(price) + ")")
        }
    }

    /// Asks the recipient, unless the flow fixed it; false when the person left or it is wrong.
    private func askRecipient(of prepare: PreparePaymentViewModel) throws(InteractiveExit) -> Bool {
        if prepare.state.isRecipientFixed {
            let note = prepare.state.recipientNote.map { " (\($0))" } ?? ""
            ui.show("Recipient: " + prepare.state.recipientText + note)
            return true
        }
        let suggested = prepare.state.suggestedRecipients
        if !suggested.isEmpty {
            ui.show("Known recipients (type a number to choose one):")
            for (index, suggestion) in suggested.enumerated() {
                ui.show("  \(index + 1). \(suggestion.shown) (\(suggestion.seen))")
            }
        }
        let recipient = try ui.ask(
            prepare.state.recipientLabel + FieldPrompt.current(prepare.state.recipientText, or: "empty to cancel"))
        if recipient.isEmpty, prepare.state.recipientText.isEmpty {
            prepare.didTapCancel()
            return false
        }
        if let number = Int(recipient), suggested.indices.contains(number - 1) {
            prepare.didChooseRecipient(suggested[number - 1])
        } else {
            if !recipient.isEmpty { prepare.didEditRecipient(recipient) }
            prepare.didEndEditingRecipient()
        }
        return !ui.showFieldError(prepare.state.recipient)
    }

    /// Asks the amount, or 'max'; with the recipient fixed, an empty first amount is the way out.
    /// A payment that takes none (a staking claim) says so instead.
    private func askAmount(of prepare: PreparePaymentViewModel) throws(InteractiveExit) -> Bool {
        guard prepare.state.asksAmount else {
            ui.show(prepare.state.amountLabel)
            return true
        }
        let fixed = prepare.state.isRecipientFixed
        let amount = try ui.ask(
            prepare.state.amountLabel
                + FieldPrompt.current(prepare.state.amountText, or: fixed ? "empty to cancel" : nil))
        if fixed, amount.isEmpty, prepare.state.amountText.isEmpty {
            prepare.didTapCancel()
            return false
        }
        if amount.lowercased() == PreparePaymentViewModel.maxAmountText {
            prepare.didTapMaxAmount()
        } else if !amount.isEmpty {
            prepare.didEditAmount(amount)
        }
        prepare.didEndEditingAmount()
        return !ui.showFieldError(prepare.state.amount)
    }

    // MARK: - Review and sign

    private func render(with review: ReviewPaymentViewModel) throws(InteractiveExit) {
        let summary = review.state.summary
        let lines = PaymentReview(summary: summary).figures.map { line in
            let label = line.label.prefix(1).uppercased() + line.label.dropFirst()
            return (
                label: label, value: ["to", "amount"].contains(line.label) ? ui.styled(line.value, .title) : line.value
            )
        }
        for change in review.state.changes { ui.show(ui.styled("Changed since the review: \(change)", .warning)) }
        ui.show(String(LabelledLines.format(lines).dropLast()))
        if let warning = summary.escrowWarning { ui.show(ui.styled("Careful: " + warning, .warning)) }
        switch try ui.choose([ReviewPaymentViewModel.continueText, "Cancel"]) {
        case 0:
            review.didToggleHasReviewed(try ui.confirm(ReviewPaymentViewModel.hasReviewedText))
            review.didTapContinue()
        default:
            review.didTapCancel()
        }
    }

    /// The Sign scene of either account's payment.
    private func render(with sign: SignPaymentViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(sign.state.instruction)
            if let note = sign.state.deviceNote { ui.show(ui.styled(note, .warning)) }
        }
        ui.showError(sign.state.errorMessage)
        if sign.state.sentInDoubt != nil {
            // It may have gone out: never offer to send it again, only to look it up or leave.
            let options = sign.state.isCheckEnabled ? ["Check whether the node has it", "Leave"] : ["Leave"]
            if options.count == 2, try ui.choose(options) == 0 {
                await WaitingLine.showing("Looking the payment up", on: ui) { await sign.didTapCheck() }
            } else {
                if options.count == 1 { try ui.pressEnter(to: "leave") }
                sign.didTapCancel()
            }
            return
        }
        if sign.state.confirmsOnDevice {
            guard try ui.confirm("Send it to your Ledger to confirm there?") else { return sign.didTapCancel() }
        } else {
            let password = try ui.askHidden("Encryption password (empty to cancel): ")
            guard !password.isEmpty else { return sign.didTapCancel() }
            sign.didEditPassword(password)
        }
        let waiting =
            sign.state.confirmsOnDevice
            ? "Waiting for your confirmation on the Ledger, then sending" : "Signing and sending"
        // From the signature on, the payment may go out: Ctrl-C says what to look up.
        await InterruptNotice.arming(ownsProcess: ui.ownsProcess) { arm in
            sign.onChange = { state in
                guard let sent = state.signed else { return }
                arm(Self.notice(sent: sent, network: state.network, words: state.interruptWords))
            }
            await WaitingLine.showing(waiting, on: ui) { await sign.didTapConfirm() }
            sign.onChange = nil
        }
    }

    // MARK: - Receipt

    private func render(with poll: PollPaymentViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(PollPaymentViewModel.mightTakeSomeMinutes)
            switch poll.state.transaction {
            case .legacy(let id): ui.show("Transaction id: " + id.hex)
            case .evm(let hash): ui.show("Transaction hash: " + hash.hex)
            }
            if let url = poll.state.explorerURL { ui.show("On the explorer: " + url) }
        }
        switch poll.state.status {
        case .mined(let receipt):
            ui.show(ui.styled("Confirmed: the payment went through in block \(receipt.block).", .success))
            ui.show(feeLine(receipt))
            if let staked = poll.state.stakingSummary { ui.show(staked) }
            if let warning = poll.state.warning { ui.show(ui.styled("Careful: " + warning, .warning)) }
        case .failedOnChain(let receipt):
            ui.showError("Confirmed as failed in block \(receipt.block): \(receipt.failure ?? "nothing moved").")
            ui.show(feeLine(receipt))
        case .notMinedYet(let message), .failed(let message):
            ui.showError(message)
        case .idle, .waiting:
            if let problem = poll.state.lastLookUp?.problem {
                ui.showError("The node stopped answering (\(problem)); the payment may be pending.")
            }
        }
        if poll.state.isDoneEnabled {
            try ui.pressEnter(to: "finish")
            poll.didTapDone()
        } else if try ui.choose(["Keep waiting", "Skip waiting"]) == 1 {
            poll.didTapSkip()
        }
    }

    /// `Fee paid: 0.1 ZIL (50 gas)`, or only the gas when the fee is not known.
    private func feeLine(_ receipt: PaymentReceipt) -> String {
        let gas = "\(receipt.gasUsed) gas"
        guard let fee = receipt.feeCharged else { return "Gas used: " + gas }
        return "Fee paid: \(AmountText.zil(fee)) (\(gas))"
    }
}
