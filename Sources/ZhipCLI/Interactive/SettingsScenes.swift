import ZhipCore

/// Settings, the network choice, and the confirmation before the wallet is removed. (The scenes Settings leads to are
/// rendered by their own families: the pincode, the backup, the terms, crash reporting.)
struct SettingsScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let settings as SettingsViewModel:
            ui.showError(settings.state.errorMessage)
            let rows = settings.state.rows
            let titles = rows.map { $0.isDestructive ? ui.styled($0.title, .warning) : $0.title }
            let choice = try ui.choose(titles + ["Close"])
            if choice < rows.count {
                settings.didSelect(rows[choice])
            } else {
                settings.didTapClose()
            }
        case let confirm as ConfirmWalletRemovalViewModel:
            try render(with: confirm)
        case let network as ChooseNetworkViewModel:
            try render(with: network)
        default:
            return false
        }
        return true
    }

    private func render(with network: ChooseNetworkViewModel) throws(InteractiveExit) {
        ui.show("Current network: " + ui.styled(network.state.current, .title))
        ui.showError(network.state.errorMessage)
        let presets = network.state.presets
        let choice = try ui.choose(presets.map { "\($0.name) (chain \($0.chainID))" } + ["Another node (URL)", "Back"])
        if choice < presets.count {
            network.didChoose(presets[choice])
        } else if choice == presets.count {
            let url = try ui.ask("The node's URL (http://host:port)")
            let chainID = try ui.ask("Its chain id (1 mainnet, 333 testnet, 222 zhip-devnet, or its EVM chain id)")
            network.didEnterCustom(url: url, chainID: chainID)
        } else {
            network.didTapCancel()
        }
    }

    private func render(with confirm: ConfirmWalletRemovalViewModel) throws(InteractiveExit) {
        ui.showError(confirm.state.errorMessage)
        if confirm.state.isWalletRemoved {
            // Only the pincode or the cached balance is left: there is no going back.
            try ui.pressEnter(to: "try removing the rest again")
            confirm.didTapConfirm()
            return
        }
        ui.paragraph(ui.styled(confirm.state.question, .warning))
        confirm.didCheckUnderstandsLoss(try ui.confirm(ConfirmWalletRemovalViewModel.understandsLossText))
        if confirm.state.isConfirmEnabled {
            confirm.didTapConfirm()
        } else {
            confirm.didTapCancel()
        }
    }
}
