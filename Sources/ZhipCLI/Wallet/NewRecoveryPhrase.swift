import CommandLineKit
import ZhipCore
import ZilliqaKit

/// How `wallet create` has the person write down a new recovery phrase: on a terminal, ZhipCore's
/// two scenes as the app renders them (the words once, then three asked back without echo);
/// with `--phrase-out FILE`, the words in a new 0600 file for a script, not shown at all.
enum NewRecoveryPhrase {
    /// Shows `mnemonic` and has it confirmed on the terminal of `console`.
    /// - Throws: ``WalletCommandError/failed(_:)`` when the person cancels or the input ends.
    @MainActor
    static func confirmOnTerminal(_ mnemonic: Mnemonic, console: Console) async throws {
        let ui = StandardTerminalUI(console: console, isOutputTerminal: true)
        let renderer = RecoveryPhraseScenes(ui: ui)
        var outcome: Outcome?
        var scene = show(mnemonic) { outcome = $0 }
        var firstVisit = true
        while true {
            outcome = nil
            do {
                _ = try await renderer.interact(with: scene, firstVisit: firstVisit)
            } catch {
                throw WalletCommandError.failed("the recovery phrase was not confirmed; nothing was saved")
            }
            firstVisit = false
            switch outcome {
            case nil: continue  // the scene stays: a refused word, asked again
            case .wroteDown?:
                scene = confirm(mnemonic) { outcome = $0 }
                firstVisit = true
            case .showAgain?:
                scene = show(mnemonic) { outcome = $0 }
                firstVisit = true
            case .confirmed?: return
            case .cancelled?: throw WalletCommandError.failed("wallet creation was cancelled; nothing was saved")
            }
        }
    }

    /// Writes `mnemonic`'s words to the new file `path` (mode 0600, never over a file).
    static func write(_ mnemonic: Mnemonic, to path: String) throws {
        var bytes = Array((mnemonic.revealedPhrase() + "\n").utf8)
        defer { bytes.zeroize() }
        try SecretFile.create(at: path, contents: bytes)
    }

    /// Where the two scenes led.
    private enum Outcome: Equatable {
        case wroteDown, showAgain, confirmed, cancelled
    }

    @MainActor
    private static func show(_ mnemonic: Mnemonic, _ onOutcome: @escaping (Outcome) -> Void) -> any SceneViewModel {
        let scene = ShowRecoveryPhraseViewModel(mnemonic: mnemonic)
        scene.navigator.onStep = { step in
            switch step {
            case .wroteDown: onOutcome(.wroteDown)
            case .cancel: onOutcome(.cancelled)
            }
        }
        return scene
    }

    @MainActor
    private static func confirm(_ mnemonic: Mnemonic, _ onOutcome: @escaping (Outcome) -> Void) -> any SceneViewModel {
        let scene = ConfirmRecoveryPhraseViewModel(mnemonic: mnemonic)
        scene.navigator.onStep = { step in
            switch step {
            case .confirmed: onOutcome(.confirmed)
            case .showPhraseAgain: onOutcome(.showAgain)
            case .cancel: onOutcome(.cancelled)
            }
        }
        return scene
    }
}
