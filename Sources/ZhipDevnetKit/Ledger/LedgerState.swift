import ZilliqaKit

/// A transaction waiting for a block.
struct PendingTransaction: Sendable {
    let transaction: SignedTransaction
    let id: TransactionID
    let sender: Address
}

/// One sender's nonce: the pool holds at most one transaction per slot.
struct PoolSlot: Sendable, Hashable {
    let sender: Address
    let nonce: UInt64
}

/// The ledger's data and the rules that change it; only ``Ledger`` holds one, under its lock.
///
/// It imitates Zilliqa 2.0 v0.21.8 (zq2-legacy-api.md §2.2-§2.4, §3, §7): the submission checks
/// read the confirmed account and reserve nothing for pending transactions; the pool keeps one
/// transaction per sender and nonce; a block executes each sender's transactions in nonce order
/// from the account's nonce on, and leaves later nonces queued.
struct LedgerState: Sendable {
    var accounts: [Address: LedgerAccount]
    /// Accepted transactions waiting for a block, in arrival order.
    private(set) var pending: [PendingTransaction] = []
    private var pendingIDs: Set<TransactionID> = []
    /// Where each sender-and-nonce's transaction is in ``pending``.
    private(set) var slots: [PoolSlot: Int] = [:]
    /// What the payments in ``pending`` would credit each recipient.
    private var pendingCredits = PendingCredits()
    var confirmed: [TransactionID: ConfirmedTransaction] = [:]
    /// Accepted EVM transactions waiting for a block, in arrival order (`eth_sendRawTransaction`).
    var evmPending: [EthTransaction] = []
    /// Where each sender-and-nonce's EVM transaction is in ``evmPending``.
    var evmSlots: [PoolSlot: Int] = [:]
    var evmConfirmed: [TransactionID: ConfirmedEVMTransaction] = [:]
    var blocks: [TxBlock]
    /// The contracts the devnet models, by address (``ModelledContract``).
    var contracts: [Address: any ModelledContract] = [:]
    /// A ZRC-2 token's legacy contract address → the address of its ERC-20 proxy in ``contracts``.
    var legacyContracts: [Address: Address] = [:]
    /// A liquid pool's token address → the pool's address in ``contracts``, whose model answers
    /// calls to both (``DelegationPoolModel``).
    var poolTokens: [Address: Address] = [:]
    /// How many contracts were deployed since start or reset: the counter of ``ContractAddress``.
    var deployedContracts: UInt64 = 0
    /// Where the DEX (``DexModel``) is kept, its router's address, when one is deployed: the model
    /// answers for its factory, WZIL and pairs too (``modelAddress(_:)``).
    var dexRouter: Address?
    /// The state as it was after each of the newest ``historyDepth`` blocks (and the lag's), for
    /// reads at a past block and reads that lag the head (`--finality-lag`).
    private var history: [UInt64: KeptState] = [:]

    /// How many blocks behind the head a past state can be read (eth_getBalance,
    /// eth_getTransactionCount, eth_call, eth_getCode at a block number); older is pruned.
    static let historyDepth: UInt64 = 1_000

