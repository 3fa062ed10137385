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
            _ = try await enterPincode(state: { unlock.state }, tick: unlock.didTick, canCancel: false) {
                await unlock.didEditPincode($0)
            }
        case let remove as RemovePincodeViewModel:
            guard
                try await enterPincode(state: { remove.state }, tick: remove.didTick, canCancel: true, edit: {
                    await remove.didEditPincode($0)
                })
            else {
                remove.didTapCancel()
                return true
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
        await ui.withProgress("Saving the PIN") { await confirm.didTapConfirm() }
    }

    /// One pincode entry on a scene that checks it; false when the person left (an empty line,
    /// where `canCancel`).
    private func enterPincode(
        state: () -> PincodeEntryState, tick: () -> Void, canCancel: Bool, edit: (String) async -> Void
    ) async throws(InteractiveExit) -> Bool {
        ui.showError(state().errorMessage)
        if let lockout = state().lockoutMessage, !state().isInputEnabled {
            ui.showError(lockout)
            try ui.pressEnter(to: "try again")
            tick()
            return true
        }
        let digits = try ui.askHidden(canCancel ? "PIN (empty to cancel): " : "PIN: ")
        if digits.isEmpty, canCancel { return false }
        await ui.withProgress("Checking the PIN") { await edit(digits) }
        return true
    }
}
