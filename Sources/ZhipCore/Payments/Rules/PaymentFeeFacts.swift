public import ZilliqaKit

/// A payment's fee as the rules see it, whichever account pays: the most it can be and what it is
/// expected to be, in wei, and its price a gas in wei per EVM gas (a legacy gas price in Li counted
/// at Zilliqa 2.0's 420 EVM gas a legacy gas, rounded up, so the two accounts' prices compare).
///
/// ```swift
/// facts.fee.pricePerGas > PaymentLimits.maximumPricePerGas   // above Zhip's ceiling
/// facts.fee.text(of: facts.fee.pricePerGas)                  // "25000 Li" or "47619.047619048 gwei"
/// ```
public struct PaymentFeeFacts: Sendable, Hashable {
    /// How the account states its price, for the words of a refusal.
    public enum Unit: String, Sendable, Hashable {
        /// Li a legacy gas (the legacy account).
        case li
        /// Wei an EVM gas, said in gwei.
        case gwei
    }

    /// The most the fee can be: the gas limit at the most a gas can cost (the legacy account's fixed fee).
    public let most: Wei
    /// What the fee is expected to be.
    public let expected: Wei
    /// The most a gas can cost, in wei an EVM gas.
    public let pricePerGas: Wei
    /// The network's price a gas, in the same unit; nil when no node was asked.
    public let networkPricePerGas: Wei?
    /// True when the person gave the price; false when it is the network's.
    public let priceGiven: Bool
    /// A type 2 transaction's priority fee a gas; nil otherwise.
    public let priorityFee: Wei?
    /// How the account states its price.
    public let unit: Unit

    public init(
        most: Wei, expected: Wei, pricePerGas: Wei, networkPricePerGas: Wei?, priceGiven: Bool,
        priorityFee: Wei? = nil, unit: Unit
    ) {
        self.most = most
        self.expected = expected
        self.pricePerGas = pricePerGas
        self.networkPricePerGas = networkPricePerGas
        self.priceGiven = priceGiven
        self.priorityFee = priorityFee
        self.unit = unit
    }

    /// EVM gas a legacy gas, as Zilliqa 2.0 scales a legacy transaction's gas (`zq2-legacy-api.md`).
    public static let evmGasPerLegacyGas: UInt128 = 420

    /// A legacy gas price in wei an EVM gas: Qa × 10^6 / 420, rounded up (2000.000016 Li is
    /// exactly 4761904800000 wei, Zilliqa 2.0's `eth_gasPrice`).
    public static func pricePerEVMGas(legacy gasPrice: Amount) -> Wei {
        let (wei, overflow) = gasPrice.qa.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return Wei(wei: .max) }
        let (quotient, remainder) = wei.quotientAndRemainder(dividingBy: evmGasPerLegacyGas)
        return Wei(wei: remainder == 0 ? quotient : quotient + 1)
    }

    /// `price` (wei an EVM gas) as the account states prices: `25000 Li`, `4761.9048 gwei`.
    public func text(of price: Wei) -> String {
        switch unit {
        case .li:
            let (product, overflow) = price.wei.multipliedReportingOverflow(by: Self.evmGasPerLegacyGas)
            let qa = overflow ? UInt128.max : product / 1_000_000
            return "\(Amount(qa: qa).formatted(in: .li)) Li"
        case .gwei: return "\(price.formatted(in: .gwei)) gwei"
        }
    }
}

/// A transaction's gas limit and the least and most it may be, with why.
public struct PaymentGasFacts: Sendable, Hashable {
    public let limit: UInt64
    public let bounds: PaymentGasBounds
    /// True when the limit is the node's estimate, not one the person gave.
    public let estimated: Bool

    public init(limit: UInt64, bounds: PaymentGasBounds, estimated: Bool = false) {
        self.limit = limit
        self.bounds = bounds
        self.estimated = estimated
    }
}

/// The paying account's balances as the node told them, and what its sends still pending will take
/// of them (the wallet's record of what it sent that the node has not mined).
public struct PaymentFundsFacts: Sendable, Hashable {
    /// The ZIL balance, in wei.
    public let balance: Wei
    /// The value and most fee of the account's pending sends.
    public let pending: Wei
    /// The balance of the token moved, when one is.
    public let tokenBalance: UInt256?
    /// The units of that token its pending sends move.
    public let tokenPending: UInt256

    public init(balance: Wei, pending: Wei = .zero, tokenBalance: UInt256? = nil, tokenPending: UInt256 = .zero) {
        self.balance = balance
        self.pending = pending
        self.tokenBalance = tokenBalance
        self.tokenPending = tokenPending
    }

    /// What the pending sends leave of the balance (0 when they take more).
    public var available: Wei { balance.wei >= pending.wei ? Wei(wei: balance.wei - pending.wei) : .zero }

    /// What the pending sends leave of the token balance.
    public var tokenAvailable: UInt256? {
        tokenBalance.map { $0 >= tokenPending ? (try? $0.subtracting(tokenPending)) ?? .zero : .zero }
    }
}

/// The nonce a transaction is signed with, and what the node and the wallet know of the account's
/// others (``NextNonce``).
public struct PaymentNonceFacts: Sendable, Hashable {
    /// The nonce signed: the account's transaction count (a legacy transaction's Zilliqa nonce − 1).
    public let nonce: UInt64
    /// True when the person gave it (`--nonce`, or a file signed before).
    public let given: Bool
    /// The node's count of the account's mined transactions; nil when no node was asked.
    public let latest: UInt64?
    /// The node's count with its pool's pending ones; nil when no node was asked or it has none to tell.
    public let pending: UInt64?
    /// The wallet's next free nonce (the node's pending ones and the wallet's own sends the node
    /// still holds); nil when no node was asked.
    public let next: UInt64?
    /// What already holds this nonce among the account's pending transactions (one of the wallet's
    /// own sends, or for a signed file another transaction the node holds); nil when none does.
    public let takenBy: String?
    /// What the account's nonces count from as the person writes them: 0 on the EVM account, 1 on
    /// the legacy one (its Zilliqa nonce is the count + 1). The figures above are counts.
    public let numberedFrom: UInt64
    /// True when the nonce given is below the first the account has (0 on the legacy account).
    public let isBelowFirst: Bool

    public init(
        nonce: UInt64, given: Bool, latest: UInt64? = nil, pending: UInt64? = nil, next: UInt64? = nil,
        takenBy: String? = nil, numberedFrom: UInt64 = 0, isBelowFirst: Bool = false
    ) {
        self.numberedFrom = numberedFrom
        self.isBelowFirst = isBelowFirst
        self.nonce = nonce
        self.given = given
        self.latest = latest
        self.pending = pending
        self.next = next
        self.takenBy = takenBy
    }

    /// `count` as the account writes its nonce (`--nonce`, a refusal's words).
    public func written(_ count: UInt64) -> UInt64 {
        count.addingReportingOverflow(numberedFrom).overflow ? .max : count + numberedFrom
    }
}