    /// The parts of the state a past block is read for.
    struct KeptState: Sendable {
        var accounts: [Address: LedgerAccount]
        var contracts: [Address: any ModelledContract]
    }

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
        guard pendingIDs.contains(id), let waiting = pending.first(where: { $0.id == id }) else { return nil }
        let next = (accounts[waiting.sender]?.nonce ?? 0).addingReportingOverflow(1)
        return waiting.transaction.core.nonce > next.partialValue && !next.overflow
            ? .queued(waiting.transaction) : .pending(waiting.transaction)
    }

    /// `address`'s account as of block `height` (the newest state kept at or before it).
    func account(_ address: Address, asOf height: UInt64) -> LedgerAccount? {
        guard height < latestBlock.number, !history.isEmpty else { return accounts[address] }
        let kept = history.keys.filter { $0 <= height }.max() ?? history.keys.min() ?? height
        return history[kept]?.accounts[address]
    }

    /// The state after block `height`: the head's for the head or later, a kept one for the
    /// newest ``historyDepth`` blocks; nil for an older block, whose state is pruned.
    func state(atBlock height: UInt64) -> KeptState? {
        guard height < latestBlock.number else { return KeptState(accounts: accounts, contracts: contracts) }
        return history[height]
    }

    /// Applies `change` to the account now and in every kept past state: control-API changes
    /// (funding, blocking) are not blocks, so they show at once whatever the finality lag.
    mutating func changeEverywhere(_ address: Address, _ change: (inout LedgerAccount?) -> Void) {
        change(&accounts[address])
        for height in history.keys {
            change(&history[height, default: KeptState(accounts: [:], contracts: [:])].accounts[address])
        }
    }

    // MARK: - Accepting a transaction

    /// The checks that need no ledger state: chain id, version, nonce 0 and signature (§2.2
    /// steps 2, 3, 8, 9; the JSON-RPC layer checked the first three already). ``Ledger`` runs them
    /// before taking its lock, so that verifying signatures runs in parallel.
    static func checkStatelessly(_ transaction: SignedTransaction, rules: LedgerRules) throws(DevnetRPCError) {
        let version = transaction.core.version.rawValue
        guard version >> 16 == UInt32(rules.chainID) else {
            throw .chainIDIncorrect(expected: rules.chainID, got: version >> 16)
        }
        guard version & 0xFFFF == 1 else { throw .transactionVersionIncorrect(actual: version & 0xFFFF) }
        guard transaction.core.nonce != 0 else { throw .invalidNonceZero }
        guard transaction.hasValidSignature else { throw .signatureInvalid }
    }

    /// §2.2 steps 10-13 after ``checkStatelessly(_:rules:)``: the escrow gate, the mined
    /// duplicate, `validate()`, then the pool.
    mutating func accept(
        _ transaction: SignedTransaction, id: TransactionID, sender: Address, rules: LedgerRules
    ) throws(DevnetRPCError) -> SubmitOutcome {
        let core = transaction.core
        switch rules.eras.era(at: latestBlock.number) {
        case .disabled: throw .createTransactionDisabled
        case .escrowOnly where !core.recipient.isMigrationEscrow: throw .onlyToEscrow
        case .legacy, .escrowOnly: break
        }
        if confirmed[id] != nil { return .alreadyPresent }
        try Self.validate(core, account: accounts[sender], rules: rules)
        if pendingIDs.contains(id) { return .alreadyPresent }
        let entry = PendingTransaction(transaction: transaction, id: id, sender: sender)
        let slot = PoolSlot(sender: sender, nonce: core.nonce)
        if let index = slots[slot] {
            // The pool compares prices per EVM gas; a lower one is not added, an equal or higher one replaces.
            let held = pending[index]
            if Ledger.weiPerEVMGas(core.gasPrice) ?? .max < Ledger.weiPerEVMGas(held.transaction.core.gasPrice) ?? .max
            {
                return .higherPricedSameNonce
            }
            pendingIDs.remove(held.id)
            pendingCredits.remove(held.transaction.core.amount, to: held.transaction.core.recipient)
            pending[index] = entry
            pendingIDs.insert(id)
            pendingCredits.add(core.amount, to: core.recipient)
            return .processed
        }
        // A payment to oneself never raises the balance: it gives back less than it takes.
        guard core.recipient == sender || canCredit(core.amount, to: core.recipient) else {
            throw .recipientBalanceOverflow
        }
        slots[slot] = pending.count
        pending.append(entry)
        pendingIDs.insert(id)
        pendingCredits.add(core.amount, to: core.recipient)
        return .processed
    }

    /// `validate()` (§2.2 step 12, TX:527-548), in its order, against the confirmed account.
    static func validate(_ core: TransactionCore, account: LedgerAccount?, rules: LedgerRules) throws(DevnetRPCError) {
        // b: the block's gas limit, 84 000 000 EVM gas = 200 000 Scilla gas.
        guard core.gasLimit <= Ledger.blockGasLimitEVM / Ledger.evmGasPerScillaGas else {
            throw .gasLimitAboveBlock(core.gasLimit)
        }
        // c: the transaction's type and its minimum gas.
        let toZero = core.recipient.bytes.allSatisfy { $0 == 0 }
        switch (toZero, core.code.isEmpty, core.data.isEmpty) {
        case (false, true, true):
            guard core.gasLimit >= Ledger.paymentGas else { throw .gasLimitTooLow(core.gasLimit) }
        case (false, true, false), (true, false, _): throw .codeOrDataNotSupported
        default: throw .unknownTransactionType
        }
        // d: the price per EVM gas.
        guard let price = Ledger.weiPerEVMGas(core.gasPrice), price <= Ledger.totalSupplyWei else {
            throw .gasPriceTooHigh
        }
        guard price >= Ledger.weiPerEVMGas(rules.minimumGasPrice) ?? 0 else { throw .gasPriceTooLow }
        // f: 50 × gasPrice, a Qa figure, compared as a number with the balance in wei; no amount.
        let cost = Amount(qa: core.gasPrice.qa * UInt128(Ledger.paymentGas))
        let balanceWei = account?.wei ?? .zero
        if cost.qa > balanceWei.wei { throw .insufficientFunds(cost: cost, balanceWei: balanceWei.weiString) }
        // g: the nonce, shown 0-based.
        let accountNonce = account?.nonce ?? 0
        guard core.nonce - 1 >= accountNonce else { throw .nonceTooLow(nonce: core.nonce, account: accountNonce) }
        // h: the amount in wei fits u128 and stays under the total supply.
        let amountWei = core.amount.qa.multipliedReportingOverflow(by: Ledger.weiPerQa)
        guard !amountWei.overflow, amountWei.partialValue < Ledger.totalSupplyWei else { throw .invalidAmount }
    }

    /// Puts back transactions that were pending when a snapshot was taken, as they were.
    mutating func restorePending(_ transactions: [SignedTransaction]) {
        for transaction in transactions {
            let sender = transaction.core.senderPublicKey.address
            slots[PoolSlot(sender: sender, nonce: transaction.core.nonce)] = pending.count
            pending.append(PendingTransaction(transaction: transaction, id: transaction.id, sender: sender))
            pendingIDs.insert(transaction.id)
            pendingCredits.add(transaction.core.amount, to: transaction.core.recipient)
        }
    }

    // MARK: - Sealing a block

    /// Executes what can run in a new block: each sender's pending transactions in nonce order
    /// from its account's nonce on. Later nonces stay queued; transactions that cannot run (see
    /// ``execute(_:era:)``) are dropped, never mined. Nil when nothing was mined.
    ///
    /// With a finality lag, a block is made even with nothing to mine while a block among the
    /// newest `lag` holds transactions, so that they become final as the blocks go on (ZQ2 makes
    /// blocks whether or not there is anything to mine).
    ///
    /// With `allowEmpty` a block is made even with nothing to mine (`POST /control/blocks`).
    mutating func sealBlock(timestamp: UInt64, rules: LedgerRules, allowEmpty: Bool = false) -> TxBlock? {
        // A slice of `blocks` kept in a variable would share its storage until the append below
        // and make that append copy every block (quadratic over many blocks): read it in place.
        let finalizing =
            rules.finalityLag > 0
            && blocks.suffix(Int(clamping: rules.finalityLag)).contains { !$0.transactionIDs.isEmpty }
        let makesBlock = allowEmpty || finalizing
        guard !pending.isEmpty || !evmPending.isEmpty || makesBlock else { return nil }
        let number = latestBlock.number + 1
        let era = rules.eras.era(at: number)
        // The state before this block, for past reads when the one before it was not kept.
        let before = KeptState(accounts: accounts, contracts: contracts)
        var mined: [ConfirmedTransaction] = []
        var minedEVM: [ConfirmedEVMTransaction] = []
        var minedIDs: [TransactionID] = []
        var gasUsed: UInt64 = 0
        var evmGasUsed: UInt64 = 0
        var waiting = pending
        var waitingEVM = evmPending
        var progressed = true
        while progressed, !waiting.isEmpty || !waitingEVM.isEmpty {
            progressed = false
            var later: [PendingTransaction] = []
            for entry in waiting {
                let accountNonce = accounts[entry.sender]?.nonce ?? 0
                let next = accountNonce.addingReportingOverflow(1)
                if entry.transaction.core.nonce > next.partialValue, !next.overflow {
                    later.append(entry)
                    continue
                }
                progressed = true
                // A nonce the account has used since (or a frozen account): never mined.
                guard entry.transaction.core.nonce == next.partialValue, !next.overflow,
                    let receipt = execute(entry, era: era)
                else { continue }
                gasUsed += receipt.gasUsed
                evmGasUsed += receipt.gasUsed * Ledger.evmGasPerScillaGas
                mined.append(
                    ConfirmedTransaction(
                        transaction: entry.transaction, blockNumber: number, gasUsed: receipt.gasUsed,
                        success: receipt.success, errorCodes: receipt.errorCodes, cumulativeGasUsed: gasUsed))
                minedIDs.append(entry.id)
            }
            waiting = later
            let evmRound = runEVM(
                waitingEVM, block: number, timestamp: timestamp, index: minedIDs.count, cumulativeGas: evmGasUsed,
                rules: rules)
            waitingEVM = evmRound.later
            progressed = progressed || evmRound.progressed
            for done in evmRound.mined {
                evmGasUsed = done.cumulativeGasUsed
                gasUsed += (done.gasUsed + Ledger.evmGasPerScillaGas - 1) / Ledger.evmGasPerScillaGas
                minedEVM.append(done)
                minedIDs.append(done.id)
            }
        }
        pending = []
        pendingIDs = []
        slots = [:]
        pendingCredits = PendingCredits()
        restorePending(waiting.map(\.transaction))
        evmPending = []
        evmSlots = [:]
        restoreEVMPending(waitingEVM)
        guard !minedIDs.isEmpty || makesBlock else { return nil }
        for done in mined { confirmed[done.id] = done }
        for done in minedEVM { evmConfirmed[done.id] = done }
        let block = TxBlock(
            number: number, timestamp: timestamp, transactionIDs: minedIDs, gasUsed: gasUsed,
            evmGasUsed: minedEVM.isEmpty ? nil : evmGasUsed)
        if history[number - 1] == nil { history[number - 1] = before }
        blocks.append(block)
        keepHistory(lag: rules.finalityLag)
        return block
    }

    /// Keeps the state after the new head, and forgets states older than the depth and the lag need.
    /// A kept state shares the head's dictionaries (copy on write): a block that changes nothing,
    /// such as an empty one, costs one entry here, not a copy of the accounts.
    private mutating func keepHistory(lag: UInt64) {
        let head = latestBlock.number
        history[head] = KeptState(accounts: accounts, contracts: contracts)
        let depth = max(lag, Self.historyDepth)
        let oldest = head > depth ? head - depth : 0
        // The kept heights are consecutive (each block keeps its own, and the one before it when
        // missing): forgetting downwards from the oldest needed stops at the first gap, so each
        // block costs a step or two instead of a walk over every kept height.
        var height = oldest
        while height > 0, history.removeValue(forKey: height - 1) != nil { height -= 1 }
        if history.count > Int(clamping: depth) + 1 {
            for kept in history.keys where kept < oldest { history[kept] = nil }
        }
    }

    /// What executing a transaction wrote into its receipt.
    struct Receipt {
        let gasUsed: UInt64
        let success: Bool
        let errorCodes: [Int]?
    }

    /// Runs one transaction whose nonce is the account's next; nil when it is dropped instead
    /// (never mined, nothing charged, nonce not consumed).
    ///
    /// - legacy (§3, §5): the fee is 50 × gasPrice whatever the gas limit. An amount the balance
    ///   cannot cover after the fee fails the payment (`errors {"0":[2]}`), still charging the fee
    ///   and using the nonce. ZQ2's submission check lets through senders whose balance is below
    ///   the fee itself; what its execution then does is not in the doc, so the devnet drops them.
    /// - escrow-only (§7.3): the flat fee is 21000 × floor(gasPrice × 10^6 / 420) wei. The ledger
    ///   keeps whole Qa, so it charges that rounded up to a whole Qa: what `GetBalance` (which
    ///   truncates wei) would show after one deposit. At 2000000016 Qa it is exactly 50 × gasPrice.
    ///   A deposit the balance cannot cover with the fee is dropped; the amount is credited in full
    ///   to the escrow, the fee on top. A transaction to another address (pending from before the
    ///   switch) fails without moving its value, the fee charged.
    /// - disabled (§7.3): execution is refused, so every transaction is dropped.
    private mutating func execute(_ entry: PendingTransaction, era: LegacyEra) -> Receipt? {
        let core = entry.transaction.core
        guard var from = accounts[entry.sender] else { return nil }
        let paid = Receipt(gasUsed: Ledger.paymentGas, success: true, errorCodes: nil)
        switch era {
        case .disabled:
            return nil
        case .legacy:
            let fee = try? Wei(Amount(qa: core.gasPrice.qa * UInt128(Ledger.paymentGas)))
            guard let fee, let afterFee = try? from.wei.subtracting(fee) else { return nil }
            from.wei = afterFee
            from.nonce += 1
            if let amount = try? Wei(core.amount), let remaining = try? afterFee.subtracting(amount),
                move(amount, from: entry.sender, account: from, remaining: remaining, to: core.recipient)
            {
                return paid
            }
            accounts[entry.sender] = from
            return Receipt(gasUsed: Ledger.paymentGas, success: false, errorCodes: [2])
        case .escrowOnly:
            let fee = Ledger.escrowFlatFeeWei(gasPrice: core.gasPrice)
            guard core.recipient.isMigrationEscrow else {
                guard let afterFee = try? from.wei.subtracting(fee) else { return nil }
                from.wei = afterFee
                from.nonce += 1
                accounts[entry.sender] = from
                return Receipt(gasUsed: Ledger.paymentGas, success: false, errorCodes: nil)
            }
            guard let amount = try? Wei(core.amount), let total = try? amount.adding(fee),
                let remaining = try? from.wei.subtracting(total)
            else {
                return nil
            }
            from.nonce += 1
            guard move(amount, from: entry.sender, account: from, remaining: remaining, to: core.recipient) else {
                return nil
            }
            lodgeInEscrow(amount, from: entry.sender)
            return paid
        }
    }

    /// Stores the sender's `account` with `remaining` and credits `amount` to `recipient`; false,
    /// storing nothing, when the recipient's balance would pass ``Wei/max``. Both sides are worked
    /// out before either is stored, so a payment is applied whole or not at all.
    mutating func move(
        _ amount: Wei, from sender: Address, account: LedgerAccount, remaining: Wei, to recipient: Address
    ) -> Bool {
        var from = account
        from.wei = remaining
        // A payment to oneself is credited to the balance just debited.
        var to = recipient == sender ? from : accounts[recipient] ?? LedgerAccount(wei: .zero)
        guard let credited = try? to.wei.adding(amount) else { return false }
        to.wei = credited
        accounts[sender] = from
        accounts[recipient] = to
        return true
    }

    /// True when `amount`, on top of the recipient's balance and every pending payment to it,
    /// still fits ``Wei/max``: a funded account (the faucet has no ceiling but the type's) can
    /// otherwise be sent more than it can hold. The pending payments' sum is kept as they come and
    /// go (``PendingCredits``), not summed here.
    private func canCredit(_ amount: Amount, to recipient: Address) -> Bool {
        guard let pendingTotal = pendingCredits.total(to: recipient),
            let total = try? (accounts[recipient]?.wei ?? .zero).adding(pendingTotal),
            let value = try? Wei(amount)
        else { return false }
        return (try? total.adding(value)) != nil
    }
}
