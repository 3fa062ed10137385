import Foundation
import Synchronization
public import ZilliqaKit

/// The devnet's chain: accounts, pending and confirmed transactions, and blocks, behind one lock
/// so that the JSON-RPC handlers and the block producer can share it from any thread.
///
/// ```swift
/// let ledger = Ledger(rules: LedgerRules(confirmsImmediately: false),
///                     genesis: [alice.address: Amount(1_000_000, unit: .zil)])
/// let result = try ledger.submit(signed)   // throws DevnetRPCError with the node's code and message
/// ledger.sealBlock()                       // confirms what is pending
/// ledger.account(bob.address)?.balance
/// ```
public final class Ledger: Sendable {
    /// The gas a plain payment uses, and the lowest gas limit the node accepts for one.
    public static let paymentGas: UInt64 = 50
    /// EVM gas per Scilla gas (zq2-legacy-api.md §3).
    public static let evmGasPerScillaGas: UInt64 = 420
    /// A block's gas limit in EVM gas (§6): 200 000 Scilla gas.
    public static let blockGasLimitEVM: UInt64 = 84_000_000
    /// Wei per Qa: ZQ2's state keeps wei, the legacy API Qa (§4).
    public static let weiPerQa: UInt128 = 1_000_000
    /// The total native supply in wei, 21e27 (§4): no amount or gas price reaches it.
    public static let totalSupplyWei: UInt128 = 21_000_000_000 * 1_000_000_000_000_000_000
    /// The EVM gas a deposit to the escrow is charged (§3, §7.3).
    public static let escrowFlatGas: UInt128 = 21_000

    /// A legacy gas price (Qa per Scilla gas) as ZQ2 converts it: floor(gasPrice × 10^6 / 420) wei
    /// per EVM gas; nil when gasPrice × 10^6 overflows.
    public static func weiPerEVMGas(_ gasPrice: Amount) -> UInt128? {
        let wei = gasPrice.qa.multipliedReportingOverflow(by: weiPerQa)
        return wei.overflow ? nil : wei.partialValue / UInt128(evmGasPerScillaGas)
    }

    /// The escrow era's flat fee, 21000 × floor(gasPrice × 10^6 / 420) wei, in Qa rounded up (the
    /// devnet keeps whole Qa; rounding up leaves what ZQ2's truncating GetBalance would show).
    /// At 2000000016 Qa it is 100 000 000 800 Qa, exactly 50 × gasPrice.
    public static func escrowFlatFee(gasPrice: Amount) -> Amount {
        guard let perGas = weiPerEVMGas(gasPrice) else { return .max }
        let wei = perGas.multipliedReportingOverflow(by: escrowFlatGas)
        guard !wei.overflow else { return .max }
        let (qa, dust) = wei.partialValue.quotientAndRemainder(dividingBy: weiPerQa)
        return Amount(qa: dust == 0 ? qa : qa + 1)
    }

    /// The escrow era's flat fee in wei, exact: 21000 × floor(gasPrice × 10^6 / 420) (§3, §7.3).
    public static func escrowFlatFeeWei(gasPrice: Amount) -> Wei {
        guard let perGas = weiPerEVMGas(gasPrice) else { return .max }
        let wei = perGas.multipliedReportingOverflow(by: escrowFlatGas)
        return wei.overflow ? .max : Wei(wei: wei.partialValue)
    }

    /// 0x0000…0000, where EVM fees go (§3).
    public static let zeroEVMAddress: EVMAddress = {
        // 20 zero bytes are an address.
        guard let zero = try? EVMAddress(bytes: [UInt8](repeating: 0, count: 20)) else { preconditionFailure("zero") }
        return zero
    }()

