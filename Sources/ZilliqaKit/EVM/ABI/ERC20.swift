/// The ERC-20 functions and events a wallet uses, and their call data.
/// ```swift
/// let data = ERC20.transferCall(to: recipient, amount: try UInt256("12.5", decimals: 6))
/// let balance = try ABIReader(answer).uint256()   // the answer to ERC20.balanceOfCall(owner)
/// ```
public enum ERC20 {
    /// `transfer(address,uint256)`: a9059cbb.
    public static let transfer = ABIFunction(name: "transfer", parameters: [.address, .uint256])
    /// `approve(address,uint256)`: 095ea7b3.
    public static let approve = ABIFunction(name: "approve", parameters: [.address, .uint256])
    /// `transferFrom(address,address,uint256)`: 23b872dd.
    public static let transferFrom = ABIFunction(name: "transferFrom", parameters: [.address, .address, .uint256])
    /// `balanceOf(address)`: 70a08231.
    public static let balanceOf = ABIFunction(name: "balanceOf", parameters: [.address])
    /// `allowance(address,address)`: dd62ed3e.
    public static let allowance = ABIFunction(name: "allowance", parameters: [.address, .address])
    /// `name()`: 06fdde03.
    public static let name = ABIFunction(name: "name", parameters: [])
    /// `symbol()`: 95d89b41.
    public static let symbol = ABIFunction(name: "symbol", parameters: [])
    /// `decimals()`: 313ce567.
    public static let decimals = ABIFunction(name: "decimals", parameters: [])
    /// `totalSupply()`: 18160ddd.
    public static let totalSupply = ABIFunction(name: "totalSupply", parameters: [])

    /// `Transfer(address,address,uint256)`: ddf252ad…
    public static let transferEvent = ABIEvent(name: "Transfer", parameters: [.address, .address, .uint256])
    /// `Approval(address,address,uint256)`: 8c5be1e5…
    public static let approvalEvent = ABIEvent(name: "Approval", parameters: [.address, .address, .uint256])

    /// The call data of `transfer(to, amount)`.
    public static func transferCall(to recipient: EVMAddress, amount: UInt256) -> [UInt8] {
        transfer.encoded([.address(recipient), .uint256(amount)])
    }

    /// The call data of `approve(spender, amount)` (amount 0 revokes).
    public static func approveCall(spender: EVMAddress, amount: UInt256) -> [UInt8] {
        approve.encoded([.address(spender), .uint256(amount)])
    }

    /// The call data of `transferFrom(from, to, amount)`.
    public static func transferFromCall(from owner: EVMAddress, to recipient: EVMAddress, amount: UInt256) -> [UInt8] {
        transferFrom.encoded([.address(owner), .address(recipient), .uint256(amount)])
    }

    /// The call data of `balanceOf(owner)`.
    public static func balanceOfCall(_ owner: EVMAddress) -> [UInt8] {
        balanceOf.encoded([.address(owner)])
    }

    /// The call data of `allowance(owner, spender)`.
    public static func allowanceCall(owner: EVMAddress, spender: EVMAddress) -> [UInt8] {
        allowance.encoded([.address(owner), .address(spender)])
    }
}
