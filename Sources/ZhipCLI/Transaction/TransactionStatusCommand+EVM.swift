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
                try await Container.shared.evmPaymentsUseCase().check(hash)
            }
        } catch EVMPaymentsError.node(let service as ZilliqaServiceError) {
            throw NodeError(node: chosen.nodeLabel, error: service)
        } catch {
            throw failure("\(chosen.nodeLabel): \(error)", exit: .failure, on: console)
        }
        let report = EVMStatusReport(hash: hash.hex, network: chosen.displayName, check: check)
        try CommandOutput(console, output).emit(report, lines: [("hash", report.hash)] + report.lines(on: chosen))
        switch check {
        case .mined(let receipt): if !receipt.succeeded { throw ExitCode.refused }
        case .pending, .notFound: throw ExitCode.notConfirmed
        }
    }
}

/// `{"kind": "evm", "hash", "network", "status": "success"|"failed"|"pending"|"unknown"}`, with
/// `blockNumber`, `gasUsed`, `effectiveGasPrice` and `fee` once mined.
struct EVMStatusReport: Encodable {
    let hash: String
    let network: String
    let status: String
    let receipt: EVMReceiptForms?

    init(hash: String, network: String, check: EVMSendCheck) {
        self.hash = hash
        self.network = network
        switch check {
        case .mined(let mined):
            receipt = EVMReceiptForms(mined)
            status = receipt?.status ?? "success"
        case .pending:
            receipt = nil
            status = "pending"
        case .notFound:
            receipt = nil
            status = "unknown"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, hash, network, status }

    func encode(to encoder: any Encoder) throws {
        // The receipt's keys at the top level, beside these.
        try receipt?.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("evm", forKey: .kind)
        try container.encode(hash, forKey: .hash)
        try container.encode(network, forKey: .network)
        try container.encode(status, forKey: .status)
    }

    /// The human lines after the hash.
    func lines(on network: Network) -> [(label: String, value: String)] {
        if let receipt { return receipt.lines }
        if status == "pending" { return [("status", "pending: in the node's pool, not mined yet")] }
        return [("status", "unknown to \(network.nodeLabel): never sent, dropped, or sent to another network")]
    }
}
