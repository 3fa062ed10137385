import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli tx status TXID`: whether a transaction is confirmed, with its receipt.
struct TransactionStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show whether a transaction is confirmed, and its receipt.",
        discussion: """
            A transaction without a receipt is pending, or unknown to the node (never sent, or sent to another \
            network), and exits with 3: a script can wait with 'until zhip-cli tx status ID; do sleep 5; done'.

            A legacy transaction's id is looked up with GetTransaction. Written with 0x (as 'history' and explorer \
            links write it), it is told apart by the node's eth_ answers (type 0xdd870) and reported as without 0x.
            An EVM transaction's hash (0x and 64 hex characters, as 'tx sign --account evm' and 'tx send' print it) \
            is looked up with eth_getTransactionReceipt and eth_getTransactionByHash: its status is success, \
            failed (status 0: the fee charged, the amount not moved; exits 2), pending (in the node's pool) or \
            unknown (the node does not have it), with the block, the gas used, the gas price and the fee as the \
            node reports them (Zilliqa 2.0 reports a type 2 transaction's max fee as its gas price, so the fee shown \
            is more than was charged when the max fee is above the network's gas price plus the priority fee). With \
            --json, "kind" says which: "evm" or "legacy". Where the network has a block explorer (mainnet and \
            testnet: Zilliqa's Otterscan; any network: 'zhip-cli settings set explorer URL --network N'), its page \
            of the transaction is printed ("explorer" in --json).
            \(ExitCode.statusHelp)
            """)

    @Argument(
        help: "The transaction id: 64 hex characters for a legacy transaction (with or without 0x); 0x and 64 hex "
            + "characters for an EVM transaction's hash.",
        valueName: "txid")
    var id: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try transaction()
    }

    func run(_ console: Console) async throws {
        let given = try transaction()
        let chosen = try network.resolve()
        // The link is worked out once, for the report and the lines alike (a legacy id's is its 0x form).
        let link = given.explorerLink(on: chosen)
        let (sent, found) =
            switch given {
            case .legacy(let id): (given, try await lookUp(id, on: chosen, explorer: link, console: console))
            case .evm(let hash): try await lookUp(hash, on: chosen, explorer: link, console: console)
            }
        let explorer = link.map { [("explorer", $0)] } ?? []
        try CommandOutput(console, output).emit(
            found.report, lines: [(sent.label, "\(sent)")] + found.lines + explorer)
        guard let receipt = found.receipt else { throw ExitCode.notConfirmed }
        if !receipt.succeeded { throw ExitCode.refused }
    }

    /// What a look-up found: the report, its human lines after the id, and the receipt (nil while
    /// pending or unknown).
    private typealias Found = (report: any Encodable, lines: [(label: String, value: String)], receipt: AnyReceipt?)

    /// The transaction given: an EVM hash when it is written with `0x` (or a legacy id so written,
    /// which the node tells apart), else a legacy id.
    /// - Throws: ``ValidationError`` for anything else.
    private func transaction() throws -> SentTransaction {
        guard id.hasPrefix("0x") || id.hasPrefix("0X") else {
            do { return .legacy(try TransactionID(hex: id)) } catch {
                throw ValidationError("not a transaction id: \(error)")
            }
        }
        do { return .evm(try EVMHash(id)) } catch {
            throw ValidationError("not an EVM transaction hash (0x and 64 hex characters): \(error)")
        }
    }

    /// A legacy transaction, looked up with GetTransaction.
    private func lookUp(_ id: TransactionID, on chosen: Network, explorer: String?, console: Console) async throws
        -> Found
    {
        let receipt = try await network.session(for: chosen, console: console).receipt(of: id)
        return Self.legacy(id, receipt: receipt, on: chosen, explorer: explorer)
    }

    /// The report of the legacy transaction `id`, mined with `receipt` or not (nil).
    private static func legacy(_ id: TransactionID, receipt: TransactionReceipt?, on chosen: Network, explorer: String?)
        -> Found
    {
        let receipt = receipt.map(AnyReceipt.legacy)
        let report = Report(
            id: id.hex, network: chosen.displayName, status: receipt == nil ? "pending" : "confirmed", receipt: receipt,
            explorer: explorer)
        return (
            report, receipt?.lines ?? [("status", "not confirmed: pending, or unknown to \(chosen.nodeLabel)")], receipt
        )
    }

    /// A transaction by its `0x` hash, looked up with `eth_` (its receipt and the pool in one batch):
    /// an EVM one, or a legacy one (type 0xdd870), which is then reported as its id without `0x` is,
    /// from GetTransaction.
    private func lookUp(_ hash: EVMHash, on chosen: Network, explorer: String?, console: Console) async throws
        -> (SentTransaction, Found)
    {
        network.register(chosen, console: console)
        let resolved: (sent: SentTransaction, status: SentPaymentStatus)
        do {
            resolved = try await WaitingLine.showing("Waiting for \(chosen.nodeLabel)", on: console) {
                try await TransactionLookUp(Container.shared).status(ofHash: hash)
            }
        } catch TransactionsError.service(let service) {
            throw NodeError(node: chosen.nodeLabel, error: service)
        } catch {
            throw failure("\(chosen.nodeLabel): \(error)", exit: .failure, on: console)
        }
        if case .legacy(let id) = resolved.sent {
            var receipt: TransactionReceipt?
            if case .mined(.legacy(let mined)) = resolved.status { receipt = mined }
            return (resolved.sent, Self.legacy(id, receipt: receipt, on: chosen, explorer: explorer))
        }
        let check = resolved.status
        let evmService = Container.shared.evmService()
        // A pooled transaction may be queued behind nonces its account has not used: say which.
        // Or priced below the network's gas price: either is stuck, and said with the command that fixes it.
        let stuck = check == .pending ? try? await StuckLookUp(evmService: evmService).stuck(hash) : nil
        var gap: EVMNonceGap?
        if case .queued(let queued)? = stuck?.reason { gap = queued }
        // A mined one's fee charged, from its own fee fields and the network's gas price, not the receipt's.
        var charge: EVMGasCharge?
        var receipt: AnyReceipt?
        if case .mined(.evm(let mined)) = check {
            charge = try? await EVMFeeLookUp(evmService: evmService).charge(of: mined)
            receipt = .evm(mined, charge: charge)
        }
        let contacts = Container.shared.contactsUseCase()
        let report = EVMStatusReport(
            hash: hash.hex, network: chosen.displayName, check: check, charge: charge, queuedBehind: gap,
            stuck: stuck, explorer: explorer,
            naming: contacts.name(of:))
        return (.evm(hash), (report, report.lines(on: chosen), receipt))
    }

    /// `{"kind": "legacy", "id", "network", "status": "pending"|"confirmed"}`, with `"receipt": {…}` once
    /// confirmed and `"explorer"` where the network has an explorer.
    struct Report: Encodable {
        let kind = "legacy"
        let id: String
        let network: String
        let status: String
        let receipt: AnyReceipt?
        let explorer: String?
    }
}

extension TransactionStatusCommand {
    /// The command that looks transaction `id` up on `network`, quoted for a message:
    /// `'zhip-cli tx status 3f… --network testnet'`.
    static func invocation(of sent: SentTransaction, on network: Network) -> String {
        "'zhip-cli tx status \(sent) \(network.commandLineArguments)'"
    }
}
