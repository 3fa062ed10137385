import Foundation
import ZilliqaKit

/// The legacy (zil1) account's side of a payment: one batch of the Zilliqa API (`GetNetworkId`,
/// `GetMinimumGasPrice`, `GetBalance`, `GetBlockchainInfo`), the era of legacy transfers (from the
/// known forks, or the node's answer to a probe where they are unknown), the gas price's fee of 50
/// gas (the escrow's flat fee for a lodging), Schnorr signing, `CreateTransaction` once.
struct LegacyRail: PaymentRail {
    let zilliqaService: any ZilliqaService
    let evmService: any EVMService

    /// The gas of a legacy payment: at least 50, at most a block's 200000; 50 is charged whatever the limit.
    static let gasBounds = PaymentGasBounds(
        least: Payment.minimumGasLimit, most: Payment.maximumGasLimit,
        leastWhy: "the least a legacy payment needs",
        mostWhy: "more than a block holds, so the network would refuse it (a payment needs 50, and more costs nothing)")

    /// What the node told.
    struct Reading {
        var state: LegacyPaymentState?
        var era: LegacyTransfers?
        var known: Set<EVMHash> = []
        var minedBefore: TransactionReceipt?
    }

    func prepare(
        _ order: PaymentOrder, from sender: EVMAddress?, on network: Network, sends: [SentTransactionRecord.Send],
        now: Date
    ) async throws(TransactionsError) -> PreparedPayment {
        var reading = Reading()
        // Before the key is unlocked the account is unknown: the same batch still tells the chain,
        // the minimum gas price and the height (the zero address's balance standing in, unused).
        let state = try await asking { try await zilliqaService.paymentState(of: Address(sender ?? .zero)) }
        reading.state = state
        if state.chainID == network.chainID {
            reading.era = await era(on: network, atHeight: state.blockHeight)
            if sender != nil { reading.known = try await known(sends, latest: state.account.nonce) }
        }
        return try assemble(order, reading, from: sender, on: network, sends: sends, now: now)
    }

    func prepare(
        signed: SignedPayment, intent: any PaymentIntent, consents: Set<PaymentRisk>, on network: Network,
        sends: [SentTransactionRecord.Send], now: Date
    ) async throws(TransactionsError) -> PreparedPayment {
        guard case .legacy(let transaction) = signed else { throw .cancelled }
        guard transaction.hasValidSignature else { throw .signatureInvalid }
        let core = transaction.core
        let sender = EVMAddress(core.senderPublicKey.address)
        let order = PaymentOrder(
            intent, from: .legacy, sender: sender,
            terms: PaymentTerms(legacyGasPrice: core.gasPrice, gasLimit: core.gasLimit, nonce: core.nonce),
            consents: consents)
        var reading = Reading()
        // Asked first: a network past its era switch would refuse the copy, though the original went through.
        reading.minedBefore = try await minedReceipt(of: transaction.id)
        if reading.minedBefore == nil {
            let state = try await asking { try await zilliqaService.paymentState(of: core.senderPublicKey.address) }
            reading.state = state
            if state.chainID == network.chainID { reading.era = await era(on: network, atHeight: state.blockHeight) }
        }
        return try assemble(
            order, reading, from: sender, on: network, sends: sends, now: now, signed: signed,
            chainID: Network.evmChainID(forZilliqaChainID: core.version.chainID))
    }

    // MARK: - Reading

    /// What `network` does with legacy transfers: the known forks at `height`, else the node's answer
    /// to the probe; nil when no answer told.
    private func era(on network: Network, atHeight height: UInt64?) async -> LegacyTransfers? {
        if let height, let era = LegacyTransferForks.era(atHeight: height, on: network) { return era }
        return try? await zilliqaService.legacyTransfers(chainID: network.chainID)
    }

    /// The hashes among `sends` not yet counted mined that the node still holds: a second round trip,
    /// asked only while the wallet has such sends.
    private func known(_ sends: [SentTransactionRecord.Send], latest: UInt64) async throws(TransactionsError)
        -> Set<EVMHash>
    {
        let open = sends.filter { $0.nonce >= latest }.suffix(EVMRail.maximumSendsAsked)
        guard !open.isEmpty else { return [] }
        let answers: [EVMReadAnswer]
        do { answers = try await evmService.read(open.map { .transaction($0.hash) }) } catch {
            throw TransactionsError(evmNode: error)
        }
        return Set(
            zip(open, answers).compactMap { send, answer in (try? answer.transaction()) != nil ? send.hash : nil })
    }

    /// The receipt of `id` when the node has one; nil when it has none or could not be reached (the
    /// send then says what the node does).
    private func minedReceipt(of id: TransactionID) async throws(TransactionsError) -> TransactionReceipt? {
        do {
            return try await asking { try await zilliqaService.transaction(id) }
        } catch .service(.transport) {
            return nil
        }
    }

    /// What `call` returns from the node, with its errors as ``TransactionsError``.
    func asking<T>(_ call: () async throws -> T) async throws(TransactionsError) -> T {
        do {
            return try await call()
        } catch let error as ZilliqaServiceError {
            throw .service(error)
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