    let currentRules: Mutex<LedgerRules>
    let state: Mutex<LedgerState>
    /// The head block's number, stored under the state's lock whenever the head changes (a block
    /// sealed or mined, a reset), so that ``eraAtHead`` reads it without taking that lock: each
    /// `CreateTransaction` asks for the era twice before the ledger's one locked step.
    private let headNumber: Atomic<UInt64>
    /// The chain as it was made or restored: what ``reset()`` goes back to.
    let startingState: LedgerState
    private let now: @Sendable () -> UInt64

    /// A new chain whose genesis block funds `genesis` (Qa, × 10^6 wei; past ``Wei/max``, ``Wei/max``).
    /// - Parameter clock: microseconds since 1970 for block timestamps; the system clock by default.
    public init(
        rules: LedgerRules, genesis: [Address: Amount], clock: @escaping @Sendable () -> UInt64 = Ledger.systemClock
    ) {
        currentRules = Mutex(rules)
        self.now = clock
        let accounts = genesis.mapValues { LedgerAccount(balance: $0) }
        let genesisBlock = TxBlock(number: 0, timestamp: clock(), transactionIDs: [], gasUsed: 0)
        var starting = LedgerState(accounts: accounts, blocks: [genesisBlock])
        starting.installEscrow(chainID: rules.evmChainID)
        starting.installNames()
        startingState = starting
        state = Mutex(startingState)
        headNumber = Atomic(starting.latestBlock.number)
    }

    /// A chain restored from a snapshot (see ``snapshot()``).
    /// - Throws: ``LedgerSnapshotError`` when the snapshot is for another chain or does not hold together.
    public init(
        rules: LedgerRules, snapshot: LedgerSnapshot, clock: @escaping @Sendable () -> UInt64 = Ledger.systemClock
    ) throws(LedgerSnapshotError) {
        currentRules = Mutex(rules)
        self.now = clock
        var starting = try snapshot.restore(chainID: rules.chainID)
        starting.installEscrow(chainID: rules.evmChainID)
        starting.installNames()
        startingState = starting
        state = Mutex(startingState)
        headNumber = Atomic(starting.latestBlock.number)
    }

    /// Microseconds since 1970 from the system clock.
    public static let systemClock: @Sendable () -> UInt64 = {
        UInt64(max(0, Date().timeIntervalSince1970 * 1_000_000))
    }

    // MARK: - Queries

    /// What transactions are checked against now (the control API may change the minimum gas
    /// price and when blocks are sealed while the devnet runs).
    public var rules: LedgerRules { currentRules.withLock { $0 } }

    /// The confirmed state of `address` at the head; nil for an account never funded.
    public func account(_ address: Address) -> LedgerAccount? {
        state.withLock { $0.accounts[address] }
    }

    /// The state of `address` in the newest final block (``LedgerRules/finalityLag`` blocks
    /// behind the head), as `GetBalance` reads it; nil for an account not created there.
    public func finalizedAccount(_ address: Address) -> LedgerAccount? {
        let lag = rules.finalityLag
        return state.withLock { state in
            let head = state.latestBlock.number
            return state.account(address, asOf: head > lag ? head - lag : 0)
        }
    }

    /// The number of the newest final block: the head less ``LedgerRules/finalityLag``, at least 0.
    public var finalizedHeight: UInt64 {
        let lag = rules.finalityLag
        let head = state.withLock { $0.latestBlock.number }
        return head > lag ? head - lag : 0
    }

    /// Where the transaction with `id` stands; nil when the devnet never accepted it.
    public func status(of id: TransactionID) -> TransactionStatus? {
        state.withLock { $0.status(of: id) }
    }

    /// The block with this number, if there is one.
    public func block(_ number: UInt64) -> TxBlock? {
        state.withLock { state in
            guard number < UInt64(state.blocks.count) else { return nil }
            return state.blocks[Int(number)]
        }
    }

