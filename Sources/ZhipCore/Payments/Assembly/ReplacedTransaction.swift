public import ZilliqaKit

/// A pending EVM transaction of the wallet's account as the node holds it (`eth_getTransactionByHash`),
/// which a ``PendingReplacement`` replaces: the same signer and nonce at a price the node takes.
///
/// Zilliqa 2.0 replaces a pooled transaction of the same signer and nonce when the new one's price is
/// not lower, comparing `gasPrice` (types 0 and 1) or `maxFeePerGas` (type 2, the priority fee left
/// out): `zilliqa/src/pool.rs:1019-1032` and `zilliqa/src/transaction.rs:319-331` (v0.21.8). So
/// ``poolPrice`` is what a replacement must meet.
///
/// ```swift
/// guard let details = try await evmService.transaction(hash) else { return }
/// let replaced = try ReplacedTransaction(details)    // throws unless pending EVM with a recipient
/// replaced.poolPrice                                   // 4761904800000 wei
/// ```
public struct ReplacedTransaction: Sendable, Hashable {
    public let hash: EVMHash
    public let from: EVMAddress
    public let to: EVMAddress
    public let nonce: UInt64
    public let value: Wei
    public let gasLimit: UInt64
    public let input: [UInt8]
    /// The price the node's pool compares: `gasPrice`, or a type 2 transaction's `maxFeePerGas`.
    public let poolPrice: Wei
    /// A type 2 transaction's priority fee; nil for type 0.
    public let priorityFee: Wei?
    /// True when it was signed as type 2 (EIP-1559).
    public let isEIP1559: Bool

    public init(
        hash: EVMHash, from: EVMAddress, to: EVMAddress, nonce: UInt64, value: Wei, gasLimit: UInt64,
        input: [UInt8] = [], poolPrice: Wei, priorityFee: Wei? = nil, isEIP1559: Bool = true
    ) {
        self.hash = hash
        self.from = from
        self.to = to
        self.nonce = nonce
        self.value = value
        self.gasLimit = gasLimit
        self.input = input
        self.poolPrice = poolPrice
        self.priorityFee = priorityFee
        self.isEIP1559 = isEIP1559
    }

    /// The pending transaction `details` shows.
    /// - Throws: ``ReplacementError`` when it is mined, a legacy (Zilliqa) transaction, a contract
    ///   creation, or shows no call data.
    public init(_ details: EVMTransactionDetails) throws(ReplacementError) {
        if let block = details.blockNumber { throw .mined(details.hash, block: block) }
        guard details.type != .zilliqaLegacy else { throw .legacy(details.hash) }
        guard let to = details.to else { throw .creation(details.hash) }
        guard let input = details.input else { throw .noInput(details.hash) }
        let isEIP1559 = details.type == .eip1559
        self.init(
            hash: details.hash, from: details.from, to: to, nonce: details.nonce, value: details.value,
            gasLimit: details.gas, input: input, poolPrice: details.maxFeePerGas ?? details.gasPrice,
            priorityFee: isEIP1559 ? (details.maxPriorityFeePerGas ?? .zero) : nil, isEIP1559: isEIP1559)
    }

    /// The price a replacement offers when none is given: the higher of ``poolPrice`` raised by
    /// ``bumpPercent`` % (rounded up) and the network's `gasPrice`. Zilliqa 2.0 takes an equal price
    /// (`pool.rs:1022` refuses only a lower one), but its comment there says a tie should keep the
    /// pooled one, and Ethereum's pools (geth's `PriceBump`) want 10 % more: 10 % is taken wherever
    /// the node runs, and costs a stuck payment little.
    public func defaultPrice(network: Wei) -> Wei {
        let old = poolPrice.wei
        let (bumped, overflow) = old.multipliedReportingOverflow(by: UInt128(100 + Self.bumpPercent))
        let raised = overflow ? UInt128.max : (bumped + 99) / 100
        return Wei(wei: max(raised, network.wei))
    }

    /// How much more than the pooled price a replacement offers by default: 10 %.
    public static let bumpPercent: UInt128 = 10
}
