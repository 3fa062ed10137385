import ZhipCore
import ZilliqaKit

/// `{"kind": "evm", "hash", "network", "status": "success"|"failed"|"pending"|"unknown"}`, with
/// `blockNumber`, `gasUsed`, `effectiveGasPrice` and `fee` once mined, and for a pending one queued
/// behind unused nonces `"queued": {"nonce", "nextNonce", "missingNonces": "nonces 0 and 1"}`; for a pending
/// one that is stuck (queued so, or priced below the network's gas price) `"stuck": {"reason": "queued"|
/// "underpriced", "description", "fix"}`, `fix` naming the command that fixes it; `"explorer"`
/// where the network has an explorer; once mined `"to"` (EIP-55) and `"toName"` when it is a contact.
struct EVMStatusReport: Encodable {
    let hash: String
    let network: String
    let status: String
    let receipt: EVMReceiptForms?
    let queued: QueuedForms?
    let stuck: StuckForms?
    /// The transaction's page on the network's explorer, if it has one.
    let explorer: String?
    /// Whom a mined transaction went to (EIP-55), and its contact's name: `contact Bob`.
    let to: String?
    let toName: String?

    /// `{"nonce": 2, "nextNonce": 0, "missingNonces": "nonces 0 and 1"}`.
    struct QueuedForms: Encodable {
        let nonce: UInt64
        let nextNonce: UInt64
        let missingNonces: String
    }

    /// `{"reason": "underpriced", "description": "stuck: …", "fix": "'zhip-cli tx speedup 0x…' (or …)"}`.
    struct StuckForms: Encodable {
        let reason: String
        let description: String
        let fix: String
    }

    /// The report of `check`, a mined one's fee being `charge` (nil when not known).
    init(
        hash: String, network: String, check: SentPaymentStatus, charge: EVMGasCharge? = nil,
        queuedBehind gap: EVMNonceGap? = nil, stuck: StuckTransaction? = nil, explorer: String? = nil,
        naming name: (EVMAddress) -> CounterpartyName? = { _ in nil }
    ) {
        self.hash = hash
        self.explorer = explorer
        self.network = network
        self.stuck = stuck.map { StuckForms(reason: $0.code, description: $0.description, fix: $0.fix) }
        queued = gap.map { QueuedForms(nonce: $0.nonce, nextNonce: $0.nextNonce, missingNonces: $0.missingNonces) }
        var recipient: EVMAddress?
        if case .mined(.evm(let mined)) = check { recipient = mined.to }
        to = recipient?.checksummed
        toName = recipient.flatMap(name)?.description
        switch check {
        case .mined(.evm(let mined)):
            receipt = EVMReceiptForms(mined, charge: charge)
            status = receipt?.status ?? "success"
        case .mined(.legacy):
            receipt = nil
            status = "success"
        case .pending:
            receipt = nil
            status = "pending"
        case .notFound:
            receipt = nil
            status = "unknown"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, hash, network, status, queued, stuck, explorer, to, toName }

    func encode(to encoder: any Encoder) throws {
        // The receipt's keys at the top level, beside these.
        try receipt?.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("evm", forKey: .kind)
        try container.encode(hash, forKey: .hash)
        try container.encode(network, forKey: .network)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(queued, forKey: .queued)
        try container.encodeIfPresent(stuck, forKey: .stuck)
        try container.encodeIfPresent(explorer, forKey: .explorer)
        try container.encodeIfPresent(to, forKey: .to)
        try container.encodeIfPresent(toName, forKey: .toName)
    }

    /// The human lines after the hash.
    func lines(on network: Network) -> [(label: String, value: String)] {
        if let receipt {
            let recipient = to.map { [("to", $0 + (toName.map { " (\($0))" } ?? ""))] } ?? []
            return recipient + receipt.lines
        }
        if let queued {
            return [
                (
                    "status",
                    "pending, stuck: queued in the node's pool behind \(queued.missingNonces), which the account has not used:"
                        + " the account's next payment uses it, and this one is mined right after. Do not send this"
                        + " payment again: that would pay twice"
                )
            ]
        }
        if let stuck {
            return [("status", "pending, \(stuck.description): the node will not mine it"), ("fix", stuck.fix)]
        }
        if status == "pending" { return [("status", "pending: in the node's pool, not mined yet")] }
        return [("status", "unknown to \(network.nodeLabel): never sent, dropped, or sent to another network")]
    }
}
