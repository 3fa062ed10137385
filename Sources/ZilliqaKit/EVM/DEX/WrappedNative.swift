/// The wrapped native coin (WETH9's ABI; PlunderSwap's WZIL, `contracts/libraries/WZIL.sol` in
/// Plunderswap/plunderswap-core): `deposit()` wraps the value sent, `withdraw(wad)` unwraps; an
/// ERC-20 otherwise (``ERC20``).
///
/// ```swift
/// let wrap = WrappedNative.deposit.encoded([])                // sent with the ZIL to wrap as value
/// let unwrap = WrappedNative.withdrawCall(amount: wad)
/// ```
public enum WrappedNative {
    /// `deposit()`, payable.
    public static let deposit = ABIFunction(name: "deposit", parameters: [])
    /// `withdraw(uint256 wad)`.
    public static let withdraw = ABIFunction(name: "withdraw", parameters: [.uint256])
    /// `Deposit(address indexed dst, uint256 wad)` (`WZIL.sol:11`).
    public static let depositEvent = ABIEvent(name: "Deposit", parameters: [.address, .uint256])
    /// `Withdrawal(address indexed src, uint256 wad)` (`WZIL.sol:12`).
    public static let withdrawalEvent = ABIEvent(name: "Withdrawal", parameters: [.address, .uint256])

    /// The call data of `deposit()`.
    public static var depositCall: [UInt8] { deposit.encoded([]) }

    /// The call data of `withdraw(amount)`.
    public static func withdrawCall(amount: UInt256) -> [UInt8] {
        withdraw.encoded([.uint256(amount)])
    }
}
