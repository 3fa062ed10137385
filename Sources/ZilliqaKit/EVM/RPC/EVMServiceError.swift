/// Why an ``EVMService`` call failed, where ``ZilliqaServiceError``'s words or figures would be
/// wrong for the EVM (Qa instead of wei, 16-bit chain ids, Scilla gas); each description says
/// what happened and what to do.
///
/// The service throws this for the node's `eth_` rejections (Zilliqa 2.0 v0.21.8's messages,
/// `zq2-eth-api.md` sections 0 and 2.2, figures parsed out) and for answers that do not read, and
/// the shared ``ZilliqaServiceError`` for what every call of the shared client can meet:
/// ``ZilliqaServiceError/transport(_:)``, ``ZilliqaServiceError/notSent(_:)``,
/// ``ZilliqaServiceError/invalidResponse(_:)``, ``ZilliqaServiceError/rateLimited`` and
/// ``ZilliqaServiceError/rpc(code:message:)`` for any error it does not recognise.
/// ```swift
/// EVMServiceError(rejection: RPCError(code: -32602, message: "Txn nonce (3) is too low for account (5)"),
///                 method: "eth_sendRawTransaction")
/// // .nonceTooLow(sent: 3, current: 5)
/// ```
public enum EVMServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The account cannot pay `cost` (gas limit x price + value) from its `balance`, both in wei.
    case insufficientFunds(cost: Wei?, balance: Wei?)
    /// The transaction's nonce (`sent`) is below the account's (`current`, the nonce to use now).
    case nonceTooLow(sent: UInt64?, current: UInt64?)
    /// The gas price (for type 2 the `maxFeePerGas`) is below the network's gas price.
    case gasPriceTooLow
    /// The gas price is above what the node takes (2.1e28 wei a gas).
    case gasPriceTooHigh
    /// The transaction was signed for chain `signedFor`; the node's chain is `expected`.
    case wrongChainID(signedFor: UInt64?, expected: UInt64?)
    /// The gas limit (`offered`, EVM gas) is above a block's (`maximum`).
    case gasLimitAboveBlock(offered: UInt64?, maximum: UInt64?)
    /// The gas limit (`offered`) is below the `minimum` any EVM transaction needs (21000).
    case gasLimitTooLow(offered: UInt64?, minimum: UInt64?)
    /// The transaction's input (`size` bytes) is more than the node takes (`limit`).
    case inputTooLarge(size: UInt64?, limit: UInt64?)
    /// The raw transaction starts with a type byte the node does not take (blob and EIP-7702
    /// transactions, 3 and 4, among them).
    case unsupportedTransactionType(firstByte: UInt8?)
    /// The node did not take the parameters of `method` (`-32602 "Invalid params"`).
    case invalidParams(method: String)
    /// The node has no `method` (`-32601`): not a Zilliqa 2.0 or Ethereum node.
    case methodNotFound(method: String)
    /// The node has `method` switched off on this port (`-32600 "<method> is disabled"`).
    case methodDisabled(method: String)
    /// The node's transaction pool is full, as `limit` says.
    case poolFull(EVMPoolLimit)
    /// The block asked about is not one the node has (`-32000 "Invalid input"`).
    case blockNotFound(method: String)
    /// The node failed on `method` (`-32603`): its first line, made safe to show.
    case nodeFailure(method: String, message: String)
    /// The node answered `eth_sendRawTransaction` with `answered`, not the transaction's own hash `sent`.
    case hashMismatch(sent: EVMHash, answered: EVMHash)
    /// `eth_sendRawTransaction` got no answer after the request may have reached the node, so it
    /// was not sent again: whether the node has the transaction with this hash is unknown.
    case sendOutcomeUnknown(EVMHash, TransportError)
    /// A field of `method`'s answer is not what the `eth_` API writes there.
    case malformedAnswer(method: String, field: String, problem: EVMAnswerProblem)
    /// The transaction had no receipt after `tries` look-ups.
    case receiptNotFound(EVMHash, tries: Int)
    /// The code at the address is longer than ``EVMAnswer/maximumCodeBytes`` (`limit`), so it was not read.
    case codeTooLarge(EVMAddress, limit: Int)
    /// The contract reverted `method` (`eth_call`, `eth_estimateGas`; code 3 "execution reverted"),
    /// with these revert data bytes (empty when it gave none): an `Error(string)` or
    /// `Panic(uint256)` for the ABI layer to decode, or a custom error.
    case executionReverted(method: String, data: [UInt8])
    /// The call stopped without reverting (`-32003`): out of gas, or another EVM halt, as the node's
    /// first line says, made safe to show.
    case executionHalted(method: String, message: String)
    /// `method`'s answer is longer than the wallet reads (`limit`: bytes of a call's return, or a
    /// number of logs), so it was not read.
    case answerTooLarge(method: String, limit: Int)
    /// `eth_getLogs` was asked for blocks `from` to `to`, whose ends are more than `cap` apart, and
    /// the node answers no wider range (`"Range of blocks exceeds <cap>"`).
    case logRangeTooLarge(from: EVMBlockTag?, to: EVMBlockTag?, cap: UInt64?)
    /// `eth_getLogs` was asked for a range whose start (block `from`) is after its end (block `to`).
    case logRangeReversed(from: UInt64?, to: UInt64?)

    public var description: String {
        switch self {
        case .insufficientFunds(let cost, let balance):
            Self.fundsDescription(cost: cost, balance: balance)
        case .nonceTooLow(let sent, let current):
            "the transaction's nonce\(sent.map { " \($0)" } ?? "") is below the account's"
                + "\(current.map { " \($0)" } ?? ""): an earlier transaction already used it. Check whether the"
                + " transfer already went through; to send a new one, sign it with"
                + " \(current.map { "nonce \($0)" } ?? "the account's pending nonce")"
        case .gasPriceTooLow:
            "the gas price is below the network's: nothing was sent. Sign the transaction again with the gas price"
                + " the network reports now (eth_gasPrice; for type 2 as the maxFeePerGas)"
        case .gasPriceTooHigh:
            "the gas price is far above what the network takes: nothing was sent. Sign the transaction again with"
                + " the gas price the network reports now (eth_gasPrice)"
        case .wrongChainID(let signedFor, let expected):
            "the transaction was signed for \(signedFor.map { "chain \($0)" } ?? "another chain")"
                + "\(expected.map { ", but this network is chain \($0)" } ?? ", not this network's"): nothing was sent."
                + " Sign it again for this network's EVM chain id"
        case .gasLimitAboveBlock(let offered, let maximum):
            "the gas limit\(offered.map { " \($0)" } ?? "") is more than a block holds"
                + "\(maximum.map { " (\($0))" } ?? ""): nothing was sent. A transfer needs 21000;"
                + " sign it again with a smaller gas limit"
        case .gasLimitTooLow(let offered, let minimum):
            "the gas limit\(offered.map { " \($0)" } ?? "") is below the \(minimum ?? 21_000) every EVM transaction"
                + " needs: nothing was sent. Sign it again with a gas limit of at least \(minimum ?? 21_000)"
        case .inputTooLarge(let size, let limit):
            "the transaction's data\(size.map { " (\($0) bytes)" } ?? "") is more than the network takes"
                + "\(limit.map { " (\($0) bytes)" } ?? ""): nothing was sent. A transfer carries no data;"
                + " sign it again without it"
        case .unsupportedTransactionType(let firstByte):
            "the network does not take transactions of this type\(firstByte.map { " (first byte \($0))" } ?? ""):"
                + " nothing was sent. Sign it again as a legacy (type 0) or EIP-1559 (type 2) transaction"
        case .invalidParams(let method):
            "the node did not take the parameters of \(method.sanitizedForDisplay()): check that the URL is a"
                + " Zilliqa 2.0 node's JSON-RPC endpoint"
        case .methodNotFound(let method):
            "the node has no \(method.sanitizedForDisplay()): it does not serve the eth_ API; check that the URL is"
                + " a Zilliqa 2.0 node's JSON-RPC endpoint"
        case .methodDisabled(let method):
            "the node has \(method.sanitizedForDisplay()) switched off: use a public API node of the network"
                + " (its eth_ API is on)"
        case .poolFull(let limit):
            limit.description
        case .blockNotFound(let method):
            "the node does not have the block \(method.sanitizedForDisplay()) asked about: try again in a moment,"
                + " or ask another node"
        case .nodeFailure(let method, let message):
            "the node failed on \(method.sanitizedForDisplay()) (\(message.sanitizedForDisplay())): nothing was"
                + " changed; try again later, and if it happens again, use another node"
        case .hashMismatch(let sent, let answered):
            "the node answered with transaction hash \(answered), but the transaction's own hash is \(sent):"
                + " the node is not reporting truthfully; look \(sent) up on an explorer or another node before"
                + " signing anything new"
        case .sendOutcomeUnknown(let hash, let failure):
            "the node did not answer (\(failure)) after the transaction may have reached it, so it was not sent"
                + " again: look up \(hash) before signing anything new; sending the same signed transaction again"
                + " is safe, it cannot be applied twice"
        case .malformedAnswer(let method, let field, let problem):
            "the node's answer to \(method.sanitizedForDisplay()) could not be understood (\"\(field.sanitizedForDisplay(maxLength: 40))\": \(problem)):"
                + " check that the URL is a Zilliqa 2.0 node's JSON-RPC endpoint"
        case .receiptNotFound(let hash, let tries):
            "transaction \(hash) was not mined after \(tries) \(tries == 1 ? "try" : "tries"): it may still be"
                + " pending; look it up again later, and do not sign a new one with the same nonce before you know"
        case .codeTooLarge(let address, let limit):
            "the account \(address) holds more than \(ByteCount.words(limit)) of code, so it is a contract: a"
                + " plain transfer to it may fail; send only if you know the contract takes ZIL"
        case .executionReverted(let method, let data):
            "the contract refused the call (\(method.sanitizedForDisplay()) reverted"
                + "\(data.isEmpty ? " without a reason" : " with \(ByteCount.words(data.count)) of reason")): nothing"
                + " was changed or sent. Check the contract address, the amount and the account, or ask the"
                + " token's issuer why it refuses"
        case .executionHalted(let method, let message):
            "the call \(method.sanitizedForDisplay()) stopped (\(message.sanitizedForDisplay())): nothing was"
                + " changed or sent. Check the contract address and the call; a call that needs more gas than a block"
                + " holds cannot be sent"
        case .answerTooLarge(let method, let limit):
            "the node's answer to \(method.sanitizedForDisplay()) is longer than the wallet reads (\(Self.words(limit, method: method))),"
                + " so it was not read: check the contract address, or ask for fewer blocks"
        case .logRangeTooLarge(let from, let to, let cap):
            "the node answers eth_getLogs only for blocks at most \(cap.map(String.init) ?? "a few") apart, and"
                + " \(from.map { "\($0)" } ?? "the start") to \(to.map { "\($0)" } ?? "the end") is wider: ask again"
                + " in ranges of at most \(cap.map { "\($0 + 1)" } ?? "fewer") blocks"
        case .logRangeReversed(let from, let to):
            "the range of blocks asked of eth_getLogs starts after it ends"
                + "\(from.flatMap { from in to.map { " (\(from) > \($0))" } } ?? ""): ask again with the earlier"
                + " block first"
        }
    }

    /// True when the node does not serve the method asked (it has none by that name, or it is
    /// switched off): an optional API, such as `ots_`, the caller can do without.
    public var isMethodNotServed: Bool {
        switch self {
        case .methodNotFound, .methodDisabled: true
        default: false
        }
    }

    /// `limit` as bytes for a call's return, as a count for logs.
    private static func words(_ limit: Int, method: String) -> String {
        method == "eth_getLogs" ? "\(limit) logs" : ByteCount.words(limit)
    }

    private static func fundsDescription(cost: Wei?, balance: Wei?) -> String {
        let figures =
            if let cost, let balance {
                " (it costs \(cost) with the fee, and the account holds \(balance))"
            } else {
                ""
            }
        return "the sending account does not have enough ZIL for the amount plus the fee\(figures): nothing was"
            + " sent. Send a smaller amount, or add funds to the account first"
    }
}

/// Which limit of Zilliqa 2.0's transaction pool a transaction met (`zq2-eth-api.md` section 2.2, step 10).
public enum EVMPoolLimit: Sendable, Hashable, CustomStringConvertible {
    /// The pool holds its most transactions (1,000,000).
    case transactions
    /// The pool holds transactions of its most senders (50,000).
    case senders
    /// The pool holds this sender's most transactions (20,000).
    case perSender

    public var description: String {
        switch self {
        case .transactions, .senders:
            "the node's transaction pool is full: nothing was sent; try again in a few minutes"
        case .perSender:
            "the node holds as many pending transactions of this account as it takes: nothing was sent; wait"
                + " until some are mined, then try again"
        }
    }
}
