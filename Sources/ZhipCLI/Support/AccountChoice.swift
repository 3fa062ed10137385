import CommandLineKit
import ZhipCore

/// The `--account legacy|evm` values: which of the key's two accounts a command uses.
enum AccountChoice: String, CaseIterable, ExpressibleByArgument {
    /// The `zil1…` account.
    case legacy
    /// The `0x…` account.
    case evm

    /// ZhipCore's name for the account.
    var account: PayingAccount {
        switch self {
        case .legacy: .legacy
        case .evm: .evm
        }
    }
}
