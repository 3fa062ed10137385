import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx send` of an EVM transaction file: checked by ZhipCore (``SignedEVMTransactionCheck``),
/// sent once through ZhipCore's ``PaymentsUseCase`` (its nonce checked and recorded), followed to its receipt unless --no-wait.
extension TransactionSendCommand {
    func sendEVM(_ file: EVMTransactionFile, path: String, console: Console) async throws {
        let signed: SignedEVMTransaction
        let statedHash: EVMHash?
        do {
            (signed, statedHash) = try file.signedTransaction(path: path)
        } catch let error as TransactionFileError where error.refusesTheTransaction {
            throw failure(error.description, exit: .refused, on: console)
        }
        let chosen = try network.resolve()
        do throws(SignedEVMTransactionError) {
            try SignedEVMTransactionCheck.check(signed, statedHash: statedHash, on: chosen)
        } catch {
            throw failure(error.description, exit: .refused, on: console)
        }
        network.register(chosen)
        let hash = signed.transactionHash
        let lookUp = EVMTransactionLookUp(hash: hash, network: chosen)
        let outcome: SignedEVMSendOutcome
        do {
            outcome = try await InterruptNotice.during(
                "the transaction may have been sent: \(lookUp.advice)", on: console
            ) {
                try await WaitingLine.showing("Sending the transaction to \(chosen.nodeLabel)", on: console) {
                    () async throws(TransactionsError) in
                    try await Container.shared.paymentsUseCase().send(
                        signed: signed, allowingNonceGap: allowNonceGap)
                }
            }
        } catch let error as TransactionsError {
            throw lookUp.sendFailure(error, console: console)
        }
        let receipt: EVMTransactionReceipt?
        switch outcome {
        case .alreadyMined(let mined): receipt = mined
        case .sent: receipt = noWait ? nil : try await lookUp.waitForReceipt(console: console)
        }
        let alreadyMined = outcome != .sent(hash)
        var forms: EVMReceiptForms?
        if let receipt {
            // The fee charged, from the fee signed and the network's gas price, not the receipt's.
            let charge = try? await EVMFeeLookUp(evmService: Container.shared.evmService()).charge(
                of: receipt, signedWith: signed.transaction.fee)
            forms = EVMReceiptForms(receipt, charge: charge)
        }
        let report = EVMSendReport(
            hash: hash.hex, network: chosen.displayName, alreadyMined: alreadyMined ? true : nil, receipt: forms)
        let note: [(label: String, value: String)] =
            alreadyMined ? [("sent", "not again: it was mined before, and nothing was sent")] : []
        try CommandOutput(console, output).emit(
            report, lines: [("hash", report.hash)] + note + (report.receipt?.lines ?? []))
        if let receipt, !receipt.succeeded {
            throw failure(
                "transaction \(hash.hex) was mined as failed (status 0) in block \(receipt.blockNumber): the fee was"
                    + " charged, the amount did not move",
                exit: .refused, on: console)
        }
    }

    /// `{"kind": "evm", "hash": "0x…", "network": "devnet"}`, with `"receipt": {…}` once mined, and
    /// `"alreadyMined": true` when it was mined before this send (nothing was sent).
    struct EVMSendReport: Encodable {
        let kind = "evm"
        let hash: String
        let network: String
        let alreadyMined: Bool?
        let receipt: EVMReceiptForms?
    }
}
