public import ZilliqaKit

/// One `CreateTransaction` the devnet received, accepted or rejected, with the public parts of
/// the transaction as far as they could be read (never its signature).
///
/// ```swift
/// let sent = devnet.control.received.transactions(sender: alice.address)
/// sent.count                 // 1
/// sent[0].status             // .accepted
/// sent[0].amount             // 1 ZIL
/// ```
public struct ReceivedTransaction: Sendable, Hashable {
    /// Whether the devnet took the transaction.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// Answered with its `TranID` (pending or confirmed since).
        case accepted
        /// Answered with an error, or spoiled by an injected fault before it was processed.
        case rejected
    }

    /// Why a transaction was rejected: the node's error, or an injected fault.
    public struct Rejection: Sendable, Hashable {
        /// The JSON-RPC error code answered; nil when no JSON-RPC answer was sent (an injected fault).
        public let code: Int?
        /// The node's message, or what the fault did.
        public let message: String
    }

    /// Which API the transaction came through.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `CreateTransaction`, a Schnorr-signed Zilliqa payment.
        case legacy
        /// `eth_sendRawTransaction`, an ECDSA-signed EVM transaction.
        case evm
    }

    /// 1 for the first transaction received since the devnet started (or was reset), then 2, 3, …
    public internal(set) var sequence: Int = 0
    public let status: Status
    /// `legacy` or `evm`.
    public let kind: Kind
    /// For an accepted transaction: true when the same signed transaction had been accepted
    /// before, so this one changed nothing (a wallet sending again after a lost answer).
    public let duplicate: Bool
    /// For a rejected transaction: why.
    public let rejection: Rejection?
    /// The transaction id; nil when the request was too malformed to compute it.
    public let id: TransactionID?
    public let sender: Address?
    public let recipient: Address?
    public let amount: Amount?
    public let nonce: UInt64?
    public let gasPrice: Amount?
    public let gasLimit: UInt64?
    /// An EVM transaction's value, exact; nil for a legacy one (its ``amount`` is exact).
    public let value: Wei?
    /// An EVM transaction's price per gas in wei (`gasPrice`, or `maxFeePerGas` for type 2); nil for a legacy one.
    public let evmGasPrice: UInt128?

    /// A transaction that was read whole; `rejection` nil for an accepted one. `id` and
    /// `sender`, when the ledger already computed them, spare hashing the transaction again.
    init(
        transaction: SignedTransaction, id: TransactionID? = nil, sender: Address? = nil, duplicate: Bool = false,
        rejection: Rejection? = nil
    ) {
        let core = transaction.core
        status = rejection == nil ? .accepted : .rejected
        kind = .legacy
        value = nil
        evmGasPrice = nil
        self.duplicate = duplicate
        self.rejection = rejection
        self.id = id ?? transaction.id
        self.sender = sender ?? core.senderPublicKey.address
        recipient = core.recipient
        amount = core.amount
        nonce = core.nonce
        gasPrice = core.gasPrice
        gasLimit = core.gasLimit
    }

    /// A rejected request that could not be read as a transaction: what its params show.
    init(params: JSONValue?, rejection: Rejection) {
        status = .rejected
        kind = .legacy
        value = nil
        evmGasPrice = nil
        duplicate = false
        self.rejection = rejection
        id = nil
        let publicKey = params?["pubKey"]?.stringValue.flatMap { try? PublicKey(hex: $0) }
        sender = publicKey?.address
        recipient = params?["toAddr"]?.stringValue.flatMap { try? Address($0) }
        amount = params?["amount"]?.stringValue.flatMap { try? Amount(qaString: $0) }
        nonce = Self.whole(params?["nonce"])
        gasPrice = params?["gasPrice"]?.stringValue.flatMap { try? Amount(qaString: $0) }
        gasLimit = Self.whole(params?["gasLimit"])
    }

    /// An EVM transaction that decoded; `rejection` nil for an accepted one.
    init(evm transaction: EthTransaction, duplicate: Bool = false, rejection: Rejection? = nil) {
        status = rejection == nil ? .accepted : .rejected
        kind = .evm
        self.duplicate = duplicate
        self.rejection = rejection
        id = transaction.id
        sender = transaction.senderAccount
        recipient = transaction.recipientAccount
        value = Wei(wei: transaction.value)
        amount = Wei(wei: transaction.value).qaRoundedDown
        nonce = transaction.nonce
        gasPrice = nil
        evmGasPrice = transaction.poolPrice
        gasLimit = transaction.gasLimit
    }

    /// A rejected `eth_sendRawTransaction` whose param did not decode: only the hash of its bytes, when hex.
    init(evmRaw text: String?, rejection: Rejection) {
        status = .rejected
        kind = .evm
        duplicate = false
        self.rejection = rejection
        let bytes = text.flatMap { $0.hasPrefix("0x") ? try? Hex.decode($0.dropFirst(2)) : nil }
        id = bytes.flatMap { $0.isEmpty ? nil : try? TransactionID(hex: Hex.encode(Keccak256.hash($0))) }
        sender = nil
        recipient = nil
        amount = nil
        nonce = nil
        gasPrice = nil
        gasLimit = nil
        value = nil
        evmGasPrice = nil
    }

    /// A whole number written as a JSON number or as a decimal string.
    private static func whole(_ value: JSONValue?) -> UInt64? {
        switch value {
        case .integer(let number)?: UInt64(exactly: number)
        case .unsignedInteger(let number)?: number
        case .string(let text)?: UInt64(text)
        default: nil
        }
    }
}

extension ReceivedTransaction.Rejection {
    /// The node's answer to a rejected transaction.
    init(_ error: DevnetRPCError) {
        self.init(code: error.code, message: error.message)
    }

    /// A request an injected fault spoiled before the devnet processed it.
    static func injected(_ mode: FaultMode) -> Self {
        Self(code: nil, message: "not processed: injected fault (\(mode.rawValue))")
    }
}
