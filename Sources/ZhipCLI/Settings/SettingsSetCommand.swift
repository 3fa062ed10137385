import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli settings set KEY VALUE`: changes the network (through ZhipCore's
/// `Container.switchNetwork`) or the crash-reporting answer (through its question scene).
struct SettingsSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change the network or the crash-reporting answer.",
        discussion: """
            network: mainnet, testnet, devnet, or a node's URL with --chain-id N. \
            crash-reporting: yes or no.
            Exit codes: 0 changed; 1 the settings cannot be written; 64 the command line was wrong (an unknown or \
            read-only setting, a value it cannot have).
            """)

    @Argument(help: "The setting: network or crash-reporting.")
    var key: String

    @Argument(help: "The new value.")
    var value: String

    @Option(help: ChainIDArgument.help, valueName: "id")
    var chainID: ChainIDArgument?

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try change()
    }

    func run(_ console: Console) async throws {
        home.use(console)
        switch try change() {
        case .network(let preference):
            try Container.shared.switchNetwork(to: preference)
        case .crashReporting(let accepts):
            try await Self.answerCrashReporting(accepts)
        }
        let report = try await SettingsReport.read([try SettingKey.named(key)])
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// What the arguments ask to change.
    enum Change {
        case network(NetworkPreference)
        case crashReporting(Bool)
    }

    /// The change the arguments describe.
    /// - Throws: a usage error for an unknown or read-only key, or a value the key cannot have.
    private func change() throws -> Change {
        let setting = try SettingKey.named(key)
        guard setting.isWritable else {
            throw ValidationError(
                "\(setting.rawValue) is read-only here: 'settings set' changes "
                    + SettingKey.allCases.filter(\.isWritable).map(\.rawValue).joined(separator: " or "))
        }
        if setting == .crashReporting {
            guard chainID == nil else { throw ValidationError("--chain-id goes with 'settings set network URL'") }
            switch value.lowercased() {
            case "yes": return .crashReporting(true)
            case "no": return .crashReporting(false)
            default: throw ValidationError("crash-reporting is yes or no, not '\(value)'")
            }
        }
        guard value.contains("://") else {
            guard chainID == nil else {
                throw ValidationError("--chain-id goes with a node's URL: 'settings set network URL --chain-id N'")
            }
            do { _ = try Network.named(value) } catch { throw ValidationError(error.description) }
            return .network(.named(value.lowercased()))
        }
        guard let chainID else {
            throw ValidationError(
                "a node's URL needs its chain id: add --chain-id N (1 mainnet, 333 testnet, 222 zhip-devnet)")
        }
        let preference = NetworkPreference.custom(url: value, chainID: chainID.zilliqa)
        do { _ = try preference.network() } catch { throw ValidationError(error.description) }
        return .network(preference)
    }

    /// Answers ZhipCore's crash-reporting question, as Settings offers it.
    @MainActor
    private static func answerCrashReporting(_ accepts: Bool) throws {
        let scene = AskForCrashReportingPermissionsViewModel(allowsCancelling: true)
        var answered = false
        scene.navigator.onStep = { step in answered = step == .answered }
        scene.didCheckHasReadDisclaimer(true)
        if accepts { scene.didTapAccept() } else { scene.didTapDecline() }
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message) }
        guard answered else { throw WalletCommandError.failed("the answer was not saved; run the command again") }
    }
}
