public import ZilliqaKit

/// A delegated staking pool to deploy on the devnet (`POST /control/pools`), checked against the
/// limits below: its kind, commission, minimum stake, unbonding blocks, name, its token's symbol
/// (liquid), and who receives the commission.
public struct PoolDeployment: Sendable, Hashable {
    /// The longest name taken, in UTF-8 bytes.
    public static let maximumNameBytes = 256
    /// The longest token symbol taken, in UTF-8 bytes.
    public static let maximumSymbolBytes = 64
    /// The longest unbonding period taken, in blocks (ten times a week of one-second blocks).
    public static let maximumUnbondingBlocks: UInt64 = 6_048_000
    /// The contracts' `MIN_DELEGATION`, 100 ZIL (`BaseDelegation.sol:1048`).
    public static let contractMinimum: UInt128 = 100_000_000_000_000_000_000
    /// The default commission, 10 %, in 1/10000.
    public static let defaultCommission: UInt64 = 1_000
    /// The default unbonding period in blocks: short, for tests that mine them (`POST /control/blocks`).
    public static let defaultUnbondingBlocks: UInt64 = 5

    public let kind: DelegationPoolModel.Kind
    public let name: String
    public let symbol: String
    /// The rate's numerator over 10000.
    public let commission: UInt64
    public let minimumDelegation: UInt128
    public let unbondingBlocks: UInt64
    /// Nil: an address derived from the pool's counter.
    public let commissionReceiver: Address?

    /// - Throws: ``PoolDeploymentError`` for a commission of 100 % or more (the contract takes
    ///   rates below 10000, `BaseDelegation.sol:1240`), an unbonding period, name or symbol past its limit.
    public init(
        kind: DelegationPoolModel.Kind, commission: UInt64 = defaultCommission,
        minimumDelegation: UInt128 = contractMinimum, unbondingBlocks: UInt64 = defaultUnbondingBlocks,
        name: String? = nil, symbol: String = "stZIL", commissionReceiver: Address? = nil
    ) throws(PoolDeploymentError) {
        guard commission < DelegationPoolModel.denominator else { throw .commissionTooHigh(commission) }
        guard unbondingBlocks <= Self.maximumUnbondingBlocks else { throw .unbondingTooLong(unbondingBlocks) }
        let name = name ?? (kind == .liquid ? "Devnet liquid pool" : "Devnet non-liquid pool")
        guard name.utf8.count <= Self.maximumNameBytes else { throw .nameTooLong(name.utf8.count) }
        guard symbol.utf8.count <= Self.maximumSymbolBytes else { throw .symbolTooLong(symbol.utf8.count) }
        self.kind = kind
        self.name = name
        self.symbol = symbol
        self.commission = commission
        self.minimumDelegation = minimumDelegation
        self.unbondingBlocks = unbondingBlocks
        self.commissionReceiver = commissionReceiver
    }
}

/// Where a pool was deployed.
public struct DeployedPool: Sendable, Hashable {
    /// The pool's address: stake, unstake, claim and the views.
    public let address: Address
    /// A liquid pool's token address (`getLST()`); nil for a non-liquid pool.
    public let lst: Address?
    /// Who receives the commission.
    public let commissionReceiver: Address
}

/// Why a pool cannot be deployed; each says what to change.
public enum PoolDeploymentError: Error, Sendable, Hashable, CustomStringConvertible {
    case commissionTooHigh(UInt64)
    case unbondingTooLong(UInt64)
    case nameTooLong(Int)
    case symbolTooLong(Int)
    case tooManyPools

    public var description: String {
        switch self {
        case .commissionTooHigh(let units):
            "the commission is \(units) in 10000, not below 10000 (100 %): give a lower one"
        case .unbondingTooLong(let blocks):
            "the unbonding period is \(blocks) blocks, more than \(PoolDeployment.maximumUnbondingBlocks): give fewer"
        case .nameTooLong(let count):
            "the name is \(count) bytes, more than \(PoolDeployment.maximumNameBytes): give a shorter one"
        case .symbolTooLong(let count):
            "the symbol is \(count) bytes, more than \(PoolDeployment.maximumSymbolBytes): give a shorter one"
        case .tooManyPools:
            "the devnet holds \(LedgerState.maximumPools) pools (or \(LedgerState.maximumContracts) contracts)"
                + " already: POST /control/reset to start afresh"
        }
    }
}

/// Why rewards could not be added to a pool.
public enum PoolRewardsError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownPool(Address)
    case balanceOverflow

    public var description: String {
        switch self {
        case .unknownPool(let address):
            "no pool at 0x\(address.hex): give an address POST /control/pools answered"
        case .balanceOverflow: "the pool's balance or rewards would pass the largest amount: add less"
        }
    }
}
