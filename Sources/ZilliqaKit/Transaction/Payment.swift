/// A payment of ZIL to one address: what the sender chooses, before it is signed.
///
/// ```swift
/// let payment = Payment(to: recipient, amount: try Amount("1.5", unit: .zil),
///                       gasPrice: try Amount("2000", unit: .li), gasLimit: 50, nonce: 7)
/// try payment.fee()     // 0.1 ZIL: 50 gas at the price, whatever the gas limit
/// try payment.total()   // 1.6 ZIL
/// ```
public struct Payment: Sendable, Hashable {
    /// Who receives the amount.
    public let recipient: Address
    /// How much the recipient receives.
    public let amount: Amount
    /// The price of one unit of gas (the network sets a minimum; see `GetMinimumGasPrice`).
    public let gasPrice: Amount
    /// How much gas the transaction may use; at least 50 for a plain payment.
    public let gasLimit: UInt64
    /// The sender's account nonce plus one.
    public let nonce: UInt64

    /// The smallest gas limit the network accepts for a plain payment.
    public static let minimumGasLimit: UInt64 = 50
    /// The gas a plain payment uses, and so what the network charges for it whatever its gas
    /// limit: Zilliqa 2.0 charges exactly 50 x gasPrice (the 2021 node charged the gas used,
    /// also 50 for a payment).
    public static let gasCharged: UInt64 = 50
    /// The minimum gas price of Zilliqa 2.0's mainnet and testnet, 2000.000016 Li: 2000 Li is
    /// refused there (its price per EVM gas, 4 761 904.8 Gwei, maps back to 2 000 000 016 Qa).
    public static let zilliqa2MinimumGasPrice = Amount(qa: 2_000_000_016)
    /// The largest gas limit a block holds (200 000 Scilla gas, Zilliqa 2.0's 84 000 000 EVM gas);
    /// the node refuses a transaction that asks for more.
    public static let maximumGasLimit: UInt64 = 200_000

    public init(to recipient: Address, amount: Amount, gasPrice: Amount, gasLimit: UInt64 = 50, nonce: UInt64) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
    }

    /// What the network charges this payment: ``gasCharged`` (50) x gasPrice. A larger gas
    /// limit costs nothing more.
    public func fee() throws(AmountError) -> Amount {
        try Self.fee(gasPrice: gasPrice)
    }

    /// What the network charges a plain payment at `gasPrice`: ``gasCharged`` x gasPrice.
    public static func fee(gasPrice: Amount) throws(AmountError) -> Amount {
        try Amount.fee(gasPrice: gasPrice, gasLimit: gasCharged)
    }

    /// What Zilliqa 2.0 charges a transfer into ``Address/migrationEscrow`` once it takes only
    /// those (``LegacyTransfers/escrowOnly``): a flat 21000 EVM gas at the price per EVM gas,
    /// floor(gasPrice x 10^6 / 420) wei, on top of the amount (`zq2-legacy-api.md` section 3),
    /// rounded up to whole Qa (10^6 wei). At 2000000016 Qa it is 100000000800 Qa, as ``fee(gasPrice:)``.
    public static func escrowFee(gasPrice: Amount) throws(AmountError) -> Amount {
        let weiPerQa: UInt128 = 1_000_000
        let (weiPrice, priceOverflow) = gasPrice.qa.multipliedReportingOverflow(by: weiPerQa)
        let (flatWei, feeOverflow) = (weiPrice / 420).multipliedReportingOverflow(by: 21_000)
        guard !priceOverflow, !feeOverflow else { throw .feeOverflow(gasPrice: gasPrice, gasLimit: gasCharged) }
        return Amount(qa: flatWei / weiPerQa + (flatWei % weiPerQa == 0 ? 0 : 1))
    }

    /// amount + fee: what leaves the sender's account.
    public func total() throws(AmountError) -> Amount {
        try amount.adding(fee())
    }
}
