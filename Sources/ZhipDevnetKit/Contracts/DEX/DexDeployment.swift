public import ZilliqaKit

/// Where the devnet's DEX is (`POST /control/dex`): its factory, router and WZIL, and its swap fee.
public struct DexDeployment: Sendable, Hashable {
    public let factory: Address
    public let router: Address
    public let wzil: Address
    /// The swap fee in basis points.
    public let feeBasisPoints: UInt64
}

/// The pair of a token and WZIL after `POST /control/dex/liquidity`: its address and reserves.
public struct SeededLiquidity: Sendable, Hashable {
    public let pair: Address
    /// The token's reserve, in its smallest unit.
    public let reserveToken: UInt256
    /// WZIL's reserve, in wei (WZIL has 18 decimals, as ZIL's EVM balances do).
    public let reserveZil: UInt256
}

/// Why the DEX cannot be deployed; each says what to change.
public enum DexDeploymentError: Error, Sendable, Hashable, CustomStringConvertible {
    case feeOutOfRange(UInt64)
    case alreadyDeployed(router: Address)
    case tooManyContracts

    public var description: String {
        switch self {
        case .feeOutOfRange(let fee):
            "the fee is \(fee) basis points, more than \(DexModel.maximumFee): give 0 to \(DexModel.maximumFee)"
                + " (PlunderSwap's is \(DexModel.plunderSwapFee))"
        case .alreadyDeployed(let router):
            "the devnet has its DEX already, router \(ERC20Model.evm(router).checksummed): one DEX a devnet"
                + " (POST /control/reset clears it)"
        case .tooManyContracts:
            "the devnet holds \(LedgerState.maximumContracts) contracts already: POST /control/reset to start afresh"
        }
    }
}

/// Why liquidity cannot be seeded; each says what to change.
public enum LiquiditySeedError: Error, Sendable, Hashable, CustomStringConvertible {
    case noDex
    case unknownToken(Address)
    case reserveOverflow
    case supplyOverflow
    case balanceOverflow
    case tooManyPairs

    public var description: String {
        switch self {
        case .noDex: "no DEX is deployed: POST /control/dex first"
        case .unknownToken(let token):
            "no ERC-20 token the devnet models is at \(ERC20Model.evm(token).checksummed):"
                + " deploy one with POST /control/tokens"
        case .reserveOverflow: "a reserve would pass 2^112 − 1 (uint112, Plunderswap: OVERFLOW): add less"
        case .supplyOverflow: "the token's supply would pass 2^256 − 1: add less"
        case .balanceOverflow: "WZIL's balance would pass what an account holds: add less ZIL"
        case .tooManyPairs: "the factory holds \(DexModel.maximumPairs) pairs already: POST /control/reset"
        }
    }
}
