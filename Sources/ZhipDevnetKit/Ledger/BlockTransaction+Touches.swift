import ZilliqaKit

extension BlockTransaction {
    /// True when `address` is what Zilliqa 2.0's index records for this transaction
    /// (`inspector.rs:64-104`): its sender, the account it pays or calls, or an account its contract
    /// called in turn (the value calls of a modelled contract's payouts, each an inner call frame
    /// whose target the index records). The modelled contracts make no other inner calls.
    func touches(_ address: Address) -> Bool {
        switch self {
        case .legacy(let done):
            done.transaction.core.senderPublicKey.address == address || done.transaction.core.recipient == address
        case .evm(let done):
            done.transaction.senderAccount == address || done.transaction.recipientAccount == address
                || done.paidAccounts.contains(address)
        }
    }

    /// The nonce the `eth_` API shows: an EVM transaction's own, a legacy one's minus one
    /// (`transaction.rs:745-754`).
    var ethNonce: UInt64 {
        switch self {
        case .legacy(let done): done.transaction.core.nonce &- 1
        case .evm(let done): done.transaction.nonce
        }
    }

    /// The account that signed it.
    var senderAccount: Address {
        switch self {
        case .legacy(let done): done.transaction.core.senderPublicKey.address
        case .evm(let done): done.transaction.senderAccount
        }
    }
}
