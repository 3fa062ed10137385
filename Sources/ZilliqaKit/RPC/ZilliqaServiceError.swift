/// Why a ``ZilliqaService`` call failed; each description says what happened and what to do.
///
/// The node's rejections of a transaction are recognised by code and message, with the
/// numbers in the message parsed out:
/// ```swift
/// ZilliqaServiceError(rejection: RPCError(code: -26, message: "GasPrice 1000000000 lower than minimum allowable 2000000000"))
/// // .gasPriceTooLow(offered: 1000 Li, minimum: 2000 Li)
/// ```
public enum ZilliqaServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request never got an answer (or a non-2xx HTTP status).
    case transport(TransportError)
    /// A transaction was never sent: every attempt failed before the node took the request
    /// (nothing accepted the connection), so nothing can be on its way.
    case notSent(TransportError)
    /// The answer is not a JSON-RPC answer to the request, for the reason given.
    case invalidResponse(String)
    /// The request could not be written as JSON (a value that JSON cannot hold).
    case requestNotEncodable(method: String, reason: String)
    /// The sender's account cannot pay the amount plus the fee, or has never received anything.
    case insufficientFunds
    /// The transaction's nonce (`sent`) is not above the account's `current` nonce: an
    /// earlier transaction already used it. Either number is nil when the message lacked it.
    case nonceTooLow(sent: UInt64?, current: UInt64?)
    /// The transaction's nonce is 0, which the node never takes: an account's first transaction
    /// has nonce 1 (Zilliqa 2.0's `-8 "Invalid nonce (0)"`).
    case nonceZero
    /// The transaction's gas price (`offered`) is below the network's `minimum`.
    case gasPriceTooLow(offered: Amount?, minimum: Amount?)
    /// The transaction's gas limit (`offered`) is below the `minimum` for a payment (50).
    case gasLimitTooLow(offered: UInt64?, minimum: UInt64?)
    /// The node found the recipient address's checksum wrong.
    case checksumWrong
    /// The transaction was signed for another chain (`signedFor`, when known) than the node's.
    case wrongChainID(signedFor: UInt16?)
    /// The node could not verify the transaction's signature.
    case signatureRejected
    /// The network no longer takes legacy (zil1) transactions at all: Zilliqa 2.0 answers
    /// `-32 "CreateTransaction is disabled"` (or "Zilliqa transactions are no longer accepted").
    case legacyTransfersDisabled
    /// The network takes legacy transactions only when they lodge ZIL into the migration escrow
    /// (``Address/migrationEscrow``); this one was addressed elsewhere.
    case onlyEscrowAccepted
    /// The node already holds a transaction from the same account with the same nonce and a
    /// higher gas price, and kept that one: this one was not added (Zilliqa 2.0 says so in a
    /// success-shaped answer).
    case sameNonceAlreadyPending
    /// The gas limit (`offered`, in Scilla gas) is above what a block holds (`maximum`).
    case gasLimitAboveBlock(offered: UInt64?, maximum: UInt64?)
    /// The node is limiting how many requests it takes.
    case rateLimited
    /// The transaction had no receipt after `tries` look-ups.
    case receiptNotFound(TransactionID, tries: Int)
    /// Any other error the node sent.
    case rpc(code: Int, message: String)

    public var description: String {
        switch self {
        case .transport(let error):
            "could not reach the Zilliqa node: \(error)"
        case .notSent(let error):
            "could not reach the Zilliqa node, and nothing was sent: \(error)"
        case .invalidResponse(let reason):
            "the node's answer could not be understood (\(reason.sanitizedForDisplay())): check that the URL is a"
                + " Zilliqa JSON-RPC endpoint"
        case .requestNotEncodable(let method, let reason):
            "the \(method.sanitizedForDisplay()) request could not be written as JSON: \(reason.sanitizedForDisplay())"
        case .insufficientFunds:
            "the sending account does not have enough ZIL for the amount plus the fee:"
                + " send a smaller amount, or add funds to the account first"
        case .nonceTooLow(let sent, let current):
            Self.nonceDescription(sent: sent, current: current)
        case .nonceZero:
            "the transaction's nonce is 0, and nonces start at 1 (an account's first transaction has nonce 1):"
                + " nothing was sent; sign it again with the account's nonce plus one"
        case .gasPriceTooLow(let offered, let minimum):
            Self.gasPriceDescription(offered: offered, minimum: minimum)
        case .gasLimitTooLow(let offered, let minimum):
            "the gas limit\(offered.map { " \($0)" } ?? "") is below the minimum for a payment"
                + " (\(minimum ?? Payment.minimumGasLimit)): sign the transaction again with a gas limit of at least"
                + " \(minimum ?? Payment.minimumGasLimit)"
        case .checksumWrong:
            "the node says the recipient address's checksum is wrong: copy the recipient's address again"
                + " (a Zilliqa address, not an Ethereum one) and sign the transaction again"
        case .wrongChainID(let signedFor):
            "the transaction was signed for \(signedFor.map { "chain \($0)" } ?? "another chain"), which this"
                + " network does not accept: sign it again for this network's chain id"
        case .signatureRejected:
            "the node could not verify the transaction's signature: sign it again with the sender's key, for this"
                + " network"
        case .legacyTransfersDisabled:
            "this network no longer accepts legacy (zil1) transfers: Zilliqa 2.0 switched them off. Your balance"
                + " is safe and can still be read; ZIL now moves through the EVM (0x) account of the same key"
        case .onlyEscrowAccepted:
            "this network accepts legacy (zil1) transactions only when they lodge ZIL into the migration escrow"
                + " (\(Address.migrationEscrow.checksummed)), and this one was addressed elsewhere: nothing was"
                + " sent. Your balance is safe and can still be read; ZIL now moves through the EVM (0x) account"
                + " of the same key"
        case .sameNonceAlreadyPending:
            "the node already holds a pending transaction from this account with the same nonce and a higher gas"
                + " price, and kept that one: this one was not added. Wait for the pending one, or sign again with"
                + " a gas price at least as high as its"
        case .gasLimitAboveBlock(let offered, let maximum):
            "the gas limit\(offered.map { " \($0)" } ?? "") is more than a block holds"
                + "\(maximum.map { " (\($0))" } ?? ""): a payment needs \(Payment.minimumGasLimit); sign it again"
                + " with a smaller gas limit"
        case .rateLimited:
            "the node is limiting how many requests it takes: wait a few seconds and try again"
        case .receiptNotFound(let id, let tries):
            "transaction \(id) was not confirmed after \(tries) \(tries == 1 ? "try" : "tries"): it may still be"
                + " pending; look it up again later, and do not sign it again with a new nonce before you know"
        case .rpc(let code, let message):
            "the node refused the request with error \(code): \(message.sanitizedForDisplay())"
        }
    }

    private static func nonceDescription(sent: UInt64?, current: UInt64?) -> String {
        let what =
            if let sent, let current {
                "the transaction's nonce \(sent) is not above the account's current nonce \(current)"
            } else {
                "the transaction's nonce is not above the account's current nonce"
            }
        let next = current.flatMap { $0 < .max ? " with nonce \($0 + 1)" : nil } ?? " with the account's nonce plus one"
        return what + ": an earlier transaction already used it. Check whether the payment already went through;"
            + " to send a new one, sign it\(next)"
    }

    private static func gasPriceDescription(offered: Amount?, minimum: Amount?) -> String {
        let offeredText = offered.map { " \(Self.li($0))" } ?? ""
        guard let minimum else {
            return "the gas price\(offeredText) is below the network's minimum: sign the transaction again with at"
                + " least the network's minimum gas price"
        }
        return "the gas price\(offeredText) is below the network's minimum of \(Self.li(minimum)): sign the"
            + " transaction again with a gas price of at least \(Self.li(minimum))"
    }

    private static func li(_ amount: Amount) -> String { amount.formatted(in: .li) + " " + AmountUnit.li.symbol }
}
