import ZilliqaKit

/// A transaction waiting for a block, with what the checks need computed once.
struct PendingTransaction: Sendable {
    let transaction: SignedTransaction
    let id: TransactionID
    let sender: Address
    /// amount + gasLimit * gasPrice, reserved from the sender's balance while it waits.
    let maximumCost: Amount
}

/// What one sender has waiting: how many transactions, and the balance they reserve.
struct SenderQueue: Sendable {
    var count: Int = 0
    var reserved: Amount = .zero
}

/// The ledger's data and the rules that change it; only ``Ledger`` holds one, under its lock.
///
/// Pending transactions are indexed by id and by sender, so accepting one costs the same
/// whether one or ten thousand are waiting.
struct LedgerState: Sendable {
    var accounts: [Address: LedgerAccount]
    /// Accepted transactions waiting for a block, in arrival order.
    private(set) var pending: [PendingTransaction] = []
    private var pendingIDs: Set<TransactionID> = []
    private var queues: [Address: SenderQueue] = [:]
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

    /// The pending transactions, in arrival order (for snapshots).
    var pendingTransactions: [SignedTransaction] { pending.map(\.transaction) }

    func status(of id: TransactionID) -> TransactionStatus? {
        if let done = confirmed[id] { return .confirmed(done) }
        if pendingIDs.contains(id), let waiting = pending.first(where: { $0.id == id }) {
            return .pending(waiting.transaction)
        }
        return nil
    }

    // MARK: - Accepting a transaction

    /// The checks that need no ledger state, in the node's order: chain id, version, gas price
    /// and signature. ``Ledger`` runs them before taking its lock, so that verifying
    /// signatures runs in parallel.
    static func checkStatelessly(_ transaction: SignedTransaction, rules: LedgerRules) throws(DevnetRPCError) {
        let core = transaction.core
        guard core.version.chainID == rules.chainID else { throw .chainIDIncorrect }
        guard core.version.messageVersion == 1 else {
            throw .transactionVersionIncorrect(actual: core.version.messageVersion)
        }
        guard core.gasPrice >= rules.minimumGasPrice else {
            throw .gasPriceTooLow(core.gasPrice, minimum: rules.minimumGasPrice)
        }
        guard transaction.hasValidSignature else { throw .unableToVerify }
    }

    /// The checks against the ledger, in the node's order, after ``checkStatelessly(_:rules:)``;
    /// queues the transaction. False when the same transaction is already pending or confirmed.
    mutating func accept(_ transaction: SignedTransaction, id: TransactionID, sender: Address) throws(DevnetRPCError)
        -> Bool
    {
        let core = transaction.core
        // The same signed transaction again: answer its id, apply nothing twice.
        if confirmed[id] != nil || pendingIDs.contains(id) { return false }

        guard let account = accounts[sender] else { throw .senderHasNoBalance }
        guard core.gasLimit >= Ledger.paymentGas else { throw .gasLimitTooLow(core.gasLimit) }

        var queue = queues[sender] ?? SenderQueue()
        let current = account.nonce + UInt64(queue.count)
        guard core.nonce > current else { throw .nonceTooLow(nonce: core.nonce, current: current) }
        guard core.nonce == current + 1 else { throw .nonceExpected(current + 1) }

        let debt = try Self.maximumCost(of: core)
        // Each queued transaction passed this check, so what it reserves fits the balance.
        let available = (try? account.balance.subtracting(queue.reserved)) ?? .zero
        guard debt <= available else { throw .insufficientFunds }
        guard core.code.isEmpty, core.data.isEmpty else { throw .codeOrDataNotSupported }
        guard core.recipient.bytes.contains(where: { $0 != 0 }) else { throw .codeEmptyAndToAddrNull }
        // A payment to oneself never raises the balance: it gives back less than it takes.
        guard core.recipient == sender || canCredit(core.amount, to: core.recipient) else {
            throw .recipientBalanceOverflow
        }

        queue.count += 1
        queue.reserved = (try? queue.reserved.adding(debt)) ?? .max
        queues[sender] = queue
        pending.append(PendingTransaction(transaction: transaction, id: id, sender: sender, maximumCost: debt))
        pendingIDs.insert(id)
        return true
    }

    /// Puts back transactions that were pending when a snapshot was taken, as they were.
    mutating func restorePending(_ transactions: [SignedTransaction]) {
        for transaction in transactions {
            let core = transaction.core
            let sender = core.senderPublicKey.address
            let cost = (try? Self.maximumCost(of: core)) ?? .max
            var queue = queues[sender] ?? SenderQueue()
            queue.count += 1
            queue.reserved = (try? queue.reserved.adding(cost)) ?? .max
            queues[sender] = queue
            pending.append(
                PendingTransaction(transaction: transaction, id: transaction.id, sender: sender, maximumCost: cost))
            pendingIDs.insert(transaction.id)
        }
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
        for entry in pending {
            let success = apply(entry.transaction, sender: entry.sender)
            let gas = success ? Ledger.paymentGas : 0
            gasUsed += gas
            confirmed[entry.id] = ConfirmedTransaction(
                transaction: entry.transaction, blockNumber: number, gasUsed: gas, success: success)
        }
        let block = TxBlock(
            number: number, timestamp: timestamp, transactionIDs: pending.map(\.id), gasUsed: gasUsed)
        blocks.append(block)
        pending.removeAll()
        pendingIDs.removeAll()
        queues.removeAll()
        return block
    }

    /// True when `amount`, on top of the recipient's balance and every pending payment to it,
    /// still fits ``Amount/max``: a funded account (the faucet has no ceiling but the type's) can
    /// otherwise be sent more than it can hold.
    private func canCredit(_ amount: Amount, to recipient: Address) -> Bool {
        var total = accounts[recipient]?.balance ?? .zero
        for entry in pending where entry.transaction.core.recipient == recipient {
            guard let sum = try? total.adding(entry.transaction.core.amount) else { return false }
            total = sum
        }
        return (try? total.adding(amount)) != nil
    }

    /// Moves the amount and the fee for the gas a payment uses (50), and bumps the nonce.
    /// False, and nothing changed, in the cases `accept` rules out: a balance that no longer
    /// covers it, or a recipient's balance it would take past ``Amount/max``. Both sides are
    /// worked out before either is stored, so a payment is applied whole or not at all.
    private mutating func apply(_ transaction: SignedTransaction, sender: Address) -> Bool {
        let core = transaction.core
        guard var from = accounts[sender],
            let fee = try? Amount.fee(gasPrice: core.gasPrice, gasLimit: Ledger.paymentGas),
            let cost = try? core.amount.adding(fee),
            let remaining = try? from.balance.subtracting(cost)
        else { return false }
        from.balance = remaining
        from.nonce += 1
        // A payment to oneself is credited to the balance just debited.
        var to = core.recipient == sender ? from : accounts[core.recipient] ?? LedgerAccount(balance: .zero)
        guard let credited = try? to.balance.adding(core.amount) else { return false }
        to.balance = credited
        accounts[sender] = from
        accounts[core.recipient] = to
        return true
    }
}
