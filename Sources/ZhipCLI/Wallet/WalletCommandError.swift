/// Why a `wallet`, `pincode` or `settings` command stopped; each case says what to do. No
/// case carries a password, a pincode or a key.
enum WalletCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `wallet create` or `wallet restore` found a wallet already saved in `directory`.
    case walletExists(address: String, directory: String)
    /// No wallet is saved in `directory`.
    case noWallet(directory: String)
    /// What is saved in `location` is not a wallet Zhip can read; `wallet remove --yes` removes it.
    case unreadable(location: String)
    /// ZhipCore refused an input (`what`: which one) with `message`, its words; nothing was changed.
    case rejected(what: String, message: String)
    /// ZhipCore could not finish (`message`, its words).
    case failed(String)
    /// The home holds a Ledger wallet, and the command needs a key kept here (a keystore wallet's).
    case ledgerWallet

    var description: String {
        switch self {
        case .walletExists(let address, let directory):
            "a wallet (\(address)) is already saved in \(directory), and Zhip never replaces one: nothing was "
                + "changed; back it up with 'zhip-cli wallet backup', remove it with 'zhip-cli wallet remove', or "
                + "choose another --home"
        case .noWallet(let directory):
            "no wallet is saved in \(directory): create one with 'zhip-cli wallet create', restore one with "
                + "'zhip-cli wallet restore', or give the --home that holds it"
        case .unreadable(let location):
            "the wallet saved in \(location) cannot be read (edited by hand, or written by another program): "
                + "if you have a backup of its keystore or private key, remove the saved wallet with "
                + "'zhip-cli wallet remove --yes' (and the same --home, if you gave one), then restore it with "
                + "'zhip-cli wallet restore'"
        case .rejected(let what, let message):
            "\(what): \(message); nothing was changed"
        case .failed(let message):
            message
        case .ledgerWallet:
            "the saved wallet is a Ledger wallet: its keys stay on the device, and this command needs a key kept "
                + "in Zhip's home. With the Ledger wallet use send, token, stake, escrow claim, tx sign, message sign, "
                + "receive, balance, history, account add|list|use and wallet show, or give --keystore FILE"
        }
    }
}
