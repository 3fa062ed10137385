import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli receive [--amount ZIL] [--qr] [--address ADDRESS]`: what to give a payer, from
/// ZhipCore's ``ReceiveViewModel``: the saved wallet's address (or `--address`, watch-only),
/// the requested amount, Zhip's share link and the QR payload, optionally drawn as a QR code.
struct ReceiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receive",
        abstract: "Show the wallet's address to receive funds, with a link and a QR code to share.",
        discussion: """
            The address is the saved wallet's (see --home); --address shows another one (watch-only, no wallet \
            needed). --amount requests an amount in ZIL: it goes into the link (https://zhip.app/send?to=…&amount=Qa) \
            and the QR payload (zilliqa://zil1…?amount=Qa), which Zhip and other wallets open on their send screen.
            --qr draws the QR code with half blocks: black on white when standard output is a terminal and NO_COLOR \
            is unset; otherwise without colours, drawing the light modules in the text colour, which scans on a \
            terminal with light text on a dark background; use --invert where text is dark on light.
            Exit codes: 0 done; 1 failed (no wallet saved, the wallet or home unreadable); 64 the command line was \
            wrong (a bad address or amount).
            """)

    @Option(help: "Request this amount, in ZIL (e.g. 1.5).", valueName: "ZIL")
    var amount: String?

    @Flag(help: "Draw the QR code of the payload in the terminal.")
    var qr = false

    @Flag(help: "With --qr and no colours: draw the dark modules instead, for dark text on a light background.")
    var invert = false

    @Option(help: "Receive at this address (zil1… or hex) instead of the saved wallet's.", valueName: "address")
    var address: String?

    @OptionGroup var home: HomeOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let address { _ = try Self.parse(address: address) }
        if invert && !qr { throw ValidationError("--invert changes how --qr draws: add --qr, or leave out --invert") }
        if home.home?.isEmpty == true { throw ValidationError("--home is empty: give a directory, or leave it out") }
    }

    func run(_ console: Console) async throws {
        home.useAsGiven()
        let storage = Container.shared.walletStorageUseCase()
        let watched = try address.map { try Self.parse(address: $0) }
        if watched == nil { try SavedWallet.ensureReadable() }
        let request = try await MainActor.run {
            try ReceiveRequest.make(storage: storage, address: watched, amount: amount)
        }
        if output.json {
            console.print(try CommandOutput.encode(request.report))
            return
        }
        var lines: [(label: String, value: String)] = [
            ("address", request.address.bech32), ("checksummed", request.address.checksummed),
        ]
        if let requested = request.amount { lines.append(("amount", AmountText.zil(requested))) }
        lines += [("link", request.link), ("qr", request.payload)]
        console.standardOutput(LabelledLines.format(lines))
        guard qr else { return }
        let code = try TerminalQRCode(payload: request.payload)
        console.print("")
        for line in code.lines(palette: .choose(for: console, inverted: invert)) { console.print(line) }
    }

    /// `text` as an address, or a usage error saying why it is not one (without repeating it).
    private static func parse(address text: String) throws -> Address {
        do { return try Address(text) } catch { throw ValidationError("--address is not a Zilliqa address: \(error)") }
    }
}
