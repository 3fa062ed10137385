import CommandLineKit

/// The manual of zhip-cli, in the sections of a man page: NAME, SYNOPSIS, DESCRIPTION,
/// COMMANDS, FILES, ENVIRONMENT, EXIT STATUS, EXAMPLES. The COMMANDS section lists the
/// command tree it is given, so every command appears with its one-line abstract.
///
/// ```swift
/// console.standardOutput(ManualPage.text(root: ZhipCommand.self))
/// ```
enum ManualPage {
    /// The line width the text is wrapped to.
    static let width = 80
    /// The indent of a section's body, as man pages have it.
    static let indent = 7
    /// Where a command's or variable's description starts, after the indent.
    static let column = 22

    /// The names of the sections, in order.
    static let sectionNames = [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
    ]

    /// The whole manual for the command tree under `root`, ending with a line break.
    static func text(root: any ParsableCommand.Type) -> String {
        let name = root.configuration.commandName ?? "zhip-cli"
        let sections: [(String, [String])] = [
            ("NAME", paragraph("\(name) - \(root.configuration.abstract.lowercasedFirst.droppingFinalPeriod)")),
            (
                "SYNOPSIS",
                [
                    "\(name) <command> [<subcommand>] [options]", "\(name) help [<command> [<subcommand>]]",
                    "\(name) <command> --help", "\(name) --version",
                ]
                .map { String(repeating: " ", count: indent) + $0 }
            ),
            ("DESCRIPTION", description.flatMap { paragraph($0) + [""] }.dropLast()),
            ("COMMANDS", commands(of: root, prefix: []).flatMap { entry($0.name, $0.abstract) }),
            ("FILES", files.flatMap { entry($0.0, $0.1) }),
            ("ENVIRONMENT", environment.flatMap { entry($0.0, $0.1) }),
            ("EXIT STATUS", exitStatus.flatMap { entry($0.0, $0.1) }),
            (
                "EXAMPLES",
                examples.flatMap { paragraph($0.0) + [String(repeating: " ", count: indent + 4) + $0.1, ""] }.dropLast()
            ),
        ]
        return sections.map { title, body in ([title] + body).joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Sections

    private static let description = [
        """
        zhip-cli is Zhip, the Zilliqa wallet, in a terminal. It keeps one wallet, a password-locked keystore, \
        in its home directory; shows balances; sends and receives ZIL on mainnet, testnet, or a local \
        zhip-devnet; and signs transactions offline.
        """,
        """
        Every command prints text for people or, with --json, exactly one JSON object on standard output. \
        Errors go to standard error as one line starting with 'Error:'. Amounts are exact decimals in ZIL \
        (1 ZIL is 10^12 Qa), never rounded, written the same way everywhere: a dot for decimals and no \
        thousands separators (1500, 1.5); a comma is refused.
        """,
        """
        Secrets stay secret: the private key, the password and the pincode are never printed (the private key \
        only with --reveal-private-key, when asked). A password comes from --password-file, ZHIP_PASSWORD, or \
        a prompt without echo on a terminal; it is wiped from memory once the keystore is unlocked, and the key \
        once the transaction is signed. zhip-cli turns core dumps off when it starts, so a crash writes neither \
        to disk (and a debugger cannot attach to it as the same user).
        """,
    ]

    private static let files = [
        (
            "--home DIR",
            """
            The home directory: DIR/config/preferences.json holds the settings (the network, cached values); \
            DIR/data/secure.json holds the wallet and the pincode's hash, with mode 0600 in a 0700 directory.
            """
        ),
        ("$ZHIP_HOME", "The home directory when there is no --home: the same layout."),
        (
            "XDG directories",
            """
            Without either: $XDG_CONFIG_HOME/zhip/preferences.json (default ~/.config/zhip) and \
            $XDG_DATA_HOME/zhip/secure.json (default ~/.local/share/zhip).
            """
        ),
    ]

    private static let environment = [
        ("ZHIP_HOME", "The home directory (see FILES); --home wins over it."),
        (
            "ZHIP_PASSWORD",
            "The wallet's password, for scripts; --password-file wins over it. Read once, then wiped from the process."
        ),
        ("ZHIP_PINCODE", "The pincode, for scripts; --pincode-file wins over it. Read once, then wiped likewise."),
        ("NO_COLOR", "When set, no colours (the QR code of 'receive --qr' is drawn without them)."),
        ("XDG_CONFIG_HOME", "Where the settings go without --home and ZHIP_HOME (absolute paths only)."),
        ("XDG_DATA_HOME", "Where the wallet goes without --home and ZHIP_HOME (absolute paths only)."),
    ]

    private static let exitStatus = [
        ("0", "The command did what was asked (and help, --version)."),
        ("1", "The command failed: a file, the password, the wallet, the node. Nothing was sent."),
        (
            "2",
            "The network refused the transaction (nothing was transferred), or it was confirmed as failed (the amount was not transferred, the fee was charged)."
        ),
        (
            "3",
            """
            The transaction was sent, or perhaps sent, but is not confirmed: look it up with 'zhip-cli tx status \
            ID' before anything else. When a send's answer never came, run the same send again with the --nonce \
            its message names: the network takes one transaction per nonce, so nothing is paid twice.
            """
        ),
        ("64", "The command line was wrong: an unknown option, a missing value, a bad address or amount."),
    ]

    private static let examples = [
        (
            "Make a wallet from a new 24-word recovery phrase:",
            "zhip-cli wallet create --words 24"
        ),
        (
            "Open the second account of a MetaMask recovery phrase:",
            "zhip-cli wallet restore --mnemonic-file F --path ethereum --index 1"
        ),
        ("Make a keystore (asks for a password without echo):", "zhip-cli keystore new --out wallet.json"),
        ("Make one for MetaMask or geth instead:", "zhip-cli keystore new --format ethereum --out eth.json"),
        ("Show an account's balance on testnet:", "zhip-cli balance zil1… --network testnet"),
        (
            "Pay 1.5 ZIL, confirming the review first:",
            "zhip-cli send --keystore wallet.json --to zil1… --amount 1.5"
        ),
        ("Pay 1.5 ZIL from the key's EVM (0x) account:", "zhip-cli send --account evm --to 0x… --amount 1.5"),
        ("Move 10 ZIL from the legacy (zil1) account to the same key's EVM one:", "zhip-cli move --amount 10"),
        ("Ask to be paid 1.5 ZIL, with a QR code:", "zhip-cli receive --amount 1.5 --qr"),
        (
            "Ask to be paid 1.5 ZIL into the EVM account (an EIP-681 link):",
            "zhip-cli receive --account evm --amount 1.5 --qr"
        ),
        (
            "Sign an EVM payment offline, for 'tx send' (… is --keystore FILE and the fees, in wei or gwei):",
            "zhip-cli tx sign --account evm --to 0x… --amount 1.5 --nonce 0 …"
        ),
        (
            "Add the next account of the wallet's recovery phrase, then list the accounts:",
            "zhip-cli account add && zhip-cli account list"
        ),
        ("Make account 1 the current one again (balance, send and receive use it):", "zhip-cli account use 1"),
        ("Show an EVM account's balance:", "zhip-cli balance 0x…"),
        ("Follow a transaction:", "zhip-cli tx status 0x…"),
        ("One command's help:", "zhip-cli help send"),
    ]

    // MARK: - Layout

    /// Every runnable command below `command`, groups listed by their subcommands (`keystore new`).
    private static func commands(of command: any ParsableCommand.Type, prefix: [String]) -> [(
        name: String, abstract: String
    )] {
        command.configuration.subcommands.flatMap { sub -> [(name: String, abstract: String)] in
            let words = prefix + [sub.configuration.commandName ?? String(describing: sub).lowercased()]
            if sub.configuration.subcommands.isEmpty {
                return [(words.joined(separator: " "), sub.configuration.abstract)]
            }
            return commands(of: sub, prefix: words)
        }
    }

    /// `term` at the indent and `text` at ``column`` (on the next line when `term` is too long),
    /// wrapped at ``width``.
    private static func entry(_ term: String, _ text: String) -> [String] {
        let lead = String(repeating: " ", count: indent) + term
        let body = wrap(text, indent: indent + column)
        if lead.count + 2 <= indent + column {
            guard let first = body.first else { return [lead] }
            let padded = lead + String(repeating: " ", count: indent + column - lead.count)
            return [padded + first.drop { $0 == " " }] + body.dropFirst()
        }
        return [lead] + body
    }

    /// `text` wrapped at ``width`` with the section indent.
    private static func paragraph(_ text: String) -> [String] { wrap(text, indent: indent) }

    /// `text` wrapped at ``width`` (``CommandLineKit/TextWrap``); every line starts with `indent` spaces.
    static func wrap(_ text: String, indent: Int) -> [String] {
        let padding = String(repeating: " ", count: indent)
        let lines = TextWrap.lines(text, width: width, indent: indent, firstLineUsed: indent)
        return lines == [""] ? [] : lines.map { padding + $0 }
    }
}

extension String {
    /// The text with its first letter in lower case (`A Zilliqa wallet` -> `a Zilliqa wallet`).
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    /// The text without a final period.
    fileprivate var droppingFinalPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
