import ZilliqaKit

/// Minting and burning, for a token another model owns (a liquid pool's LST, OpenZeppelin 5's
/// `_mint` and `_burn` as `NonRebasingLST.sol:29-39` calls them): the balance and the supply
/// change, and a `Transfer` from or to the zero address is logged at the token's address.
extension ERC20Model {
    /// OpenZeppelin 5's `ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)`: e450d38c.
    static let insufficientBalanceError = ABIFunction(
        name: "ERC20InsufficientBalance", parameters: [.address, .uint256, .uint256])

    /// Credits `units` to `holder` and the supply; the `Transfer(0, holder, units)` log. `call`
    /// is a call to the token (its address is the log's).
    mutating func mint(_ units: UInt256, to holder: Address, _ call: ContractCall, meter: inout GasMeter) -> EthLog {
        let supplySlot = slot(call, [2])
        let supply = totalSupply.addingReportingOverflow(units).partialValue
        meter.store(supplySlot, from: totalSupply, to: supply)
        totalSupply = supply
        let held = balance(of: holder)
        // Balances sum to the supply, which did not overflow.
        let credited = held.addingReportingOverflow(units).partialValue
        meter.store(balanceSlot(call, holder), from: held, to: credited)
        balances[holder] = credited.isZero ? nil : credited
        return Self.log(ERC20.transferEvent, call, Self.zeroAddress, holder, units, &meter)
    }

    /// Takes `units` from `holder` and the supply; the `Transfer(holder, 0, units)` log, or the
    /// revert data of `ERC20InsufficientBalance(holder, balance, units)` when it holds fewer.
    mutating func burn(_ units: UInt256, from holder: Address, _ call: ContractCall, meter: inout GasMeter)
        -> Result<EthLog, BurnShortfall>
    {
        let held = balance(of: holder)
        meter.load(balanceSlot(call, holder))
        guard !(held < units) else {
            return .failure(
                BurnShortfall(
                    revertData: ContractOutcome.customErrorData(
                        Self.insufficientBalanceError, [.address(Self.evm(holder)), .uint256(held), .uint256(units)])))
        }
        let left = held.subtractingReportingOverflow(units).partialValue
        meter.store(balanceSlot(call, holder), from: held, to: left)
        balances[holder] = left.isZero ? nil : left
        let supply = totalSupply.subtractingReportingOverflow(units).partialValue
        meter.store(slot(call, [2]), from: totalSupply, to: supply)
        totalSupply = supply
        return .success(Self.log(ERC20.transferEvent, call, holder, Self.zeroAddress, units, &meter))
    }

    /// A burn of more than the holder holds: the revert data to answer.
    struct BurnShortfall: Error, Hashable {
        let revertData: [UInt8]
    }

    static let zeroAddress = EthTransaction.account(Ledger.zeroEVMAddress)

    /// The holder's 20 bytes as an EVM address (every ledger address is 20 bytes).
    static func evm(_ address: Address) -> EVMAddress {
        (try? EVMAddress(bytes: address.bytes)) ?? Ledger.zeroEVMAddress
    }
}