    /// Counts and the newest block, for `GetBlockchainInfo` and `GetLatestTxBlock`.
    public func summary() -> ChainSummary {
        state.withLock { state in
            ChainSummary(
                blockCount: UInt64(state.blocks.count),
                transactionCount: UInt64(state.confirmed.count + state.evmConfirmed.count),
                pendingCount: state.pending.count + state.evmPending.count, latestBlock: state.latestBlock)
        }
    }

    /// The state of `address` after block `number` as far as the ledger keeps it (the finality lag's
    /// blocks; an older number reads the oldest state kept); nil for an account not created there.
    public func account(_ address: Address, atBlock number: UInt64) -> LedgerAccount? {
        state.withLock { $0.account(address, asOf: number) }
    }

    /// The state of `address` after block `number`, strictly: the head's for the head or later,
    /// the block's own within ``historyDepth`` blocks of the head.
    /// - Throws: ``DevnetRPCError/statePruned`` for an older block.
    public func account(_ address: Address, exactlyAtBlock number: UInt64) throws(DevnetRPCError) -> LedgerAccount? {
        try state.withLock { (state) throws(DevnetRPCError) -> LedgerAccount? in
            guard let kept = state.state(atBlock: number) else { throw .statePruned }
            return kept.accounts[address]
        }
    }

    /// How many blocks behind the head eth_getBalance, eth_getTransactionCount, eth_call and
    /// eth_getCode read (older answers ``DevnetRPCError/statePruned``).
    public static let historyDepth = LedgerState.historyDepth

    /// What `eth_getCode` answers for `address` after block `number`: a modelled contract's code,
    /// else no bytes.
    /// - Throws: ``DevnetRPCError/statePruned`` for a block older than ``historyDepth``.
    public func code(at address: Address, atBlock number: UInt64) throws(DevnetRPCError) -> [UInt8] {
        try state.withLock { (state) throws(DevnetRPCError) -> [UInt8] in
            guard let kept = state.state(atBlock: number) else { throw .statePruned }
            return kept.contracts[state.modelAddress(address)]?.code(at: address) ?? []
        }
    }

    /// Runs `call` on the modelled contract it names as of block `number` without changing
    /// anything (eth_call, eth_estimateGas); nil when there is no contract at that address.
    /// - Throws: ``DevnetRPCError/statePruned`` for a block older than ``historyDepth``.
    public func simulate(_ call: ContractCall, atBlock number: UInt64) throws(DevnetRPCError) -> (
        outcome: ContractOutcome, meter: GasMeter
    )? {
        try state.withLock { (state) throws(DevnetRPCError) -> (outcome: ContractOutcome, meter: GasMeter)? in
            guard let kept = state.state(atBlock: number) else { throw .statePruned }
            return state.simulate(call, in: kept)
        }
    }

    /// The ZRC-2 token whose legacy contract address is `address`, as it is now (its ERC-20 proxy's
    /// state: one set of balances); nil for any other address.
    public func zrc2Token(at address: Address) -> ERC20Model? {
        state.withLock { state in state.legacyContracts[address].flatMap { state.contracts[$0] as? ERC20Model } }
    }

    /// Where the EVM transaction with this hash stands; nil when the devnet does not hold it
    /// (never sent, replaced, or dropped).
    public func evmStatus(of id: TransactionID) -> EVMTransactionStatus? {
        state.withLock { $0.evmStatus(of: id) }
    }

    /// The head nonce of `address` plus its contiguous, funded pooled transactions (§1 `pending`).
    public func pendingNonce(of address: Address) -> UInt64 {
        state.withLock { $0.pendingNonce(of: address) }
    }

    /// The transactions of `block`, in order, either kind.
    public func transactions(in block: TxBlock) -> [BlockTransaction] {
        state.withLock { state in
            block.transactionIDs.compactMap { id in
                if let done = state.confirmed[id] { return .legacy(done) }
                return state.evmConfirmed[id].map(BlockTransaction.evm)
            }
        }
    }

