public import ZilliqaKit

/// What a test or the control API changes on the ledger directly: the era, blocked accounts,
/// funding, the minimum gas price, whether blocks seal inside each transaction; and a reset and a snapshot.
extension Ledger {
    /// Sets which era is in force now and, optionally, the one from block `atBlock` on.
    public func setEras(_ eras: EraSchedule) {
        currentRules.withLock { $0.eras = eras }
    }

    /// Sweeps each address as ZQ2's `blocked_recipients` do (§7.5): balance 0, nonce u64::MAX,
    /// opening the account if it never existed.
    public func block(_ addresses: [Address]) {
        state.withLock { state in
            for address in addresses {
                state.changeEverywhere(address) { $0 = LedgerAccount(balance: .zero, nonce: .max) }
            }
        }
    }

    /// Adds `amount` (Qa, × 10^6 wei) to the confirmed balance of `address`, opening the account
    /// when it has none, as a faucet would; no transaction or block is made.
    /// - Returns: the account after funding.
    /// - Throws: ``AmountError`` when the balance would pass ``Wei/max``.
    @discardableResult
    public func fund(_ address: Address, with amount: Amount) throws(AmountError) -> LedgerAccount {
        try fund(address, wei: Wei(amount))
    }

    /// Adds `amount` to the confirmed balance of `address` (either API's account: the 20 bytes),
    /// opening the account when it has none; no transaction or block is made.
    /// - Throws: ``AmountError/weiAdditionOverflow(_:_:)`` when the balance would pass ``Wei/max``.
    @discardableResult
    public func fund(_ address: Address, wei amount: Wei) throws(AmountError) -> LedgerAccount {
        try state.withLock { (state) throws(AmountError) -> LedgerAccount in
            var account = state.accounts[address] ?? LedgerAccount(wei: .zero)
            account.wei = try account.wei.adding(amount)
            state.changeEverywhere(address) { kept in
                var funded = kept ?? LedgerAccount(wei: .zero)
                funded.wei = (try? funded.wei.adding(amount)) ?? .max
                kept = funded
            }
            return account
        }
    }

    /// Checks transactions sent from now on against `price` (`GetMinimumGasPrice` answers it);
    /// pending transactions stay pending.
    public func setMinimumGasPrice(_ price: Amount) {
        currentRules.withLock { $0.minimumGasPrice = price }
    }

    /// True to seal a block inside each accepted `CreateTransaction` from now on; turning it on
    /// confirms what is already pending, so nothing waits for a block that no timer will make.
    /// - Returns: the block sealed for the transactions that were pending, if any.
    @discardableResult
    public func setConfirmsImmediately(_ confirmsImmediately: Bool) -> TxBlock? {
        currentRules.withLock { $0.confirmsImmediately = confirmsImmediately }
        return confirmsImmediately ? sealBlock() : nil
    }

    /// Puts the chain back as it was made (its genesis accounts) or restored from a snapshot:
    /// accounts, blocks, pending and confirmed transactions. The rules stay as they are now.
    public func reset() {
        let startingState = startingState
        state.withLock { state in
            state = startingState
            publishHead(of: state)
        }
    }

    /// Everything needed to restore this ledger, for the `--state` file.
    public func snapshot() -> LedgerSnapshot {
        let chainID = rules.chainID
        return state.withLock { LedgerSnapshot(state: $0, chainID: chainID) }
    }
}
