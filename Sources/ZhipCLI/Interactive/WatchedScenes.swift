import ZhipCore

/// A watched account's home (no wallet in the home): the network, the account's name and both
/// forms of its address, its balance, and Receive (the link and its QR code), Send (which says it is
/// watch-only and what to do instead), Refresh, Remove and Quit.
struct WatchedScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        guard let home = scene as? WatchedHomeViewModel else { return false }
        if !firstVisit { ui.heading(home.title) }
        ui.show(ui.styled(home.state.notice, .hint))
        ui.show("Network: " + home.state.network)
        ui.show("Account: " + home.state.name + " (watch-only)")
        ui.show("Address: " + home.state.address + " (" + home.state.otherForm + ")")
        if let balance = home.state.balance { ui.show("Balance: " + ui.styled(balance, .title)) }
        ui.showError(home.state.errorMessage)
        switch try ui.choose(["Receive", "Send", "Refresh the balance", "Stop watching this account", "Quit"]) {
        case 0: showReceive(home)
        case 1: home.didTapSend()
        case 2: await WaitingLine.showing("Fetching the balance", on: ui) { await home.refresh() }
        case 3:
            if try ui.confirmDefaultingToNo("Stop watching \(home.state.name)? No key is lost: none is kept here.") {
                home.didTapRemove()
            }
        default: throw .quit
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        guard let home = scene as? WatchedHomeViewModel, home.state.isRefreshing else { return nil }
        return "Fetching the balance"
    }

    /// The address to be paid at and, with a usable network, its EIP-681 link and QR code.
    private func showReceive(_ home: WatchedHomeViewModel) {
        ui.show("Receive at: " + home.state.address)
        guard let link = home.state.paymentLink else { return }
        ui.show("Payment link: " + link)
        guard let code = try? TerminalQRCode(payload: link) else { return }
        for line in code.lines(palette: ui.usesColor ? .darkOnLight : .lightModulesDrawn) { ui.show(line) }
    }
}
