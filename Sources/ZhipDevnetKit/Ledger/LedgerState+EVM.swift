import ZilliqaKit

/// The EVM side of the ledger (zq2-eth-api.md §2, §8.4): ingress checks, the pool, execution.
extension LedgerState {
    /// The gas limit of a block (§7).
    static let blockGasLimit: UInt64 = 84_000_000
    /// The least gas an EVM transaction may offer (§2.2 step 9b).
    static let minimumEVMGas: UInt64 = 21_000
    /// The largest input and init code ZQ2 takes (§2.2 step 9a).
    static let maximumInput = 131_072
    static let maximumInitCode = 49_152
    /// Where EVM fees go (ZIP-9, §3).
    static let feeSink = EthTransaction.account(Ledger.zeroEVMAddress)

    // MARK: - Accepting

    /// §2.2 steps 8-10 for a decoded transaction: the mined duplicate, `validate()`, the devnet's own
    /// refusal of contracts it does not model (a creation, calldata to an address without a model), then the pool.
    /// `id` and `sender` are the transaction's own (``EthTransaction/id``, ``EthTransaction/senderAccount``),
    /// worked out by the caller before it took the ledger's lock.
    mutating func acceptEVM(
        _ transaction: EthTransaction, id: TransactionID, sender: Address, rules: LedgerRules
    ) throws(DevnetRPCError) -> SubmitOutcome {
        if evmConfirmed[id] != nil { return .alreadyPresent }
        try Self.validateEVM(transaction, account: accounts[sender], rules: rules)
        guard let recipient = transaction.recipientAccount,
            transaction.input.isEmpty || contracts[modelAddress(recipient)] != nil
        else { throw .ethContractsNotExecuted }
        let slot = PoolSlot(sender: sender, nonce: transaction.nonce)
        if let index = evmSlots[slot] {
            let held = evmPending[index]
            if held.id == id { return .alreadyPresent }
            // A lower price is answered with its hash but not added; an equal or higher one replaces.
            if transaction.poolPrice < held.poolPrice { return .higherPricedSameNonce }
            evmPending[index] = transaction
            return .processed
        }
        evmSlots[slot] = evmPending.count
        evmPending.append(transaction)
        return .processed
    }

    /// `validate()` (§2.2 step 9, TX:527-548) in its order, against the head account.
    static func validateEVM(_ transaction: EthTransaction, account: LedgerAccount?, rules: LedgerRules)
        throws(DevnetRPCError)
    {
        // a: input size, and init code for a creation.
        let size = transaction.input.count
        if size > maximumInput {
            throw .ethRejected("Transaction input size (\(size)) exceeds limit (\(maximumInput))")
        }
        if transaction.to == nil, size > maximumInitCode {
            throw .ethRejected("Init code size (\(size)) exceeds limit (\(maximumInitCode))")
        }
        // b: gas limit ("exceeeds" is ZQ2's spelling).
        let gas = transaction.gasLimit
        if gas > blockGasLimit {
            throw .ethRejected("Txn gas limit (\(gas)) exceeeds block gas limit (\(blockGasLimit))")
        }
        if gas < minimumEVMGas {
            throw .ethRejected("Insufficient EVM txn gas supplied (\(gas)) - required (\(minimumEVMGas))")
        }
        // c: gasPrice, or maxFeePerGas for type 2.
        let price = transaction.poolPrice
        if price < rules.evmGasPrice { throw .ethRejected("Provided gas price is too low") }
        if price > Ledger.totalSupplyWei { throw .ethRejected("Provided gas price is too high") }
        // d: the chain id, when signed with one.
        if let chainID = transaction.chainID, chainID != rules.evmChainID {
            throw .ethRejected("Txn has chain id \(chainID), expected chain \(rules.evmChainID)")
        }
        // e: gasLimit × price + value against the balance; equal passes.
        let balance = account?.wei.wei ?? 0
        let cost = DecimalSum(UInt128(gas) * price, transaction.value)
        if cost.exceeds(balance) {
            throw .ethRejected("Insufficient funds - txn cost \(cost) but account balance \(balance)")
        }
        // f: a nonce already used (a higher one is queued).
        let accountNonce = account?.nonce ?? 0
        if transaction.nonce < accountNonce {
            throw .ethRejected("Txn nonce (\(transaction.nonce)) is too low for account (\(accountNonce))")
        }
        // g: the value, in whole Qa, below the total supply.
        if transaction.value / Ledger.weiPerQa * Ledger.weiPerQa >= Ledger.totalSupplyWei {
            throw .ethRejected("Invalid amount")
        }
    }

