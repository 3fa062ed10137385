import ZhipCore

/// A Ledger wallet's home: the network, the account's address, path and balance, the link to be
/// paid at, and the way to Send, Staking, Refresh, Remove and Quit.
struct LedgerScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        guard let home = scene as? LedgerHomeViewModel else { return false }
        if !firstVisit { ui.heading(home.title) }
        ui.show(ui.styled(home.state.notice, .hint))
        ui.show("Network: " + home.state.network)
        ui.show("Account: " + home.state.account)
        ui.show("EVM address: " + home.state.address)
        if let balance = home.state.balance { ui.show("Balance: " + ui.styled(balance, .title)) }
        if let link = home.state.paymentLink { ui.show("Payment link: " + link) }
        ui.showError(home.state.errorMessage)
        switch try ui.choose(["Send", "Staking", "Refresh the balance", "Remove the Ledger wallet", "Quit"]) {
        case 0: home.didTapSend()
        case 1: home.didTapStaking()
        case 2: await WaitingLine.showing("Fetching the balance", on: ui) { await home.refresh() }
        case 3:
            if try ui.confirmDefaultingToNo("Remove the Ledger wallet? Its keys stay on the device.") {
                home.didTapRemoveWallet()
            }
        default: throw .quit
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        guard let home = scene as? LedgerHomeViewModel, home.state.isRefreshing else { return nil }
        return "Fetching the balance"
    }
}
