import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx status 0x…`: an EVM transaction looked up with `eth_` (its receipt, then the pool).
extension TransactionStatusCommand {
    /// The EVM hash given, or nil when the id is not written with `0x` (a legacy id).
    /// - Throws: ``ValidationError`` for `0x` and anything but 64 hex characters.
    func evmHash() throws -> EVMHash? {
        guard id.hasPrefix("0x") || id.hasPrefix("0X") else { return nil }
        do { return try EVMHash(id) } catch {
            throw ValidationError("not an EVM transaction hash (0x and 64 hex characters): \(error)")
        }
    }

    func lookUpEVM(_ hash: EVMHash, console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen)
        let check: EVMSendCheck
        do {
            check = try await WaitingLine.showing("Waiting for \(chosen.nodeLabel)", on: console) {
                try await Container.shared.paymentsUseCase().check(hash)
            }
        } catch TransactionsError.service(let service) {
            throw NodeError(node: chosen.nodeLabel, error: service)
        } catch {
            throw failure("\(chosen.nodeLabel): \(error)", exit: .failure, on: console)
        }
        // A pooled transaction may be queued behind nonces its account has not used: say which.
        let gap =
            check == .pending
            ? try? await EVMQueueLookUp(evmService: Container.shared.evmService()).gap(before: hash) : nil
        // A mined one's fee charged, from its own fee fields and the network's gas price, not the receipt's.
        var charge: EVMGasCharge?
        if case .mined(let receipt) = check {
            charge = try? await EVMFeeLookUp(evmService: Container.shared.evmService()).charge(of: receipt)
        }
        let report = EVMStatusReport(
            hash: hash.hex, network: chosen.displayName, check: check, charge: charge, queuedBehind: gap)
        try CommandOutput(console, output).emit(report, lines: [("hash", report.hash)] + report.lines(on: chosen))
        switch check {
        case .mined(let receipt): if !receipt.succeeded { throw ExitCode.refused }
        case .pending, .notFound: throw ExitCode.notConfirmed
        }
    }
}

/// `{"kind": "evm", "hash", "network", "status": "success"|"failed"|"pending"|"unknown"}`, with
/// `blockNumber`, `gasUsed`, `effectiveGasPrice` and `fee` once mined, and for a pending one queued
/// behind unused nonces `"queued": {"nonce", "nextNonce", "missingNonces": "nonces 0 and 1"}`.
struct EVMStatusReport: Encodable {
    let hash: String
    let network: String
    let status: String
    let receipt: EVMReceiptForms?
    let queued: QueuedForms?

    /// `{"nonce": 2, "nextNonce": 0, "missingNonces": "nonces 0 and 1"}`.
    struct QueuedForms: Encodable {
        let nonce: UInt64
        let nextNonce: UInt64
        let missingNonces: String
    }

    /// The report of `check`, a mined one's fee being `charge` (nil when not known).
    init(
        hash: String, network: String, check: EVMSendCheck, charge: EVMGasCharge? = nil,
        queuedBehind gap: EVMNonceGap? = nil
    ) {
        self.hash = hash
        self.network = network
        queued = gap.map { QueuedForms(nonce: $0.nonce, nextNonce: $0.nextNonce, missingNonces: $0.missingNonces) }
        switch check {
        case .mined(let mined):
            receipt = EVMReceiptForms(mined, charge: charge)
            status = receipt?.status ?? "success"
        case .pending:
            receipt = nil
            status = "pending"
        case .notFound:
            receipt = nil
            status = "unknown"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, hash, network, status, queued }

    func encode(to encoder: any Encoder) throws {
        // The receipt's keys at the top level, beside these.
        try receipt?.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("evm", forKey: .kind)
        try container.encode(hash, forKey: .hash)
        try container.encode(network, forKey: .network)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(queued, forKey: .queued)
    }

    /// The human lines after the hash.
    func lines(on network: Network) -> [(label: String, value: String)] {
        if let receipt { return receipt.lines }
        if let queued {
            return [
                (
                    "status",
                    "pending: queued in the node's pool behind the account's next nonce \(queued.nextNonce): it is "
                        + "mined only once \(queued.missingNonces) are used"
                )
            ]
        }
        if status == "pending" { return [("status", "pending: in the node's pool, not mined yet")] }
        return [("status", "unknown to \(network.nodeLabel): never sent, dropped, or sent to another network")]
    }
}
