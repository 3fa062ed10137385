import CommandLineKit
import Foundation
import ZhipCore

/// `zhip-cli wallet remove`: deletes the saved wallet, its pincode and its cached balance,
/// through ZhipCore's removal scene.
struct WalletRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove the saved wallet, its pincode and its cached balance.",
        discussion: """
            Without a backup (keystore and password, or the private key) the funds are lost for good. On a \
            terminal it asks first; --yes removes without asking (needed when standard input is not a terminal).
            Exit codes: 0 removed; 1 failed (no wallet, the home cannot be written); 2 not confirmed, nothing was \
            removed; 64 the command line was wrong (no --yes without a terminal).
            """)

    @Flag(help: "Remove without asking (needed when standard input is not a terminal).")
    var yes = false

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        guard yes || console.stdinIsTerminal else {
            throw ValidationError(
                "wallet remove asks for confirmation on a terminal, and standard input is not one: add --yes to "
                    + "remove without asking")
        }
        home.use(console)
        if let ledger = try SavedWallet.ledger() {
            try removeLedger(ledger, console: console)
            return
        }
        // An unreadable wallet is removed too: removing never needs to read it.
        let wallet = try SavedWallet.loadUnlessUnreadable()
        let named = wallet.map { "The wallet \($0.address.bech32)" } ?? "The saved wallet, which cannot be read,"
        if !yes {
            let warning = await Self.warning()
            console.printError("\(named) will be removed from \(SavedWallet.dataDirectory).\n" + warning)
            let answer = console.readLine("Remove the wallet? Type yes to remove it: ", true)?
                .trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "yes" || answer == "y" else {
                throw failure(
                    "not removed: the removal was not confirmed (answer yes to remove)", exit: .refused, on: console)
            }
        }
        try await Self.remove()
        let report = Report(removed: wallet.map { AddressForms($0.address) })
        try CommandOutput(console, output).emit(
            report, lines: [("removed", wallet?.address.bech32 ?? "the wallet that could not be read")])
    }

    /// Removes the Ledger wallet: its addresses only, for the keys stay on the device.
    private func removeLedger(_ ledger: LedgerWallet, console: Console) throws {
        let address = ledger.currentAccount.address.checksummed
        if !yes {
            console.printError(
                "The Ledger wallet \(address) will be removed from \(SavedWallet.dataDirectory). Its keys stay on the "
                    + "device: 'zhip-cli wallet restore --ledger' brings it back.")
            let answer = console.readLine("Remove the wallet? Type yes to remove it: ", true)?
                .trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "yes" || answer == "y" else {
                throw failure(
                    "not removed: the removal was not confirmed (answer yes to remove)", exit: .refused, on: console)
            }
        }
        try Container.shared.ledgerWalletUseCase().delete()
        try CommandOutput(console, output).emit(
            ["removed": EVMAddressForms(ledger.currentAccount.address)], lines: [("removed", address + " (Ledger)")])
    }

    /// ZhipCore's question and the loss the person must understand.
    @MainActor
    private static func warning() -> String {
        ConfirmWalletRemovalViewModel().state.question + "\n" + ConfirmWalletRemovalViewModel.understandsLossText
    }

    /// Walks ZhipCore's removal scene: the person understands the loss, then confirms.
    @MainActor
    private static func remove() throws {
        let scene = ConfirmWalletRemovalViewModel()
        var removed = false
        scene.navigator.onStep = { step in removed = step == .removed }
        scene.didCheckUnderstandsLoss(true)
        scene.didTapConfirm()
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message) }
        guard removed else { throw WalletCommandError.failed("the wallet was not removed; run the command again") }
    }

    /// `{"removed": {"bech32", "checksummed", "hex"}}`, or `{"removed": null}` when the removed
    /// wallet could not be read.
    struct Report: Encodable {
        let removed: AddressForms?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(removed, forKey: .removed)
        }

        private enum CodingKeys: String, CodingKey { case removed }
    }
}
