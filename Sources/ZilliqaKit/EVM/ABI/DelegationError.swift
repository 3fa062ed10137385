/// A staking pool's refusal read from its revert data: the custom errors Zilliqa/delegated_staking
/// reverts with (docs/zq2-staking.md §2–4), which ``ABIRevertReason`` keeps as unknown bytes.
///
/// ```swift
/// if let refusal = DelegationError(data: revertData) { print(refusal) }   // "AmountTooLow(50000…)"
/// ```
public enum DelegationError: Sendable, Hashable, CustomStringConvertible {
    /// `AmountTooLow(uint256 amount)` (7640cbd7): a stake below the minimum, or a partial non-liquid
    /// unstake below it (`BaseDelegation.sol:206`).
    case amountTooLow(amount: UInt256)
    /// `RequestedAmountTooHigh(uint256 requested, uint256 available)` (f6d81a2c): unstaking or
    /// withdrawing more than there is (`BaseDelegation.sol:212`).
    case requestedAmountTooHigh(requested: UInt256, available: UInt256)
    /// `TransferFailed(address recipient, uint256 amount)` (1c43b976): the pool could not pay
    /// (`BaseDelegation.sol:183`).
    case transferFailed(recipient: EVMAddress, amount: UInt256)
    /// OpenZeppelin's `EnforcedPause()` (d93c0665): the pool is paused.
    case paused
    /// OpenZeppelin's `ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)`
    /// (e450d38c): a liquid unstake burning more LST than the caller holds.
    case insufficientTokenBalance(holder: EVMAddress, balance: UInt256, needed: UInt256)

    /// `AmountTooLow(uint256)`.
    public static let amountTooLowSelector = ABIFunction(name: "AmountTooLow", parameters: [.uint256]).selector
    /// `RequestedAmountTooHigh(uint256,uint256)`.
    public static let requestedAmountTooHighSelector = ABIFunction(
        name: "RequestedAmountTooHigh", parameters: [.uint256, .uint256]
    ).selector
    /// `TransferFailed(address,uint256)`.
    public static let transferFailedSelector = ABIFunction(name: "TransferFailed", parameters: [.address, .uint256])
        .selector
    /// `EnforcedPause()`.
    public static let pausedSelector = ABIFunction(name: "EnforcedPause", parameters: []).selector
    /// `ERC20InsufficientBalance(address,uint256,uint256)`.
    public static let insufficientTokenBalanceSelector = ABIFunction(
        name: "ERC20InsufficientBalance", parameters: [.address, .uint256, .uint256]
    ).selector

    /// The error `data` carries, or nil for any other data (or a known selector whose arguments do not decode).
    public init?(data: [UInt8]) {
        guard data.count >= 4 else { return nil }
        let selector = Array(data.prefix(4))
        let arguments = ABIReader(Array(data.dropFirst(4)))
        switch selector {
        case Self.amountTooLowSelector:
            guard let amount = try? arguments.uint256(at: 0) else { return nil }
            self = .amountTooLow(amount: amount)
        case Self.requestedAmountTooHighSelector:
            guard let requested = try? arguments.uint256(at: 0), let available = try? arguments.uint256(at: 1)
            else { return nil }
            self = .requestedAmountTooHigh(requested: requested, available: available)
        case Self.transferFailedSelector:
            guard let recipient = try? arguments.address(at: 0), let amount = try? arguments.uint256(at: 1)
            else { return nil }
            self = .transferFailed(recipient: recipient, amount: amount)
        case Self.pausedSelector:
            self = .paused
        case Self.insufficientTokenBalanceSelector:
            guard let holder = try? arguments.address(at: 0), let balance = try? arguments.uint256(at: 1),
                let needed = try? arguments.uint256(at: 2)
            else { return nil }
            self = .insufficientTokenBalance(holder: holder, balance: balance, needed: needed)
        default:
            return nil
        }
    }

    /// The error as Solidity declares it, with its arguments: `AmountTooLow(50000000000000000000)`.
    public var description: String {
        switch self {
        case .amountTooLow(let amount): "AmountTooLow(\(amount))"
        case .requestedAmountTooHigh(let requested, let available): "RequestedAmountTooHigh(\(requested), \(available))"
        case .transferFailed(let recipient, let amount): "TransferFailed(\(recipient.checksummed), \(amount))"
        case .paused: "EnforcedPause()"
        case .insufficientTokenBalance(let holder, let balance, let needed):
            "ERC20InsufficientBalance(\(holder.checksummed), \(balance), \(needed))"
        }
    }
}
