import ZhipCore

/// The wallet's home (its account and balance, the EVM account's tokens, and the way to Send,
/// Receive, Settings, Quit, for a wallet of several accounts or a recovery phrase its Accounts, and
/// once the EVM account is known its Tokens), the scene for a wallet that cannot be loaded, and
/// Receive (of ZIL, or of a listed token).
struct MainScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let main as MainViewModel:
            try await render(with: main, firstVisit: firstVisit)
        case let unavailable as WalletUnavailableViewModel:
            try render(with: unavailable)
        case let receive as ReceiveViewModel:
            try render(with: receive)
        default:
            return false
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        guard let main = scene as? MainViewModel, main.state.isRefreshing else { return nil }
        return "Fetching the balance"
    }

    private func render(with main: MainViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        if !firstVisit { ui.heading(main.title) }
        main.timeDidPass()
        let count = main.state.accountCount
        ui.show("Network: " + main.state.network)
        ui.show("Account: " + main.state.accountName + (count > 1 ? " (one of \(count) accounts)" : ""))
        ui.show("Address: " + main.state.address)
        if let balance = main.state.balance {
            ui.show("Balance: " + ui.styled(balance, .title))
        }
        ui.show(ui.styled(main.state.lastUpdated, .hint))
        if let frozen = main.state.frozenNotice { ui.show(ui.styled("This account is " + frozen + ".", .warning)) }
        ui.showError(main.state.errorMessage)
        ui.showError(main.state.refusalMessage)
        for line in main.state.legacyTokenHoldings { ui.show("Legacy token: " + line) }
        if let notice = main.state.legacyTokenNotice { ui.show(ui.styled(notice, .hint)) }
        ui.showError(main.state.legacyTokenErrorMessage)
        renderEVMAccount(of: main.state)
        renderTokens(of: main.state)
        // Accounts, Tokens, History, Staking and Swap come last, so that the other choices keep their numbers.
        let accounts = main.state.offersAccounts ? ["Accounts"] : []
        let tokens = main.state.offersTokens ? ["Tokens"] : []
        let choices = ["Send", "Receive", "Refresh the balance", "Settings", "Quit"] + accounts + tokens
        let staking = main.state.offersStaking ? ["Staking"] : []
        let swap = main.state.offersSwap ? ["Swap"] : []
        let choice = try ui.choose(choices + ["History"] + staking + swap)
        switch (choice, accounts.isEmpty) {
        case (0, _): main.didTapSend()
        case (1, _): main.didTapReceive()
        case (2, _): await WaitingLine.showing("Fetching the balance", on: ui) { await main.didPullToRefresh() }
        case (3, _): main.didTapSettings()
        case (choices.count, _): main.didTapHistory()
        case (choices.count + 1, _) where !staking.isEmpty: main.didTapStaking()
        case (choices.count + 1 + staking.count, _) where !swap.isEmpty: main.didTapSwap()
        case (5, false): main.didTapAccounts()
        case (5, true), (6, false): main.didTapTokens()
        default: throw .quit
        }
    }

    /// The EVM account's listed tokens, each balance beside the token's contract, when they were
    /// read, or the invitation to add one.
    private func renderTokens(of state: MainViewModel.State) {
        for line in state.tokenBalances {
            ui.show("Token: " + (line.amount == nil ? ui.styled(line.text, .hint) : line.text))
        }
        if let updated = state.tokenBalancesUpdated { ui.show(ui.styled(updated, .hint)) }
        if let notice = state.tokenNotice { ui.show(ui.styled(notice, .hint)) }
        ui.showError(state.tokenErrorMessage)
    }

    /// The EVM account's lines of the home, and which account can send on the network.
    private func renderEVMAccount(of state: MainViewModel.State) {
        if let evmAddress = state.evmAddress { ui.show("EVM address: " + evmAddress) }
        if let balance = state.evmBalance, let wei = state.evmBalanceInWei {
            ui.show("EVM balance: " + ui.styled(balance, .title) + " (\(wei) wei)")
        }
        if let frozen = state.evmFrozenNotice {
            ui.show(ui.styled("The EVM account is " + frozen + ".", .warning))
        }
        if let problem = state.evmErrorMessage { ui.show(ui.styled(problem, .hint)) }
        if let sending = state.sendingAccounts {
            ui.show(ui.styled(sending.explanation, sending.legacyCanSend ? .hint : .warning))
        }
    }

    private func render(with unavailable: WalletUnavailableViewModel) throws(InteractiveExit) {
        ui.showError(unavailable.state.errorMessage)
        let remove = unavailable.state.offersRemoval ? ["Remove the saved wallet"] : []
        switch (try ui.choose(["Try again"] + remove + ["Quit"]), remove.isEmpty) {
        case (0, _): unavailable.didTapRetry()
        case (1, false): unavailable.didTapRemoveWallet()
        default: throw .quit
        }
    }

    /// Receive: the account that can spend what it receives first (the EVM one where legacy
    /// transfers are refused), with its QR code; the other one after it. For a token, only the EVM
    /// account's request of it.
    private func render(with receive: ReceiveViewModel) throws(InteractiveExit) {
        ui.showError(receive.state.errorMessage)
        ui.showError(receive.state.tokenErrorMessage)
        if let token = receive.state.token {
            try render(with: receive, askingFor: token)
            return
        }
        let evmLeads = receive.state.leadingAccount == .evm && receive.state.evmPaymentLink != nil
        if evmLeads {
            renderEVMReceiving(of: receive.state, drawingQRCode: true)
            renderLegacyReceiving(of: receive.state, drawingQRCode: false)
        } else {
            renderLegacyReceiving(of: receive.state, drawingQRCode: true)
            renderEVMReceiving(of: receive.state, drawingQRCode: false)
        }
        if let notice = receive.state.evmNotice { ui.show(ui.styled(notice, .hint)) }
        // The other account's QR code, then the tokens, come last, so that the other choices keep
        // their numbers.
        let otherPayload = evmLeads ? receive.state.qrPayload : receive.state.evmPaymentLink
        let otherChoice =
            otherPayload.map { _ in
                [evmLeads ? "Show the legacy payment request's QR code" : "Show the EVM payment request's QR code"]
            } ?? []
        let tokenChoice = receive.state.tokens.isEmpty ? [] : ["Ask for a token instead of ZIL"]
        let choices = ["Request an amount", "Done"] + otherChoice + tokenChoice
        let choice = try ui.choose(choices)
        switch choice {
        case 0:
            receive.didEditRequestedAmount(try ui.ask("Amount in ZIL (empty for none): "))
            receive.didEndEditingRequestedAmount()
            ui.showFieldError(receive.state.requestedAmount)
        case 1:
            receive.didTapDone()
        case 2 where !otherChoice.isEmpty:
            if let otherPayload { drawQRCode(of: otherPayload) }
        default:
            try chooseToken(in: receive)
        }
    }

    /// The request of `token`: the EVM account's link calling its `transfer`, with its QR code.
    private func render(with receive: ReceiveViewModel, askingFor token: Token) throws(InteractiveExit) {
        let state = receive.state
        ui.show("Asking for: " + ui.styled(token.label, .title))
        if let evmAddress = state.evmAddress { ui.show("My EVM address: " + ui.styled(evmAddress, .title)) }
        if let amount = state.requestedTokenAmount, let units = state.requestedTokenUnits {
            ui.show("Amount: \(amount) (\(units) units)")
        }
        if let link = state.evmPaymentLink, let chain = state.evmChainName {
            ui.show("Token payment request on \(chain): " + link)
            drawQRCode(of: link)
        }
        if let notice = state.evmNotice { ui.show(ui.styled(notice, .hint)) }
        switch try ui.choose(["Request an amount", "Done", "Ask for another token or ZIL"]) {
        case 0:
            receive.didEditRequestedAmount(try ui.ask("Amount in \(token.symbol) (empty for none): "))
            receive.didEndEditingRequestedAmount()
            ui.showFieldError(receive.state.requestedAmount)
        case 1:
            receive.didTapDone()
        default:
            try chooseToken(in: receive)
        }
    }

    /// What Receive asks for: ZIL or one of the listed tokens, each by its label.
    private func chooseToken(in receive: ReceiveViewModel) throws(InteractiveExit) {
        let tokens = receive.state.tokens
        let choice = try ui.choose(["ZIL"] + tokens.map(\.label))
        receive.didChooseToken(choice == 0 ? nil : tokens[choice - 1])
    }

    /// The legacy (zil1) account's lines of Receive, and its QR code when `drawingQRCode`.
    private func renderLegacyReceiving(of state: ReceiveViewModel.State, drawingQRCode: Bool) {
        if let address = state.address {
            let hint =
                state.leadingAccount == .evm ? " " + ui.styled("(\(ReceiveViewModel.legacyAccountHint))", .hint) : ""
            ui.show("My public address: " + ui.styled(address, .title) + hint)
        }
        if let checksummed = state.checksummedAddress {
            ui.show("The same address in base16: " + checksummed)
        }
        if let link = state.shareLink { ui.show("Link to share: " + link) }
        if let payload = state.qrPayload {
            ui.show("Payment request: " + payload)
            if drawingQRCode { drawQRCode(of: payload) }
        }
    }

    /// The EVM (0x) account's lines of Receive, and its QR code when `drawingQRCode`.
    private func renderEVMReceiving(of state: ReceiveViewModel.State, drawingQRCode: Bool) {
        if let evmAddress = state.evmAddress {
            ui.show("My EVM address: " + ui.styled(evmAddress, .title))
        }
        if let link = state.evmPaymentLink, let chain = state.evmChainName {
            ui.show("EVM payment request on \(chain): " + link)
            if drawingQRCode { drawQRCode(of: link) }
        }
    }

    /// The QR code of `payload`, drawn as `zhip-cli receive --qr` draws it.
    private func drawQRCode(of payload: String) {
        guard let code = try? TerminalQRCode(payload: payload) else { return }
        for line in code.lines(palette: ui.usesColor ? .darkOnLight : .lightModulesDrawn) { ui.show(line) }
    }
}
