public import ZilliqaKit

/// The pools' functions, events and custom errors that ZilliqaKit's ``ZilliqaKit/Delegation`` does
/// not declare (the wallet does not call them); selectors in `docs/zq2-staking.md`.
public enum DelegationPoolABI {
    /// Liquid pools: `getTaxedRewards()`: 501a564e (`LiquidDelegation.sol:330-333`).
    public static let getTaxedRewards = ABIFunction(name: "getTaxedRewards", parameters: [])
    /// Non-liquid pools: `getDelegatedTotal()`: c13cc3bc (`NonLiquidDelegation.sol:270-276`).
    public static let getDelegatedTotal = ABIFunction(name: "getDelegatedTotal", parameters: [])
    /// `CommissionPaid(address indexed receiver, uint256 commission)`: 885e6f62… (`IDelegation.sol:35`).
    public static let commissionPaidEvent = ABIEvent(name: "CommissionPaid", parameters: [.address, .uint256])
    /// `AmountTooLow(uint256 amount)`: 7640cbd7 (`BaseDelegation.sol:206`).
    public static let amountTooLow = ABIFunction(name: "AmountTooLow", parameters: [.uint256])
    /// `RequestedAmountTooHigh(uint256 requested, uint256 available)`: f6d81a2c (`BaseDelegation.sol:212`).
    public static let requestedAmountTooHigh = ABIFunction(
        name: "RequestedAmountTooHigh", parameters: [.uint256, .uint256])
}
