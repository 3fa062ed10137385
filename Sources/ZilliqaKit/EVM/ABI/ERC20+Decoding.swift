extension ERC20 {
    /// The recipient and amount of the `transfer(to, amount)` call `data` is, or nil when it is not
    /// exactly one (a plain transfer's empty data, another function, another length).
    ///
    /// ```swift
    /// ERC20.transferArguments(in: ERC20.transferCall(to: bob, amount: 5))   // (bob, 5)
    /// ```
    public static func transferArguments(in data: [UInt8]) -> (recipient: EVMAddress, amount: UInt256)? {
        guard data.count == 68, data.starts(with: transfer.selector) else { return nil }
        let arguments = ABIReader(Array(data.dropFirst(4)))
        guard let recipient = try? arguments.address(at: 0), let amount = try? arguments.uint256(at: 1) else {
            return nil
        }
        return (recipient, amount)
    }

    /// The spender and amount of the `approve(spender, amount)` call `data` is, or nil when it is
    /// not one. Longer data is taken too, as Solidity's decoder takes it: the call still approves.
    public static func approveArguments(in data: [UInt8]) -> (spender: EVMAddress, amount: UInt256)? {
        guard data.count >= 68, data.starts(with: approve.selector) else { return nil }
        let arguments = ABIReader(Array(data[4..<68]))
        guard let spender = try? arguments.address(at: 0), let amount = try? arguments.uint256(at: 1) else {
            return nil
        }
        return (spender, amount)
    }
}
