import ZilliqaKit

/// The ledger's data and the rules that change it; only ``Ledger`` holds one, under its lock.
struct LedgerState: Sendable {
    var accounts: [Address: LedgerAccount]
    /// Accepted transactions waiting for a block, in arrival order.
    var pending: [SignedTransaction] = []
    var confirmed: [TransactionID: ConfirmedTransaction] = [:]
    var blocks: [TxBlock]

    init(accounts: [Address: LedgerAccount], blocks: [TxBlock]) {
        self.accounts = accounts
        self.blocks = blocks
    }

    var latestBlock: TxBlock {
        // `blocks` always holds at least the genesis block (both initialisers ensure it).
        blocks.last ?? TxBlock(number: 0, timestamp: 0, transactionIDs: [], gasUsed: 0)
    }

    func status(of id: TransactionID) -> TransactionStatus? {
        if let done = confirmed[id] { return .confirmed(done) }
        if let waiting = pending.first(where: { $0.id == id }) { return .pending(waiting) }
        return nil
    }

    // MARK: - Accepting a transaction

    /// Checks `transaction` the way the node does, in the node's order, and queues it.
    mutating func accept(_ transaction: SignedTransaction, rules: LedgerRules) throws(DevnetRPCError) -> Bool {
        let core = transaction.core
        guard core.version.chainID == rules.chainID else { throw .chainIDIncorrect }
        guard core.version.messageVersion == 1 else {
            throw .transactionVersionIncorrect(actual: core.version.messageVersion)
        }
        guard core.gasPrice >= rules.minimumGasPrice else {
            throw .gasPriceTooLow(core.gasPrice, minimum: rules.minimumGasPrice)
        }
        guard transaction.hasValidSignature else { throw .unableToVerify }
        // The same signed transaction again: answer its id, apply nothing twice.
        if status(of: transaction.id) != nil { return false }

        let sender = core.senderPublicKey.address
        guard let account = accounts[sender] else { throw .senderHasNoBalance }
        guard core.gasLimit >= Ledger.paymentGas else { throw .gasLimitTooLow(core.gasLimit) }

        let queued = pending.filter { $0.core.senderPublicKey.address == sender }
        let current = account.nonce + UInt64(queued.count)
        guard core.nonce > current else { throw .nonceTooLow(nonce: core.nonce, current: current) }
        guard core.nonce == current + 1 else { throw .nonceExpected(current + 1) }

        let debt = try Self.maximumCost(of: core)
        var available = account.balance
        for earlier in queued {
            // Each queued transaction passed this check, so its cost fits what was available.
            available = (try? available.subtracting(Self.maximumCost(of: earlier.core))) ?? .zero
        }
        guard debt <= available else { throw .insufficientFunds }
        guard core.code.isEmpty, core.data.isEmpty else { throw .codeOrDataNotSupported }
        guard core.recipient.bytes.contains(where: { $0 != 0 }) else { throw .codeEmptyAndToAddrNull }

        pending.append(transaction)
        return true
    }

    /// amount + gasLimit * gasPrice: what the sender must hold for the transaction.
    static func maximumCost(of core: TransactionCore) throws(DevnetRPCError) -> Amount {
        guard let deposit = try? Amount.fee(gasPrice: core.gasPrice, gasLimit: core.gasLimit) else {
            throw .feeOverflow
        }
        guard let debt = try? deposit.adding(core.amount) else { throw .debtOverflow }
        return debt
    }

    // MARK: - Sealing a block

    /// Confirms every pending transaction in a new block; nil when none is pending.
    mutating func sealBlock(timestamp: UInt64) -> TxBlock? {
        guard !pending.isEmpty else { return nil }
        let number = latestBlock.number + 1
        var gasUsed: UInt64 = 0
        for transaction in pending {
            let success = apply(transaction)
            let gas = success ? Ledger.paymentGas : 0
            gasUsed += gas
            confirmed[transaction.id] = ConfirmedTransaction(
                transaction: transaction, blockNumber: number, gasUsed: gas, success: success)
        }
        let block = TxBlock(
            number: number, timestamp: timestamp, transactionIDs: pending.map(\.id), gasUsed: gasUsed)
        blocks.append(block)
        pending.removeAll()
        return block
    }

    /// Moves the amount and the fee for the gas a payment uses (50), and bumps the nonce.
    /// False, and nothing changed, in the case `accept` rules out (a balance that no longer covers it).
    private mutating func apply(_ transaction: SignedTransaction) -> Bool {
        let core = transaction.core
        let sender = core.senderPublicKey.address
        guard var from = accounts[sender],
            let fee = try? Amount.fee(gasPrice: core.gasPrice, gasLimit: Ledger.paymentGas),
            let cost = try? core.amount.adding(fee),
            let remaining = try? from.balance.subtracting(cost)
        else { return false }
        from.balance = remaining
        from.nonce += 1
        accounts[sender] = from
        var to = accounts[core.recipient] ?? LedgerAccount(balance: .zero)
        // The recipient's balance can't overflow: all balances together are at most the genesis total.
        to.balance = (try? to.balance.adding(core.amount)) ?? .max
        accounts[core.recipient] = to
        return true
    }
}
