public import ZilliqaKit

/// A pending transaction of one of the wallet's accounts as the node holds it (`eth_getTransactionByHash`),
/// which a ``PendingReplacement`` replaces: the same signer and nonce at a price the node takes. A
/// legacy (zil1) transfer shows there too (type 0xdd870, its nonce the Zilliqa nonce − 1, its gas × 420,
/// its price a legacy gas ÷ 420: `zilliqa/src/api/types/eth.rs:246-300`, `transaction.rs:308-331, 756-766`).
///
/// Zilliqa 2.0 replaces a pooled transaction of the same signer and nonce when the new one's price is
/// not lower, comparing `gasPrice` (types 0 and 1) or `maxFeePerGas` (type 2, the priority fee left
/// out): `zilliqa/src/pool.rs:1019-1032` and `zilliqa/src/transaction.rs:319-331` (v0.21.8). So
/// ``poolPrice`` is what a replacement must meet.
///
/// ```swift
/// guard let details = try await evmService.transaction(hash) else { return }
/// let replaced = try ReplacedTransaction(details)    // throws unless pending, with a recipient
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
    /// True when it is a legacy (zil1) transaction: `from` is the legacy account's 20 bytes, ``nonce``
    /// the Zilliqa nonce − 1, ``gasLimit`` in EVM gas (legacy gas × 420).
    public let isLegacyZilliqa: Bool

    public init(
        hash: EVMHash, from: EVMAddress, to: EVMAddress, nonce: UInt64, value: Wei, gasLimit: UInt64,
        input: [UInt8] = [], poolPrice: Wei, priorityFee: Wei? = nil, isEIP1559: Bool = true,
        isLegacyZilliqa: Bool = false
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
        self.isLegacyZilliqa = isLegacyZilliqa
    }

    /// The pending transaction `details` shows.
    /// - Throws: ``ReplacementError`` when it is mined, a contract creation, a legacy contract call,
    ///   or shows no call data.
    public init(_ details: EVMTransactionDetails) throws(ReplacementError) {
        if let block = details.blockNumber { throw .mined(details.hash, block: block) }
        guard let to = details.to else { throw .creation(details.hash) }
        guard let input = details.input else { throw .noInput(details.hash) }
        let isLegacy = details.type == .zilliqaLegacy
        // The legacy rail signs transfers only: a Scilla call's data it would not sign again.
        if isLegacy, !input.isEmpty { throw .legacyCall(details.hash) }
        let isEIP1559 = details.type == .eip1559
        self.init(
            hash: details.hash, from: details.from, to: to, nonce: details.nonce, value: details.value,
            gasLimit: details.gas, input: input, poolPrice: details.maxFeePerGas ?? details.gasPrice,
            priorityFee: isEIP1559 ? (details.maxPriorityFeePerGas ?? .zero) : nil, isEIP1559: isEIP1559,
            isLegacyZilliqa: isLegacy)
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

    /// A legacy transaction's own gas price, Qa a legacy gas: the node shows it ÷ 420 rounded down
    /// (`transaction.rs:756-766`) as ``poolPrice``, so this rounds back up, to the price signed.
    public var legacyGasPrice: Amount {
        let (product, overflow) = poolPrice.wei.multipliedReportingOverflow(by: PaymentFeeFacts.evmGasPerLegacyGas)
        return Amount(qa: overflow ? .max / 1_000_000 : (product + 999_999) / 1_000_000)
    }

    /// A legacy replacement's gas price when none is given: the higher of ``legacyGasPrice`` raised by
    /// ``bumpPercent`` % (rounded up) and the network's `minimum`, as ``defaultPrice(network:)`` is for EVM.
    public func defaultLegacyPrice(minimum: Amount) -> Amount {
        let old = legacyGasPrice.qa
        let (bumped, overflow) = old.multipliedReportingOverflow(by: UInt128(100 + Self.bumpPercent))
        let raised = overflow ? UInt128.max : (bumped + 99) / 100
        return Amount(qa: max(raised, minimum.qa))
    }

    /// A legacy transaction's gas limit in legacy gas (its ``gasLimit`` ÷ 420).
    public var legacyGasLimit: UInt64 { gasLimit / UInt64(PaymentFeeFacts.evmGasPerLegacyGas) }
}