    /// The transactions of either kind in blocks strictly before `before` (`.before`) or strictly
    /// after it (`.after`) that touched `address`, newest first, paged as Zilliqa 2.0's
    /// `ots_searchTransactions…` page (docs/zq2-ots.md): at least `pageSize` where there are that
    /// many, and every one of the last block walked; `finished` is false when more are left that
    /// way. Touched is what ZQ2's inspectors record: the sender, and the `to` it calls or pays (a
    /// modelled contract makes no calls of its own), for legacy transactions as for EVM ones
    /// (`ScillaInspector`). A walk along the chain under the lock, no index: each block once.
    public func transactions(touching address: Address, _ direction: SearchDirection, pageSize: Int)
        -> (found: [(transaction: BlockTransaction, block: TxBlock)], finished: Bool)
    {
        state.withLock { state in
            var found: [(transaction: BlockTransaction, block: TxBlock)] = []
            let blocks: [TxBlock] =
                switch direction {
                case .before(let block): state.blocks.reversed().filter { $0.number < block }
                case .after(let block): state.blocks.filter { $0.number > block }
                }
            for block in blocks {
                let touching = block.transactionIDs.reversed().compactMap { id -> BlockTransaction? in
                    if let done = state.confirmed[id] { return .legacy(done) }
                    return state.evmConfirmed[id].map(BlockTransaction.evm)
                }.filter { $0.touches(address) }
                guard !touching.isEmpty else { continue }
                if found.count >= pageSize {
                    return (Self.newestFirst(found, direction), false)
                }
                found.append(contentsOf: touching.map { ($0, block) })
            }
            return (Self.newestFirst(found, direction), true)
        }
    }

    /// The mined transaction `sender` signed with the `eth_` nonce `nonce` (a legacy one's nonce − 1),
    /// oldest first: a walk up the chain under the lock that stops at the first match, each
    /// transaction's sender worked out once.
    public func transaction(sentBy sender: Address, ethNonce nonce: UInt64) -> BlockTransaction? {
        state.withLock { state in
            for block in state.blocks {
                for id in block.transactionIDs {
                    let mined: BlockTransaction? =
                        state.confirmed[id].map(BlockTransaction.legacy)
                        ?? state.evmConfirmed[id].map(BlockTransaction.evm)
                    if let mined, mined.ethNonce == nonce, mined.senderAccount == sender { return mined }
                }
            }
            return nil
        }
    }

    /// Which way ``transactions(touching:_:pageSize:)`` walks from a block.
    public enum SearchDirection: Sendable, Hashable {
        /// Down the chain, from blocks strictly before this one.
        case before(UInt64)
        /// Up the chain, from blocks strictly after this one.
        case after(UInt64)
    }

    /// A walk up the chain found the oldest first; the answer is newest first either way
    /// (`api/ots.rs:346-353`).
    private static func newestFirst(
        _ found: [(transaction: BlockTransaction, block: TxBlock)], _ direction: SearchDirection
    ) -> [(transaction: BlockTransaction, block: TxBlock)] {
        guard case .after = direction else { return found }
        var blocks: [[(transaction: BlockTransaction, block: TxBlock)]] = []
        for entry in found {
            if blocks.last?.first?.block.number == entry.block.number {
                blocks[blocks.count - 1].append(entry)
            } else {
                blocks.append([entry])
            }
        }
        return blocks.reversed().flatMap { $0 }
    }

    // MARK: - Changes

    /// The era `CreateTransaction` meets now: the one of the head block.
    public var eraAtHead: LegacyEra {
        rules.eras.era(at: headNumber.load(ordering: .acquiring))
    }

    /// Stores the head's number for ``eraAtHead``; called under the state's lock after any change
    /// that may have moved the head.
    func publishHead(of state: borrowing LedgerState) {
        headNumber.store(state.latestBlock.number, ordering: .releasing)
    }

