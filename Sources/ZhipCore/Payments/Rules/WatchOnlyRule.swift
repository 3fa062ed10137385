public import ZilliqaKit

/// A paying account the home only watches (``WatchedAccountsUseCase``: no key for it is kept here)
/// is not signed for, online or offline: the key's holder signs it elsewhere (`tx sign`) and the
/// file is sent from here (`tx send`), which this rule lets through (``PaymentFacts/Path/signedFile``).
public struct WatchOnlyRule: PaymentRule {
    public let name = "watch-only"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.senderIsWatchOnly, facts.path != .signedFile else { return }
        throw refusal(of: facts.sender)
    }

    /// The refusal of a payment from `sender`, watched only: also what a command says when it cannot
    /// even build the payment without the key (`move` needs the key's public key).
    public func refusal(of sender: EVMAddress?) -> PaymentRefusal {
        PaymentRefusal(
            rule: name,
            reason: "\(sender?.checksummed ?? "the paying account") is watched only: this home holds no key for it",
            nextStep: "sign the payment on the machine that holds its key with 'zhip-cli tx sign … --out FILE', "
                + "then send it from here with 'zhip-cli tx send FILE' (to sign here with a key you give, stop "
                + "watching the account first: 'zhip-cli account remove NAME')")
    }
}
