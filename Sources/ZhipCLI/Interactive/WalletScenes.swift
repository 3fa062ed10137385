import Foundation
import ZhipCore
import ZilliqaKit

/// The scenes that make, back up and restore a wallet: the privacy warning, the new wallet's
/// password, the backup hub with the keystore, the revealed key pair and recovery phrase, the
/// passwords that reveal them, and the restore form.
struct WalletScenes: SceneRenderer {
    /// A keystore file larger than this is refused: keystores are about 500 bytes.
    static let keystoreFileLimit = 64 * 1024

    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let warning as EnsureThatYouAreNotBeingWatchedViewModel:
            ui.paragraph(ui.styled(warning.state.message, .warning))
            switch try ui.choose([warning.state.understandButtonTitle, "Cancel"]) {
            case 0: warning.didTapUnderstand()
            default: warning.didTapCancel()
            }
        case let create as CreateNewWalletViewModel:
            try await render(with: create, firstVisit: firstVisit)
        case let hub as BackupWalletViewModel:
            try render(with: hub, firstVisit: firstVisit)
        case let keystore as BackUpKeystoreViewModel:
            try render(with: keystore, firstVisit: firstVisit)
        case let decrypt as DecryptKeystoreToRevealKeyPairViewModel:
            try await render(with: decrypt, firstVisit: firstVisit)
        case let revealed as BackUpRevealedKeyPairViewModel:
            ui.show(revealed.texts.privateKeyLabel + ": " + ui.styled(revealed.state.privateKeyHex, .warning))
            ui.show(revealed.texts.uncompressedPublicKeyLabel + ": " + revealed.state.uncompressedPublicKeyHex)
            // Clear the screen on every path out, Ctrl-D included: the key must not stay on it.
            defer { ui.clearScreen() }
            try ui.pressEnter(to: "clear the keys from the screen and go back")
            revealed.didTapDone()
        case let decrypt as DecryptToRevealRecoveryPhraseViewModel:
            try await render(with: decrypt, firstVisit: firstVisit)
        case let revealed as BackUpRevealedRecoveryPhraseViewModel:
            try render(with: revealed)
        case let restore as RestoreWalletViewModel:
            try await render(with: restore, firstVisit: firstVisit)
        default:
            return false
        }
        return true
    }

    /// `path` from the current directory when it is relative.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