    /// Puts back EVM transactions that were pending (a snapshot, or those a block left queued).
    mutating func restoreEVMPending(_ transactions: [EthTransaction]) {
        for transaction in transactions {
            evmSlots[PoolSlot(sender: transaction.senderAccount, nonce: transaction.nonce)] = evmPending.count
            evmPending.append(transaction)
        }
    }

    // MARK: - Queries

    func evmStatus(of id: TransactionID) -> EVMTransactionStatus? {
        if let done = evmConfirmed[id] { return .confirmed(done) }
        return evmPending.first { $0.id == id }.map(EVMTransactionStatus.pooled)
    }

    /// `eth_getTransactionCount(…, "pending")` (§1): the head nonce plus the pooled transactions of
    /// `address` with contiguous nonces from it that its balance can fund, either kind; gaps stop the count.
    func pendingNonce(of address: Address) -> UInt64 {
        var nonce = accounts[address]?.nonce ?? 0
        var left = accounts[address]?.wei.wei ?? 0
        while nonce < .max {
            let cost: UInt128?
            if let index = evmSlots[PoolSlot(sender: address, nonce: nonce)] {
                let pooled = evmPending[index]
                let gas = UInt128(pooled.gasLimit).multipliedReportingOverflow(by: pooled.poolPrice)
                let total = gas.partialValue.addingReportingOverflow(pooled.value)
                cost = gas.overflow || total.overflow ? nil : total.partialValue
            } else if let index = slots[PoolSlot(sender: address, nonce: nonce + 1)] {
                let core = pending[index].transaction.core
                let wei = (core.gasPrice.qa * UInt128(Ledger.paymentGas)).multipliedReportingOverflow(
                    by: Ledger.weiPerQa)
                let total = wei.partialValue.addingReportingOverflow((try? Wei(core.amount))?.wei ?? .max)
                cost = wei.overflow || total.overflow ? nil : total.partialValue
            } else {
                break
            }
            guard let cost, cost <= left else { break }
            left -= cost
            nonce += 1
        }
        return nonce
    }

    // MARK: - Executing

    /// One pass over the waiting EVM transactions of a block being made (its timestamp in
    /// microseconds): each whose nonce is its sender's runs (or is dropped), later nonces wait for
    /// the next pass.
    mutating func runEVM(
        _ waiting: [EthTransaction], block: UInt64, timestamp: UInt64, index: Int, cumulativeGas: UInt64,
        rules: LedgerRules
    ) -> (mined: [ConfirmedEVMTransaction], later: [EthTransaction], progressed: Bool) {
        var mined: [ConfirmedEVMTransaction] = []
        var later: [EthTransaction] = []
        var progressed = false
        var gas = cumulativeGas
        for transaction in waiting {
            let accountNonce = accounts[transaction.senderAccount]?.nonce ?? 0
            if transaction.nonce > accountNonce {
                later.append(transaction)
                continue
            }
            progressed = true
            // A nonce used since: dropped, never mined.
            guard transaction.nonce == accountNonce,
                let receipt = executeEVM(transaction, baseFee: rules.evmGasPrice, timestamp: timestamp / 1_000_000)
            else { continue }
            gas += receipt.gasUsed
            mined.append(
                ConfirmedEVMTransaction(
                    transaction: transaction, blockNumber: block, index: index + mined.count,
                    gasUsed: receipt.gasUsed, cumulativeGasUsed: gas, effectiveGasPrice: transaction.poolPrice,
                    success: receipt.success, logs: receipt.logs, paidAccounts: receipt.paid))
        }
        return (mined, later, progressed)
    }

