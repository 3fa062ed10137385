import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A fake mainnet node (a ``PaymentWorld``'s, registered in the test's container) with one liquid
/// pool (10 % commission, 1000 ZIL staked, minimum 100 ZIL, unbonding 5 blocks, an LST "stZIL"
/// priced 1.09 ZIL with 1000 in supply) and the sender (``TestWallets/keyPair``'s EVM account)
/// holding 5000 ZIL and 100 stZIL, nothing unbonding; every simulated call succeeds and is
/// estimated at 150,000 gas. Answers are words written here by hand.
struct StakingFixture {
    let world: PaymentWorld
    let pool: StakingPool
    let lst: Token

    static let poolAddress = "0x1f0e86bc299cc66df2e5512a7786c3f528c0b5b6"
    static let lstAddress = "0x8a2afd8fe79f8c694210eb71f4d726fc8cafdb31"

    /// `n` whole ZIL (or LST) in wei (smallest units).
    static func zil(_ n: UInt64) -> UInt256 { UInt256(n).multipliedReportingOverflow(by: oneToken).partialValue }
    static let oneToken = UInt256(UInt64(1_000_000_000_000_000_000))

    init(
        lstHeld: UInt256 = zil(100), claimable: UInt256 = .zero, pending: [(block: UInt64, amount: UInt256)] = [],
        head: UInt64 = 15, minimum: UInt256 = zil(100)
    ) throws {
        world = PaymentWorld()
        lst = try Token(
            contract: try EVMAddress(Self.lstAddress), symbol: "stZIL", name: "Staked ZIL", decimals: 18,
            evmChainID: Network.mainnet.evmChainID)
        pool = StakingPool(
            address: try EVMAddress(Self.poolAddress), name: "Test pool", kind: .liquid(lst: lst),
            evmChainID: Network.mainnet.evmChainID)
        world.fundEVM(Wei(5_000, unit: .zil))
        node.setBlockNumber(head)
        let to = pool.address
        answer(Self.word(1_000) + Self.word(10_000), to, Delegation.getCommission.selector)
        answer(Self.zil(1_000).bigEndianBytes, to, Delegation.getStake.selector)
        answer(minimum.bigEndianBytes, to, Delegation.getMinDelegation.selector)
        answer(Self.word(5), to, Delegation.unbondingPeriod.selector)
        answer(UInt256(UInt64(1_090_000_000_000_000_000)).bigEndianBytes, to, Delegation.getPrice.selector)
        answer(Self.zil(1_000).bigEndianBytes, lst.contract, ERC20.totalSupply.selector)
        answer(claimable.bigEndianBytes, to, Delegation.getClaimable.selector)
        answer(
            Self.word(32) + Self.word(UInt64(pending.count))
                + pending.flatMap { Self.word($0.block) + $0.amount.bigEndianBytes },
            to, Delegation.getPendingClaims.selector)
        answer(lstHeld.bigEndianBytes, lst.contract, ERC20.balanceOfCall(sender))
        for data in [
            Delegation.stake.selector, Delegation.claim.selector, Delegation.unstakeCall(amount: lstHeld),
            Delegation.unstakeCall(amount: Self.zil(50)),
        ] {
            answer([], to, data)
        }
        node.setGasEstimate(.success(150_000), to: to)
    }

    var node: FakeEVMService { world.evm }
    var sender: EVMAddress { world.evmSender }

    func answer(_ bytes: [UInt8], _ to: EVMAddress, _ data: [UInt8]) {
        node.setCallAnswer(.success(bytes), to: to, data: data)
    }

    static func word(_ number: UInt64) -> [UInt8] { UInt256(number).bigEndianBytes }

    /// The order of `action` on the pool from the sender, with `gasLimit` when given.
    func order(_ action: StakingAction, gasLimit: UInt64? = nil) -> PaymentOrder {
        PaymentOrder(
            StakingCall(pool: pool, action: action), from: .evm, sender: sender, terms: PaymentTerms(gasLimit: gasLimit)
        )
    }

    /// The session of `action`.
    func session(_ action: StakingAction, gasLimit: UInt64? = nil) -> PaymentSession {
        world.session(order(action, gasLimit: gasLimit))
    }
}
