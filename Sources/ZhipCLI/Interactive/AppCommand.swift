import CommandLineKit
import ZhipCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `zhip-cli app`: the whole wallet, step by step, as Zhip walks through it: onboarding, a new
/// or restored wallet, the pincode, then the balance with Send, Receive and Settings. Also what
/// `zhip-cli` with no arguments runs on a terminal.
///
/// ```
/// zhip-cli app --home ~/zhip-test --network testnet
/// ```
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "The wallet, step by step, in the terminal (what zhip-cli alone runs on a terminal).",
        discussion: """
            Walks through Zhip as the app does: onboarding, creating or restoring the wallet, the PIN, then the \
            balance with Send, Receive and Settings. Passwords and PINs are typed without echo. Choose Quit, or \
            press Ctrl-D at any prompt, to leave; Ctrl-C stops at once.
            Exit codes: 0 the app was left; 64 the command line was wrong.
            """)

    @OptionGroup var network: NetworkOptions

    init() {}

    func run(_ console: Console) async throws {
        network.useHome()
        if let explicit = try network.explicitNetwork() { network.register(explicit, console: console) }
        await Self.runApp(on: console)
    }

    /// Runs the app on `console`, with colors when standard output is a terminal.
    static func runApp(on console: Console) async {
        // The app's Ledger is the one ZHIP_LEDGER_TRANSPORT names (USB unless it names Speculos).
        do {
            let connector = try LedgerDevice.connector(console)
            Container.shared.ledgerConnector.register { connector }
        } catch {
            console.printError("Note: \(error); a Ledger is looked for on USB")
        }
        let isOutputTerminal = isatty(STDOUT_FILENO) == 1
        await InteractiveApp.run(
            ui: StandardTerminalUI(
                console: console, isOutputTerminal: isOutputTerminal,
                width: isOutputTerminal ? standardOutputColumns() : nil))
    }

    /// The columns of the terminal on standard output, when it says.
    private static func standardOutputColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
