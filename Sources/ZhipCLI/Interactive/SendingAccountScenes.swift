import ZhipCore
import ZilliqaKit

/// The send flow's choice of the paying account (``SendScenes`` shows the form, the review,
/// signing and the wait of a payment from either account).
struct SendingAccountScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let choose as ChooseSendingAccountViewModel:
            try await render(with: choose)
        default:
            return false
        }
        return true
    }

    func busyLabel(for scene: any SceneViewModel) -> String? {
        switch scene {
        case let choose as ChooseSendingAccountViewModel where choose.state.isLoading:
            "Asking the network which account can send"
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
        let tokens = state.tokens.map { "Send \($0.label) from the EVM (0x) account" }
        let index = try ui.choose(state.choices.map(\.title) + tokens + ["Cancel"])
        if index < state.choices.count {
            choose.didChoose(state.choices[index])
        } else if index < state.choices.count + state.tokens.count {
            choose.didChoose(token: state.tokens[index - state.choices.count])
        } else {
            choose.didTapCancel()
        }
    }
}
