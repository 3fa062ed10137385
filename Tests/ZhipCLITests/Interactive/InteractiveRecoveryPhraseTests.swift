import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The answers to onboarding up to the choice of wallet (terms, crash reports, the ECC warning).
private let toChooseWallet = ["", "y", "y", "2", "y"]

/// Making a wallet from a new recovery phrase in the interactive app, on a scripted terminal.
@Suite("Interactive app: a new wallet from a recovery phrase", .container)
@MainActor
struct InteractiveRecoveryPhraseTests {
    private func useHome(_ home: TemporaryDirectory) {
        let path = home.path
        Container.shared.zhipPaths.register {
            Result { () throws(PersistenceError) in try ZhipPaths.resolve(explicitHome: path, environment: [:]) }
        }
    }

    @Test("the words are shown once and cleared, three are asked back without echo, and the wallet is the phrase's")
    func newPhraseWallet() async throws {
        let home = try TemporaryDirectory()
        useHome(home)
        let answers =
            toChooseWallet + ["1", "1", "y"] + Array(repeating: ScriptedTerminal.wordAsked, count: 3)
            + [interactivePassword, interactivePassword, "y", "", "5"]
        let terminal = ScriptedTerminal(answers)

        await InteractiveApp.run(ui: terminal)

        let wallet = try #require(try Container.shared.walletStorageUseCase().loadWallet())
        let lines = terminal.lines
        let wordLines = lines.filter { $0.contains(" 1. ") || $0.hasPrefix("1. ") }
        let cleared = try #require(lines.firstIndex(of: ScriptedTerminal.clearedScreen))
        let shown = try #require(lines.firstIndex { $0.contains("1. ") })
        let asked = terminal.reads.filter { $0.prompt.hasPrefix("Word ") }
        #expect(wallet.hasRecoveryPhrase)
        #expect(wallet.currentAccount.path?.description == "m/44'/313'/0'/0/0")
        #expect(wordLines.count == 1, "the words appear once")
        #expect(shown < cleared)
        #expect(asked.count == 3 && asked.allSatisfy(\.hidden))
        #expect(terminal.unusedAnswers == 0)
    }

    @Test("a wrong word is refused and asked again; the phrase is never printed by the refusal")
    func wrongWordAskedAgain() async throws {
        let home = try TemporaryDirectory()
        useHome(home)
        let answers =
            toChooseWallet + ["1", "1", "y", "zzzz"] + Array(repeating: ScriptedTerminal.wordAsked, count: 5)
            + [interactivePassword, interactivePassword, "y", "", "5"]
        let terminal = ScriptedTerminal(answers)

        await InteractiveApp.run(ui: terminal)

        let output = terminal.output
        #expect(output.contains("is not the one in your recovery phrase"))
        #expect(try Container.shared.walletStorageUseCase().loadWallet()?.hasRecoveryPhrase == true)
    }
}
