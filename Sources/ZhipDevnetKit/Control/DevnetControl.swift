public import ZilliqaKit

/// Changes a running devnet and shows what it received: what the control API
/// (`--control-token`, `/control/…`) does over HTTP, callable in-process too.
///
/// ```swift
/// let control = devnet.control
/// try control.fund(wallet.address, with: Amount(100, unit: .zil))
/// control.setBlockSchedule(.onDemand)
/// // … the wallet sends …
/// control.received.summary()          // received 1, accepted 1, rejected 0
/// control.confirmNow()                // the block that confirmed it
/// let pool = try control.deployPool(PoolDeployment(kind: .liquid))
/// try control.mineBlocks(5)            // past an unbonding period
/// control.reset()                     // back to genesis, log cleared
/// ```
public final class DevnetControl: Sendable {
    /// The chain changed.
    public let ledger: Ledger
    /// Every `CreateTransaction` received since start or the last ``reset()``.
    public let received: ReceivedTransactionLog
    /// What the node says instead of the truth, for a hostile node's tests (`POST /control/lies`).
    public let lies: DevnetLies
    let faults: LiveFaults
    let blocks: BlockProducer
    let saver: StateSaver?

    init(
        ledger: Ledger, received: ReceivedTransactionLog, lies: DevnetLies = DevnetLies(), faults: LiveFaults,
        blocks: BlockProducer, saver: StateSaver?
    ) {
        self.ledger = ledger
        self.received = received
        self.lies = lies
        self.faults = faults
        self.blocks = blocks
        self.saver = saver
    }

    /// Adds `amount` to the balance of `address` (opening the account), as a faucet would.
    /// - Returns: the account after funding.
    /// - Throws: ``AmountError/additionOverflow(_:_:)`` when the balance would pass ``Amount/max``.
    @discardableResult
    public func fund(_ address: Address, with amount: Amount) throws(AmountError) -> LedgerAccount {
        let account = try ledger.fund(address, with: amount)
        saver?.save()
        return account
    }

    /// Deploys `token` (see ``Ledger/deploy(_:)``).
    /// - Throws: ``TokenDeploymentError/tooManyContracts`` when the devnet holds too many.
    public func deploy(_ token: TokenDeployment) throws(TokenDeploymentError) -> DeployedToken {
        let deployed = try ledger.deploy(token)
        saver?.save()
        return deployed
    }

    /// Deploys a delegated staking pool (see ``Ledger/deployPool(_:)``).
    /// - Throws: ``PoolDeploymentError/tooManyPools`` when the devnet holds too many.
    public func deployPool(_ pool: PoolDeployment) throws(PoolDeploymentError) -> DeployedPool {
        let deployed = try ledger.deployPool(pool)
        saver?.save()
        return deployed
    }

    /// Adds `wei` of rewards to the pool at `address` (see ``Ledger/addPoolRewards(_:to:)``).
    /// - Returns: the pool's balance after.
    @discardableResult
    public func addPoolRewards(_ wei: Wei, to address: Address) throws(PoolRewardsError) -> Wei {
        let balance = try ledger.addPoolRewards(wei, to: address)
        saver?.save()
        return balance
    }

    /// Mines `count` blocks now, empty when nothing is pending (see ``Ledger/mineBlocks(_:)``).
    /// - Returns: the new head's number.
    @discardableResult
    public func mineBlocks(_ count: UInt64) throws(MineBlocksError) -> UInt64 {
        let head = try ledger.mineBlocks(count)
        saver?.save()
        return head
    }

    /// Registers `calldata` as a valid migration escrow claim (see ``Ledger/registerEscrowClaim(_:)``).
    public func registerEscrowClaim(_ calldata: [UInt8]) -> Bool {
        guard ledger.registerEscrowClaim(calldata) else { return false }
        saver?.save()
        return true
    }

    /// Registers a ZilNames name (see ``Ledger/registerName(_:address:reverse:)``).
    public func registerName(_ name: ZilName, address: Address, reverse: Bool) throws(NameRegistrationError) {
        try ledger.registerName(name, address: address, reverse: reverse)
        saver?.save()
    }

    /// Deploys the DEX with `feeBasisPoints` (see ``Ledger/deployDex(feeBasisPoints:)``).
    /// - Throws: ``DexDeploymentError``: a fee past 1000, a DEX already deployed.
    public func deployDex(feeBasisPoints: UInt64 = DexModel.plunderSwapFee) throws(DexDeploymentError)
        -> DexDeployment
    {
        let deployed = try ledger.deployDex(feeBasisPoints: feeBasisPoints)
        saver?.save()
        return deployed
    }

    /// Seeds (or adds to) the pair of `token` and WZIL (see ``Ledger/seedLiquidity(token:zil:amount:)``).
    /// - Throws: ``LiquiditySeedError``: no DEX, an unknown token, a reserve past uint112.
    @discardableResult
    public func seedLiquidity(token: Address, zil: Wei, amount: UInt256) throws(LiquiditySeedError)
        -> SeededLiquidity
    {
        let seeded = try ledger.seedLiquidity(token: token, zil: zil, amount: amount)
        saver?.save()
        return seeded
    }

    /// The lowest gas price accepted from now on (`GetMinimumGasPrice`).
    public func setMinimumGasPrice(_ price: Amount) {
        ledger.setMinimumGasPrice(price)
    }

    /// When blocks are sealed now.
    public var blockSchedule: BlockSchedule { blocks.schedule }

    /// Seals blocks as `schedule` says from now on; switching to ``BlockSchedule/immediate``
    /// confirms what is pending at once.
    /// - Returns: the block that switch sealed, if any.
    @discardableResult
    public func setBlockSchedule(_ schedule: BlockSchedule) -> TxBlock? {
        blocks.change(to: schedule)
    }

    /// Seals a block now with every pending transaction.
    /// - Returns: the block; nil when nothing was pending (no empty blocks are made).
    @discardableResult
    public func confirmNow() -> TxBlock? {
        let block = ledger.sealBlock()
        if block != nil { saver?.save() }
        return block
    }

    /// The fault plan in force; nil for none.
    public var faultPlan: FaultPlan? { faults.current?.plan }

    /// Injects `plan`'s faults into JSON-RPC answers from now on (its draws start afresh from its
    /// seed); nil stops injecting. Control requests are never spoiled.
    public func setFaults(_ plan: FaultPlan?) {
        faults.replace(with: plan)
    }

    /// Puts the ledger back as the devnet started (its genesis accounts, or the `--state` file as
    /// loaded) and forgets the transactions received. Gas price, block schedule and faults stay.
    public func reset() {
        ledger.reset()
        received.clear()
        saver?.save()
    }
}
