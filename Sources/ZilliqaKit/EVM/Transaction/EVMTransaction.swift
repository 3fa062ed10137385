/// An unsigned EVM value transfer: legacy EIP-155 (type 0) or EIP-1559 (type 2), amounts in wei.
///
/// ```swift
/// let transfer = EVMTransaction(
///     nonce: 0, fee: .legacy(gasPrice: 4_761_904_800_000), gasLimit: 21_000,
///     to: recipient, value: 1_000_000_000_000_000_000, chainID: 32769)
/// let signed = transfer.signed(with: key)   // signed.raw for eth_sendRawTransaction
/// ```
public struct EVMTransaction: Sendable, Hashable {
    /// The sender's account nonce.
    public var nonce: UInt64
    /// The gas price (type 0) or the EIP-1559 fee caps (type 2).
    public var fee: EVMTransactionFee
    /// The most gas the transaction may use (21000 for a plain transfer).
    public var gasLimit: UInt64
    /// The recipient; the wallet never creates contracts, so there always is one.
    public var to: EVMAddress
    /// The amount moved, in wei (10^18 a ZIL).
    public var value: UInt128
    /// The call data (empty for a plain transfer).
    public var data: [UInt8]
    /// The EVM chain id (ZQ2 mainnet 32769, testnet 33101).
    public var chainID: UInt64

    /// A transaction with these fields.
    public init(
        nonce: UInt64, fee: EVMTransactionFee, gasLimit: UInt64, to: EVMAddress, value: UInt128,
        data: [UInt8] = [], chainID: UInt64
    ) {
        self.nonce = nonce
        self.fee = fee
        self.gasLimit = gasLimit
        self.to = to
        self.value = value
        self.data = data
        self.chainID = chainID
    }
}
