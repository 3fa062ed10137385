import Foundation
import ZilliqaKit

/// The EVM (0x) account's side of a payment: one `eth_` batch of the node's chain id and gas price,
/// the account's balance and counts, the counterparty's count and code, the wallet's pending sends,
/// and the intent's own reads (a simulation, a gas estimate); ZQ2's fee model; ECDSA;
/// `eth_sendRawTransaction` once.
struct EVMRail: PaymentRail {
    let evmService: any EVMService
    let zilliqaService: any ZilliqaService

    /// The most of the wallet's own sends asked about in the batch: the newest 16.
    static let maximumSendsAsked = 16

    /// What one batch read, each figure bounded by its type.
    struct Reading {
        var chainID: UInt64
        var gasPrice: Wei
        var balance: Wei?
        var latest: UInt64?
        var pending: UInt64?
        var counterpartyHasCode: Bool?
        var counterpartyIsSwept: Bool?
        var known: Set<EVMHash> = []
        var intent: IntentReading
        var legacyTransfers: LegacyTransfers?
        var minedBefore: EVMTransactionReceipt?
        /// True when the node holds the signed file's transaction (pending or mined).
        var fileHeld = false
    }

    func prepare(
        _ order: PaymentOrder, from sender: EVMAddress?, on network: Network, sends: [SentTransactionRecord.Send],
        now: Date
    ) async throws(TransactionsError) -> PreparedPayment {
        let sends = Array(sends.suffix(Self.maximumSendsAsked))
        let reading = try await read(order, from: sender, sends: sends, file: nil, on: network)
        return assemble(order, reading, from: sender, on: network, sends: sends, now: now)
    }

    func prepare(
        signed: SignedPayment, intent: any PaymentIntent, consents: Set<PaymentRisk>, on network: Network,
        sends: [SentTransactionRecord.Send], now: Date
    ) async throws(TransactionsError) -> PreparedPayment {
        guard case .evm(let transaction) = signed else { throw .cancelled }
        let sends = Array(sends.suffix(Self.maximumSendsAsked))
        var terms = PaymentTerms(gasLimit: transaction.transaction.gasLimit, nonce: transaction.transaction.nonce)
        terms.evmFee = Self.choice(of: transaction.transaction.fee)
        let order = PaymentOrder(intent, from: .evm, sender: transaction.sender, terms: terms, consents: consents)
        let reading = try await read(
            order, from: transaction.sender, sends: sends, file: transaction.transactionHash, on: network)
        return assemble(
            order, reading, from: transaction.sender, on: network, sends: sends, now: now, signed: signed)
    }

    // MARK: - The one batch

    /// Reads `order`'s batch; a second one only when the intent's first reads leave its call unsettled.
    private func read(
        _ order: PaymentOrder, from sender: EVMAddress?, sends: [SentTransactionRecord.Send], file: EVMHash?,
        on network: Network
    ) async throws(TransactionsError) -> Reading {
        let intent = order.intent
        let party = intent.counterparty
        let gasLimit = order.terms.gasLimit
        var reads: [EVMRead] = [.chainID, .gasPrice]
        if let sender {
            reads += [.balance(sender), .transactionCount(sender, .latest), .transactionCount(sender, .pending)]
        }
        let partyAt = reads.count
        if party.isTyped { reads += [.transactionCount(party.address, .latest), .code(party.address)] }
        let sendsAt = reads.count
        if sender != nil { reads += sends.map { .transaction($0.hash) } }
        let fileAt = reads.count
        if let file { reads += [.receipt(file), .transaction(file)] }
        let intentAt = reads.count
        if let sender, file == nil { reads += intent.reads(from: sender, gasLimit: gasLimit) }
        let answers = try await node { try await evmService.read(reads) }
        guard answers.count == reads.count else { throw .service(.invalidResponse("the node left out answers")) }
        var reading = Reading(
            chainID: try quantity(answers[0]), gasPrice: Wei(wei: try quantity(answers[1], as: UInt128.self)),
            intent: intent.offlineReading)
        if sender != nil {
            reading.balance = Wei(wei: try quantity(answers[2], as: UInt128.self))
            reading.latest = try quantity(answers[3])
            reading.pending = try quantity(answers[4])
        }
        if party.isTyped {
            reading.counterpartyIsSwept = try quantity(answers[partyAt]) == UInt64.max
            reading.counterpartyHasCode = try answered { try answers[partyAt + 1].hasCode() }
        }
        if sender != nil {
            for (send, answer) in zip(sends, answers[sendsAt..<fileAt])
            where try answered({ try answer.transaction() }) != nil {
                reading.known.insert(send.hash)
            }
        }
        if file != nil {
            reading.minedBefore = try answered { try answers[fileAt].receipt() }
            reading.fileHeld = try answered { try answers[fileAt + 1].transaction() } != nil
        }
        if party.typedAsLegacy {
            reading.legacyTransfers = await LegacyTransferForks.era(on: network, asking: zilliqaService)
        }
        // Nothing a node on another chain says is used: the chain rule refuses it first.
        guard reading.chainID == network.evmChainID, let sender, file == nil else { return reading }
        reading.intent = try await intentReading(
            order, Array(answers[intentAt...]), from: sender, balance: reading, chainID: reading.chainID)
        return reading
    }

