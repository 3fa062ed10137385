import ZhipCore

/// The pincode scenes: choosing one, confirming it, unlocking the app with it, and removing it.
/// Digits are always typed without echo.
struct PincodeScenes: SceneRenderer {
    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let choose as ChoosePincodeViewModel:
            try render(with: choose, firstVisit: firstVisit)
        case let confirm as ConfirmNewPincodeViewModel:
            try await render(with: confirm)
        case let unlock as UnlockAppWithPincodeViewModel:
            switch try askPincode(unlock.state, canCancel: false) {
            case .digits(let digits):
                await WaitingLine.showing("Checking the PIN", on: ui) { await unlock.didEditPincode(digits) }
            case .tryAgain: unlock.didTick()
            case .cancel: break
            }
        case let remove as RemovePincodeViewModel:
            switch try askPincode(remove.state, canCancel: true) {
            case .digits(let digits):
                await WaitingLine.showing("Checking the PIN", on: ui) { await remove.didEditPincode(digits) }
            case .tryAgain: remove.didTick()
            case .cancel: remove.didTapCancel()
            }
        default:
            return false
        }
        return true
    }

    private func render(with choose: ChoosePincodeViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit { ui.paragraph(choose.explanation) }
        ui.showError(choose.state.errorMessage)
        let leave = choose.state.canSkip ? "empty to skip" : "empty to cancel"
        let digits = try ui.askHidden("PIN, 4 digits (\(leave)): ")
        guard !digits.isEmpty else {
            if choose.state.canSkip { choose.didTapSkip() } else { choose.didTapCancel() }
            return
        }
        choose.didEditPincode(digits)
        choose.didEndEditingPincode()
        if ui.showFieldError(choose.state.pincodeDisplay) { return }
        choose.didTapDone()
    }

    private func render(with confirm: ConfirmNewPincodeViewModel) async throws(InteractiveExit) {
        ui.showError(confirm.state.errorMessage)
        let digits = try ui.askHidden("The same PIN again (empty to choose another): ")
        guard !digits.isEmpty else {
            confirm.didTapBack()
            return
        }
        confirm.didEditPincode(digits)
        confirm.didEndEditingPincode()
        if ui.showFieldError(confirm.state.pincodeDisplay) { return }
        confirm.didChangePincodeIsBackedUp(try ui.confirm(confirm.backedUpCheckboxText + "."))
        guard confirm.state.isConfirmEnabled else {
            ui.show(ui.styled("Back up the PIN first, then type it again.", .hint))
            return
        }
        await WaitingLine.showing("Saving the PIN", on: ui) { await confirm.didTapConfirm() }
    }

    /// What the person did at a scene that checks the pincode.
    private enum PincodeAnswer {
        /// Typed these digits.
        case digits(String)
        /// Waited out (part of) a lockout and asked to try again.
        case tryAgain
        /// Left with an empty line.
        case cancel
    }

    /// Shows the entry's state (a wrong PIN, a lockout) and reads the digits without echo; an
    /// empty line leaves where `canCancel`.
    private func askPincode(_ state: PincodeEntryState, canCancel: Bool) throws(InteractiveExit) -> PincodeAnswer {
        ui.showError(state.errorMessage)
        if let lockout = state.lockoutMessage, !state.isInputEnabled {
            ui.showError(lockout)
            try ui.pressEnter(to: "try again")
            return .tryAgain
        }
        let digits = try ui.askHidden(canCancel ? "PIN (empty to cancel): " : "PIN: ")
        return digits.isEmpty && canCancel ? .cancel : .digits(digits)
    }
}
