import Foundation
import ZhipCore
import ZilliqaKit

/// The new wallet's password scene.
extension WalletScenes {
    func render(with create: CreateNewWalletViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(create.texts.header)
            ui.paragraph(create.texts.body)
        }
        ui.showError(create.state.errorMessage)
        let password = try ui.askHidden(create.texts.encryptionPasswordPlaceholder + " (empty to cancel): ")
        if password.isEmpty {
            create.didTapCancel()
            return
        }
        create.didEditEncryptionPassword(password)
        create.didEndEditingEncryptionPassword()
        if ui.showFieldError(create.state.encryptionPassword) { return }
        create.didEditPasswordConfirmation(try ui.askHidden(create.texts.passwordConfirmationPlaceholder + ": "))
        create.didEndEditingPasswordConfirmation()
        if ui.showFieldError(create.state.passwordConfirmation) { return }
        create.didToggleHasBackedUpPassword(try ui.confirm(create.texts.hasBackedUpPasswordCheckbox + "."))
        guard create.state.isContinueEnabled else {
            ui.show(ui.styled("Back up the password first, then type it again.", .hint))
            return
        }
        await WaitingLine.showing("Creating your wallet", on: ui) { await create.didTapContinue() }
    }
}