    /// Checks `transaction` as Zilliqa 2.0 does (zq2-legacy-api.md §2.2 steps 0, 2, 3, 8-13) and
    /// pools it (or, when the rules say so, mines it at once). Sending a transaction that is already
    /// pending or mined again answers its id and changes nothing.
    /// - Throws: ``DevnetRPCError`` with ZQ2's code and message for each rejection.
    public func submit(_ transaction: SignedTransaction) throws(DevnetRPCError) -> SubmitResult {
        let rules = rules
        let now = now
        guard eraAtHead != .disabled else { throw .createTransactionDisabled }
        // Signature, hash and address outside the lock: concurrent submissions verify in parallel.
        try LedgerState.checkStatelessly(transaction, rules: rules)
        let id = transaction.id
        let sender = transaction.core.senderPublicKey.address
        return try state.withLock { (state) throws(DevnetRPCError) -> SubmitResult in
            let outcome = try state.accept(transaction, id: id, sender: sender, rules: rules)
            // Read under the state lock: a switch to immediate confirmation either sees this
            // transaction pending and seals it, or happened before and is seen here.
            let current = currentRules.withLock { $0 }
            let block =
                outcome == .processed && current.confirmsImmediately
                ? state.sealBlock(timestamp: now(), rules: current) : nil
            if block != nil { publishHead(of: state) }
            return SubmitResult(id: id, sender: sender, outcome: outcome, sealedBlock: block)
        }
    }

    /// Checks an EVM transaction as ZQ2 does (zq2-eth-api.md §2.2 steps 8-10) and pools it (or, when
    /// the rules say so, mines it at once). A known hash, mined or pooled, answers its hash again.
    /// - Throws: ``DevnetRPCError`` with ZQ2's code and message for each rejection.
    public func submit(_ transaction: EthTransaction) throws(DevnetRPCError) -> EVMSubmitResult {
        let now = now
        // The hash as an id and the sender's account outside the lock, as for legacy transactions.
        let id = transaction.id
        let sender = transaction.senderAccount
        return try state.withLock { (state) throws(DevnetRPCError) -> EVMSubmitResult in
            let current = currentRules.withLock { $0 }
            let outcome = try state.acceptEVM(transaction, id: id, sender: sender, rules: current)
            let block =
                outcome == .processed && current.confirmsImmediately
                ? state.sealBlock(timestamp: now(), rules: current) : nil
            if block != nil { publishHead(of: state) }
            return EVMSubmitResult(transaction: transaction, outcome: outcome, sealedBlock: block)
        }
    }

    /// Mines what can run of the pending transactions in a new block: balances and nonces move now.
    /// - Returns: the new block, or nil when nothing was mined (no empty blocks are made, except
    ///   under a finality lag while the newest blocks hold transactions not yet final).
    @discardableResult
    public func sealBlock() -> TxBlock? {
        let now = now
        let rules = rules
        return state.withLock { state in
            let block = state.sealBlock(timestamp: now(), rules: rules)
            publishHead(of: state)
            return block
        }
    }

    /// The most blocks one ``mineBlocks(_:)`` makes.
    public static let maximumBlocksMined: UInt64 = 100_000

    /// Makes `count` blocks now, empty when nothing is pending: what is pending goes into the first.
    /// Each block keeps its past state for reads at its number, sharing the head's storage while
    /// nothing changes, so empty blocks cost a block header and a history entry each.
    /// - Returns: the new head's number.
    /// - Throws: ``MineBlocksError`` for 0 or more than ``maximumBlocksMined``.
    @discardableResult
    public func mineBlocks(_ count: UInt64) throws(MineBlocksError) -> UInt64 {
        guard count > 0, count <= Self.maximumBlocksMined else { throw .countOutOfRange(count) }
        let now = now
        let rules = rules
        return state.withLock { state in
            for _ in 0..<count { _ = state.sealBlock(timestamp: now(), rules: rules, allowEmpty: true) }
            publishHead(of: state)
            return state.latestBlock.number
        }
    }
}