    /// The intent's reading of its answers, and of a second batch when it needs one. When the account
    /// cannot pay even the least fee the call could cost, a failed estimate is not the node's fault:
    /// the intent's reading is left out and the funds rule says what is short.
    private func intentReading(
        _ order: PaymentOrder, _ answers: [EVMReadAnswer], from sender: EVMAddress, balance reading: Reading,
        chainID: UInt64
    ) async throws(TransactionsError) -> IntentReading {
        let intent = order.intent
        let gasLimit = order.terms.gasLimit
        do {
            var intentReading = try intent.reading(answers, from: sender, gasLimit: gasLimit, chainID: chainID)
            let more = intent.followUpReads(after: intentReading, from: sender, gasLimit: gasLimit)
            if !more.isEmpty {
                let second = try await node { try await evmService.read(more) }
                intentReading = try intent.followUp(second, after: intentReading, from: sender, gasLimit: gasLimit)
            }
            return intentReading
        } catch {
            guard case .evmService = error, cannotPayLeastFee(order, reading) else { throw error }
            return intent.offlineReading
        }
    }

    /// True when the balance does not cover the call's least fee and value at the node's price.
    private func cannotPayLeastFee(_ order: PaymentOrder, _ reading: Reading) -> Bool {
        guard let balance = reading.balance else { return false }
        let calldata = order.intent.calldata ?? []
        let least = order.intent.gasBounds(for: calldata).least
        let price = order.terms.evmFee.fee(at: reading.gasPrice).maximumPricePerGas
        let fee = EVMFeeQuote.product(least, price).wei
        let (needed, overflow) = fee.addingReportingOverflow(order.intent.callValue.wei)
        return overflow || needed > balance.wei
    }

    // MARK: - Helpers

    /// A quantity answer as `T`, the node's error as the payment's.
    private func quantity<T: FixedWidthInteger & UnsignedInteger>(
        _ answer: EVMReadAnswer, as type: T.Type = UInt64.self
    )
        throws(TransactionsError) -> T
    {
        try answered { try answer.quantity(as: type) }
    }

    /// What the node answers to `call`, its errors as the payment's.
    func node<T>(_ call: () async throws -> T) async throws(TransactionsError) -> T {
        do { return try await call() } catch { throw TransactionsError(evmNode: error) }
    }

    /// What `read` makes of an answer the node gave, its errors as the payment's.
    func answered<T>(_ read: () throws -> T) throws(TransactionsError) -> T {
        do { return try read() } catch { throw TransactionsError(evmNode: error) }
    }

    /// The fee choice that signs `fee` again (a file's, read back).
    static func choice(of fee: EVMTransactionFee) -> EVMFeeChoice {
        switch fee {
        case .legacy(let gasPrice): .legacy(gasPrice: Wei(wei: gasPrice))
        case .eip1559(let maxFee, let priority): .eip1559(maxFee: Wei(wei: maxFee), priorityFee: Wei(wei: priority))
        }
    }
}
