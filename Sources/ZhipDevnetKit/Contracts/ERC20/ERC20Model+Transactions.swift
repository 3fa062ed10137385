import ZilliqaKit

/// transfer, approve and transferFrom: OpenZeppelin 4.9's `_transfer`, `_approve` and
/// `_spendAllowance`, their `require` words, and their storage and log gas.
extension ERC20Model {
    /// The revert words of OpenZeppelin 4.9's ERC20.sol.
    public enum Reason {
        public static let transferFromZero = "ERC20: transfer from the zero address"
        public static let transferToZero = "ERC20: transfer to the zero address"
        public static let exceedsBalance = "ERC20: transfer amount exceeds balance"
        public static let approveFromZero = "ERC20: approve from the zero address"
        public static let approveToZero = "ERC20: approve to the zero address"
        public static let insufficientAllowance = "ERC20: insufficient allowance"
        /// ``ERC20Behaviour/alwaysReverts``'s.
        public static let alwaysReverts = "always reverts"
    }

    /// A state-changing call: decoded, then run as the behaviour says.
    mutating func change(_ selector: [UInt8], _ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        let arguments = call.arguments
        let isTransferFrom = selector == ERC20.transferFrom.selector
        guard let first = try? Self.address(arguments, 0),
            let amount = try? arguments.uint256(at: isTransferFrom ? 2 : 1)
        else { return .revertedEmpty }
        var second: Address?
        if isTransferFrom {
            guard let to = try? Self.address(arguments, 1) else { return .revertedEmpty }
            second = to
        }
        return run(selector, call, first, second, amount, meter: &meter)
    }

    private mutating func run(
        _ selector: [UInt8], _ call: ContractCall, _ first: Address, _ second: Address?, _ amount: UInt256,
        meter: inout GasMeter
    ) -> ContractOutcome {
        switch behaviour {
        case .alwaysReverts:
            meter.charge(Gas.transfer)
            return .reverted(Reason.alwaysReverts)
        case .returnsFalse:
            meter.charge(Gas.transfer)
            return .returned(ABIValue.bool(false).word)
        default: break
        }
        var logs: [EthLog] = []
        let failure: String?
        switch selector {
        case ERC20.approve.selector:
            meter.charge(Gas.approve)
            failure = approve(ERC20Allowance(owner: call.caller, spender: first), amount, call, &meter, &logs)
        case ERC20.transferFrom.selector:
            meter.charge(Gas.transferFrom)
            let to = second ?? first
            failure =
                spend(ERC20Allowance(owner: first, spender: call.caller), amount, call, &meter, &logs)
                ?? transfer(from: first, to: to, amount, call, &meter, &logs)
        default:
            meter.charge(Gas.transfer)
            failure = transfer(from: call.caller, to: first, amount, call, &meter, &logs)
        }
        if let failure { return .reverted(failure) }
        return .returned(behaviour == .returnsNothing ? [] : ABIValue.bool(true).word, logs: logs)
    }

    /// `_transfer(from, to, amount)`; the revert reason, or nil having moved the units.
    private mutating func transfer(
        from: Address, to: Address, _ amount: UInt256, _ call: ContractCall, _ meter: inout GasMeter,
        _ logs: inout [EthLog]
    ) -> String? {
        guard !Self.isZero(from) else { return Reason.transferFromZero }
        guard !Self.isZero(to) else { return Reason.transferToZero }
        let fromSlot = balanceSlot(call, from)
        meter.load(fromSlot)
        let fromBalance = balance(of: from)
        guard !(fromBalance < amount) else { return Reason.exceedsBalance }
        // fromBalance >= amount, so neither subtraction wraps.
        let left = fromBalance.subtractingReportingOverflow(amount).partialValue
        meter.store(fromSlot, from: fromBalance, to: left)
        balances[from] = left.isZero ? nil : left
        var received = amount
        var burned = UInt256.zero
        if behaviour == .feeOnTransfer {
            // 1 %, rounded down (dividing by 100, never zero, does not throw).
            let fee = (try? amount.quotientAndRemainder(dividingBy: 100).quotient) ?? .zero
            received = amount.subtractingReportingOverflow(fee).partialValue
            let supplySlot = slot(call, [2])
            meter.load(supplySlot)
            let supply = totalSupply.subtractingReportingOverflow(fee).partialValue
            meter.store(supplySlot, from: totalSupply, to: supply)
            totalSupply = supply
            burned = fee
        }
        let toSlot = balanceSlot(call, to)
        meter.load(toSlot)
        let toBalance = balance(of: to)
        // Balances sum to the total supply, so a credit never passes 2^256 - 1 (OpenZeppelin's `unchecked`).
        let credited = toBalance.addingReportingOverflow(received).partialValue
        meter.store(toSlot, from: toBalance, to: credited)
        balances[to] = credited.isZero ? nil : credited
        logs.append(Self.log(ERC20.transferEvent, call, from, to, received, &meter))
        // The fee burnt is logged as OpenZeppelin's `_burn` logs one, to the zero address, so the logs
        // add up to what left the sender (as fee-on-transfer tokens that burn their fee, Statera's
        // among them, log it).
        if !burned.isZero { logs.append(Self.log(ERC20.transferEvent, call, from, Self.zeroAddress, burned, &meter)) }
        return nil
    }

    /// `_approve(owner, spender, amount)`, which emits `Approval` every time in 4.9.
    private mutating func approve(
        _ key: ERC20Allowance, _ amount: UInt256, _ call: ContractCall, _ meter: inout GasMeter, _ logs: inout [EthLog]
    ) -> String? {
        guard !Self.isZero(key.owner) else { return Reason.approveFromZero }
        guard !Self.isZero(key.spender) else { return Reason.approveToZero }
        let current = allowances[key] ?? .zero
        meter.store(allowanceSlot(call, key), from: current, to: amount)
        allowances[key] = amount.isZero ? nil : amount
        logs.append(Self.log(ERC20.approvalEvent, call, key.owner, key.spender, amount, &meter))
        return nil
    }

    /// `_spendAllowance`: an unlimited (2^256 - 1) allowance is not lowered; otherwise `_approve` of what is left.
    private mutating func spend(
        _ key: ERC20Allowance, _ amount: UInt256, _ call: ContractCall, _ meter: inout GasMeter, _ logs: inout [EthLog]
    ) -> String? {
        meter.load(allowanceSlot(call, key))
        let current = allowances[key] ?? .zero
        guard current != .max else { return nil }
        guard !(current < amount) else { return Reason.insufficientAllowance }
        return approve(key, current.subtractingReportingOverflow(amount).partialValue, call, &meter, &logs)
    }

    private static func isZero(_ address: Address) -> Bool { address.bytes.allSatisfy { $0 == 0 } }

    /// A Transfer or Approval log: the two addresses indexed, the value as data.
    static func log(
        _ event: ABIEvent, _ call: ContractCall, _ first: Address, _ second: Address, _ value: UInt256,
        _ meter: inout GasMeter
    ) -> EthLog {
        let topics = [event.topic, Self.word(first), Self.word(second)]
        let data = ABIValue.uint256(value).word
        meter.log(topics: topics.count, dataBytes: data.count)
        return EthLog(address: call.contract, topics: topics, data: data)
    }

    /// An address as an ABI word (a log topic).
    static func word(_ address: Address) -> [UInt8] { [UInt8](repeating: 0, count: 12) + address.bytes }
}