    /// Runs a transfer, or a call to a modelled contract, whose nonce is its sender's (§8.4 items
    /// 6-7); nil when it is dropped without a receipt (priority above maxFee, gas below the
    /// intrinsic, maxFee below the base fee, a balance that no longer covers gasLimit × maxFee +
    /// value, a credit that would overflow). A contract sees `timestamp` (seconds) as `block.timestamp`.
    private mutating func executeEVM(_ transaction: EthTransaction, baseFee: UInt128, timestamp: UInt64) -> (
        gasUsed: UInt64, success: Bool, logs: [EthLog], paid: [Address]
    )? {
        let sender = transaction.senderAccount
        guard let recipient = transaction.recipientAccount, var from = accounts[sender], from.nonce < .max else {
            return nil
        }
        if let priority = transaction.maxPriorityFeePerGas, priority > transaction.poolPrice { return nil }
        guard transaction.intrinsicGas <= transaction.gasLimit, transaction.poolPrice >= baseFee else { return nil }
        guard let reserved = try? Wei.fee(gasPrice: Wei(wei: transaction.poolPrice), gasLimit: transaction.gasLimit),
            let required = try? reserved.adding(Wei(wei: transaction.value)), from.wei >= required
        else { return nil }
        // A modelled contract runs before the fee is known; its state is kept only on success.
        let contractsBefore = contracts
        let run = runContract(transaction, timestamp: timestamp)
        // Kept only for a call that pays out (runContract leaves the accounts as they are): a copy
        // taken for every transaction would make each later write copy every account.
        let accountsBefore = run?.payouts.isEmpty == false ? accounts : nil
        let gasUsed = run?.gasUsed ?? transaction.intrinsicGas
        guard let fee = try? Wei.fee(gasPrice: Wei(wei: transaction.chargedPrice(baseFee: baseFee)), gasLimit: gasUsed),
            let afterFee = try? from.wei.subtracting(fee)
        else {
            contracts = contractsBefore
            return nil
        }
        from.wei = afterFee
        from.nonce += 1
        // A blocked recipient (nonce u64::MAX, §5): status 0x0, fee charged, value not moved; a
        // reverted contract call likewise.
        let blocked = (recipient != sender && accounts[recipient]?.nonce == .max) || run?.success == false
        if blocked {
            accounts[sender] = from
        } else {
            let value = Wei(wei: transaction.value)
            guard let remaining = try? afterFee.subtracting(value),
                move(value, from: sender, account: from, remaining: remaining, to: recipient)
            else {
                contracts = contractsBefore
                return nil
            }
        }
        if !blocked, let run, !payOut(run.payouts, from: modelAddress(recipient)) {
            contracts = contractsBefore
            if let accountsBefore { accounts = accountsBefore }
            return nil
        }
        var sink = accounts[Self.feeSink] ?? LedgerAccount(wei: .zero)
        sink.wei = (try? sink.wei.adding(fee)) ?? .max
        accounts[Self.feeSink] = sink
        return (gasUsed, !blocked, run?.logs ?? [], blocked ? [] : Self.touched(by: run))
    }

    /// The accounts a successful contract run called in turn or paid, each once, in order (what
    /// the index records of its inner call frames).
    private static func touched(by run: ContractRun?) -> [Address] {
        guard let run else { return [] }
        var seen: Set<Address> = []
        return (run.innerCalls + run.payouts.flatMap { [$0.from, $0.to].compactMap(\.self) }).filter {
            seen.insert($0).inserted
        }
    }
}

/// `a + b` for the funds check's message, exact even past `UInt128.max` (a cost near the limit).
struct DecimalSum: CustomStringConvertible {
    let low: UInt128
    let carry: Bool

    init(_ a: UInt128, _ b: UInt128) {
        (low, carry) = a.addingReportingOverflow(b)
    }

    func exceeds(_ balance: UInt128) -> Bool { carry || low > balance }

    var description: String {
        guard carry else { return String(low) }
        // 2^128 + low, in decimal: add digit by digit.
        let power = Array("340282366920938463463374607431768211456".reversed())
        let digits = Array(String(low).reversed())
        var result: [Character] = []
        var rest = 0
        for index in 0..<max(power.count, digits.count) {
            let sum =
                (index < power.count ? Int(String(power[index])) ?? 0 : 0)
                + (index < digits.count ? Int(String(digits[index])) ?? 0 : 0) + rest
            result.append(Character(String(sum % 10)))
            rest = sum / 10
        }
        if rest > 0 { result.append(Character(String(rest))) }
        return String(result.reversed())
    }
}
