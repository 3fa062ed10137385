public import ZilliqaKit

/// The gas one call into a modelled contract uses, from the EVM's schedule as ZQ2 runs it (Cancun,
/// `docs/devnet-tokens.md`): the intrinsic gas, a fixed figure for the contract's own code, and
/// storage by EIP-2929 (cold and warm slots), EIP-2200 and EIP-3529 (SSTORE costs and refunds).
///
/// ```swift
/// var meter = GasMeter(intrinsic: 21_644)
/// meter.charge(ERC20Model.Gas.transfer)
/// meter.load(slot)                                 // 2100 cold, 100 warm
/// meter.store(slot, from: old, to: new)            // 20000, 2900 or 100, plus 2100 when cold
/// meter.gasUsed                                    // after the refund, at most a fifth
/// ```
public struct GasMeter: Sendable, Hashable {
    /// One storage slot of one contract: the contract and a key naming the variable and its indices.
    public struct Slot: Sendable, Hashable {
        public let contract: Address
        public let key: [UInt8]

        public init(contract: Address, key: [UInt8]) {
            self.contract = contract
            self.key = key
        }
    }

    /// EIP-2929: the first access to an account in a transaction (a CALL to a contract not yet called).
    public static let coldAccount: UInt64 = 2_600
    /// EIP-2929: the first read or write of a slot in a transaction.
    public static let coldSload: UInt64 = 2_100
    /// EIP-2929: every later read (and a write that changes nothing, or a slot already written).
    public static let warmRead: UInt64 = 100
    /// EIP-2200: a slot set from zero.
    public static let sstoreSet: UInt64 = 20_000
    /// EIP-2929: a non-zero slot changed for the first time (5000 less the cold surcharge).
    public static let sstoreReset: UInt64 = 2_900
    /// EIP-3529: the refund for clearing a slot.
    public static let clearRefund: Int64 = 4_800
    /// EIP-3529: the refund is at most the gas used over 5.
    public static let refundQuotient: UInt64 = 5
    /// The LOG opcode: 375, 375 a topic, 8 a byte of data.
    public static func logGas(topics: Int, dataBytes: Int) -> UInt64 {
        375 + 375 * UInt64(topics) + 8 * UInt64(dataBytes)
    }

    /// The gas spent so far, before the refund.
    public private(set) var spent: UInt64
    /// The refund counter (EIP-2200 may lower it again within a transaction).
    public private(set) var refund: Int64 = 0
    private var warm: Set<Slot> = []
    private var warmAccounts: Set<Address> = []
    /// Each written slot's value when the transaction began.
    private var original: [Slot: UInt256] = [:]

    /// A meter that starts with the transaction's intrinsic gas.
    public init(intrinsic: UInt64) {
        spent = intrinsic
    }

    /// Adds `gas` (the contract's own code, a log).
    public mutating func charge(_ gas: UInt64) {
        // Saturating: a charge worked out from a `--state` file's figures must not trap; past any
        // gas limit it is out of gas all the same.
        let (sum, overflow) = spent.addingReportingOverflow(gas)
        spent = overflow ? .max : sum
    }

    /// A call into `account` (EIP-2929): 2600 the first time in the transaction, 100 after.
    public mutating func access(_ account: Address) {
        charge(warmAccounts.insert(account).inserted ? Self.coldAccount : Self.warmRead)
    }

    /// SLOAD of `slot`.
    public mutating func load(_ slot: Slot) {
        spent += warm.insert(slot).inserted ? Self.coldSload : Self.warmRead
    }

    /// SSTORE of `new` into `slot`, which holds `current`, by EIP-2200 with EIP-2929's and EIP-3529's figures.
    public mutating func store(_ slot: Slot, from current: UInt256, to new: UInt256) {
        if warm.insert(slot).inserted { spent += Self.coldSload }
        let before = original[slot] ?? current
        original[slot] = before
        guard current != new else {
            spent += Self.warmRead
            return
        }
        if before == current {
            spent += before.isZero ? Self.sstoreSet : Self.sstoreReset
            if !before.isZero, new.isZero { refund += Self.clearRefund }
            return
        }
        spent += Self.warmRead
        if !before.isZero {
            if current.isZero { refund -= Self.clearRefund } else if new.isZero { refund += Self.clearRefund }
        }
        if before == new {
            refund += Int64(before.isZero ? Self.sstoreSet - Self.warmRead : Self.sstoreReset - Self.warmRead)
        }
    }

    /// A log with `topics` topics and `dataBytes` bytes of data.
    public mutating func log(topics: Int, dataBytes: Int) {
        spent += Self.logGas(topics: topics, dataBytes: dataBytes)
    }

    /// The gas the transaction uses: what was spent less the refund, at most a fifth of it (EIP-3529).
    public var gasUsed: UInt64 {
        spent - min(UInt64(max(refund, 0)), spent / Self.refundQuotient)
    }
}
