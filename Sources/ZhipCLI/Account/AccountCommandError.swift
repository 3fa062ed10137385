import ZhipCore

/// Why an `account` command changed nothing: ZhipCore's refusal in its own words, with what to do
/// next. No case carries a password, a key or a recovery phrase.
enum AccountCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ZhipCore refused the change (`reason`); nothing was saved.
    case refused(WalletError)
    /// The password does not unlock the wallet's recovery phrase; nothing was added.
    case wrongPassword

    /// `error` as an account command's refusal, the wrong password lifted out.
    init(_ error: WalletError) {
        self = error == .wrongPassword ? .wrongPassword : .refused(error)
    }

    var description: String {
        switch self {
        case .wrongPassword:
            WalletError.wrongPassword.description + ", then run 'zhip-cli account add' again; nothing was added"
        case .refused(let reason):
            switch reason {
            case .noSuchAccount:
                reason.description + ": 'zhip-cli account list' lists its accounts; nothing was changed"
            case .noRecoveryPhrase:
                reason.description + "; nothing was added: for more accounts, use a wallet made from a recovery "
                    + "phrase ('zhip-cli wallet restore --mnemonic-file', once this one is backed up and removed)"
            default:
                reason.description + "; nothing was changed"
            }
        }
    }
}
