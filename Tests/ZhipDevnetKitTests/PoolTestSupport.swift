import Testing
import ZhipDevnetKit
import ZilliqaKit

/// Pools for the staking tests: a model run directly, and the known answers worked out by hand
/// from the contracts' formulas (docs/zq2-staking.md, docs/devnet-staking.md).
enum PoolFixture {
    static let zil: UInt128 = 1_000_000_000_000_000_000
    static let pool = ContractAddress.pool(1)
    static let token = ContractAddress.poolToken(1)
    static let receiver = ContractAddress.commissionReceiver(1)
    static var alice: Address { EthFixture.account(EthFixture.alice) }
    static var bob: Address { EthFixture.account(EthFixture.bob) }

    /// A pool of `kind` with 10 % commission, 100 ZIL minimum and 5 unbonding blocks.
    static func model(_ kind: DelegationPoolModel.Kind) throws -> DelegationPoolModel {
        DelegationPoolModel(
            try PoolDeployment(kind: kind), receiver: receiver, lst: kind == .liquid ? token : nil)
    }

    /// Runs `input` on `model` from `caller` with `value` in block `block` (at `contract`, the pool by default).
    @discardableResult
    static func run(
        _ model: inout DelegationPoolModel, _ input: [UInt8], from caller: Address = alice, value: UInt128 = 0,
        block: UInt64 = 1, contract: Address = pool
    ) -> (outcome: ContractOutcome, meter: GasMeter) {
        var meter = GasMeter(intrinsic: 21_000)
        let outcome = model.run(
            ContractCall(contract: contract, caller: caller, value: value, input: input, blockNumber: block),
            meter: &meter)
        return (outcome, meter)
    }

    /// The one word `outcome` returned, as a number.
    static func word(_ outcome: ContractOutcome) throws -> UInt256 {
        guard case .returned(let data) = outcome.result else {
            Issue.record("reverted: \(outcome)")
            return .zero
        }
        return try ABIReader(data).uint256(at: 0)
    }

    /// A view's answer from `caller` in `block`.
    static func view(
        _ model: DelegationPoolModel, _ function: ABIFunction, from caller: Address = alice, block: UInt64 = 1
    )
        throws -> UInt256
    {
        var copy = model
        return try word(run(&copy, function.selector, from: caller, block: block).outcome)
    }

    /// A revert with the custom error whose selector is `selector` (hex, from the doc) and `words` as arguments.
    static func customError(_ selector: String, _ words: [UInt256]) throws -> ContractOutcome.Result {
        .reverted(try bytes(selector) + words.flatMap { ABIValue.uint256($0).word })
    }

    /// A liquid pool where alice staked 1000 ZIL in block 1 and unstaked 400 shares in block 10.
    static func unstakedPool() throws -> DelegationPoolModel {
        var model = try model(.liquid)
        run(&model, Delegation.stake.selector, value: 1_000 * zil)
        run(&model, Delegation.unstakeCall(amount: wei(400)), block: 10)
        return model
    }

    /// A ledger confirming at once with a pool of `kind` deployed, alice's `zil` ZIL staked in it.
    static func stakedLedger(_ kind: DelegationPoolModel.Kind, zil amount: UInt128) throws -> (
        ledger: Ledger, handler: JSONRPCHandler, pool: DeployedPool
    ) {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let pool = try ledger.deployPool(PoolDeployment(kind: kind))
        _ = try TokenFixture.send(
            handler, pool.address, Delegation.stake.selector, value: amount * zil, gasLimit: 400_000)
        return (ledger, handler, pool)
    }

    /// `n` ZIL in wei as a 256-bit number.
    static func wei(_ zil: UInt64) -> UInt256 { UInt256(UInt128(zil) * Self.zil) }

    /// The bytes of a hex literal (a selector or custom error from the doc).
    static func bytes(_ hex: String) throws -> [UInt8] { try Hex.decode(hex) }
}
