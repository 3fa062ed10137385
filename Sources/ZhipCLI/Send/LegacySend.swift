import CommandLineKit
import ZhipCore
import ZilliqaKit

/// A payment from a key's legacy account, through ZhipCore's ``ZhipCore/PaymentsUseCase``:
/// prepare (every rule there), review, sign once, send, wait for the receipt. What `send
/// --account legacy` and `move` share.
struct LegacySend {
    let console: Console
    let network: Network
    let reader: PasswordReader
    /// Send without asking (--yes).
    let yes: Bool
    /// Do not wait for the receipt (--no-wait).
    let noWait: Bool
    let output: OutputOptions
    /// Said beside the recipient in the review, e.g. that it is the key's own EVM account.
    var recipientNote: String?
    /// The key's own EVM account when it is the recipient (a move), shown as 0x… (EIP-55).
    var recipientEVMAddress: EVMAddress?

    /// Prepares, reviews, signs and sends `draft` from `sending`'s account; `unlockedKey` signs when
    /// the keystore was already unlocked (to learn its address), else the keystore is unlocked
    /// after the confirmation.
    func run(_ draft: PaymentDraft, from sending: Keystore, unlockedKey: PrivateKey? = nil) async throws {
        var draft = draft
        var unlockedKey = unlockedKey
        let chosen = network
        let console = console
        let useCase = Container.shared.paymentsUseCase()
        // Every rule of the payment (gas price, its ceiling, gas limit, nonce, funds, chain) is
        // ZhipCore's prepare; nothing is signed before it passed.
        let prepared: PreparedPayment
        do {
            let sender: Address
            if let key = unlockedKey {
                sender = key.publicKey.address
            } else if let address = sending.address {
                sender = address
            } else {
                // A keystore without its address: unlock it once to learn whose it is; that key signs.
                let password = try reader.existingPassword()
                let key = try await WaitingLine.showing("Unlocking the keystore", on: console) {
                    try await DefaultPaymentsUseCase.unlock(sending, password: password)
                }
                sender = key.publicKey.address
                unlockedKey = key
            }
            prepared = try await ConsentedPrepare.prepare(
                &draft, risks: \.acceptedRisks, asks: !yes && console.stdinIsTerminal, on: chosen,
                waiting: "Asking \(chosen.nodeLabel) for the account and the gas price", console: console
            ) { draft in
                // Each draft is answered with its own account's payment.
                guard case .legacy(let prepared) = try await useCase.prepare(.legacy(draft, from: sender)) else {
                    throw TransactionsError.cancelled
                }
                return prepared
            }
        } catch let error as TransactionsError {
            throw error.thrown(network: chosen, console: console)
        }

        let review = PaymentReview(
            summary: PaymentSummary(prepared, recipientNote: recipientNote, recipientEVMAddress: recipientEVMAddress))
        if !yes { try SendQuestions.confirm(review.lines, asking: review.question, console: console) }
        let password = unlockedKey == nil ? try reader.existingPassword() : ""
        let nonce = prepared.payment.nonce
        let inDoubt = SendInDoubt.resending(nonce: nonce, on: chosen)
        let interrupted = inDoubt.text(
            UnansweredSend.interrupted(sender: prepared.sender, nonce: nonce, network: chosen), sender: prepared.sender,
            nonce: nonce)
        let signingKey = unlockedKey
        // From here until the receipt wait has begun, Ctrl-C says what may have gone out (the
        // wait then says the id instead).
        let (id, receipt) = try await InterruptNotice.during(interrupted, on: console) {
            let outcome = await WaitingLine.showing(
                "Unlocking the keystore and sending the payment to \(chosen.nodeLabel)", on: console
            ) {
                if let signingKey {
                    return await useCase.send(.legacy(prepared), signingWith: KeyPair(privateKey: signingKey))
                }
                return await useCase.send(.legacy(prepared), keystore: sending, password: password)
            }
            let id = try outcome.acceptedID(inDoubt, console: console)
            let receipt =
                noWait
                ? nil
                : try await ReceiptWait(network: chosen, console: console, showProgress: !output.json).receipt(of: id)
            return (id, receipt)
        }
        try CommandOutput(console, output).emit(
            review.report(id: id, receipt: receipt), lines: review.resultLines(id: id, receipt: receipt))
        if let receipt, !receipt.success {
            throw failure(
                "payment \(id) was confirmed as failed in block \(receipt.epochNumber): \(receipt.failureWords)",
                exit: .refused, on: console)
        }
    }
}
