import CommandLineKit
import ZhipCore
import ZilliqaKit

/// How zhip-cli reaches a Ledger: over USB unless `ZHIP_LEDGER_TRANSPORT=tcp:HOST:PORT` names the
/// Speculos emulator's APDU port; and how it waits on the person confirming on the device.
///
/// ```swift
/// let signer = try LedgerDevice.signer(for: ledger.currentAccount, console: console)
/// let signature = try await LedgerDevice.confirming("the message", console: console) { try await signer.sign(message) }
/// ```
enum LedgerDevice {
    /// How long the device may wait for the person before the command gives up (nothing signed).
    static let confirmationTimeout: Duration = .seconds(300)

    /// The connection the environment names.
    /// - Throws: ``LedgerError`` for a setting that is none of the forms.
    static func connection(_ console: Console) throws -> LedgerConnection {
        try LedgerConnection(setting: console.environment[LedgerConnection.environmentVariable])
    }

    /// A signer of `account`, connecting when first unlocked.
    static func signer(for account: LedgerWalletAccount, console: Console) throws -> LedgerSigner {
        let connection = try connection(console)
        return LedgerSigner(account: account) { () throws(LedgerError) in
            try connection.open(answerTimeout: confirmationTimeout)
        }
    }

    /// The Ethereum app over the environment's connection, checked to be open.
    static func openApp(_ console: Console) async throws -> EthereumApp {
        let connection = try connection(console)
        return try await WaitingLine.showing("Connecting to the Ledger (\(connection))", on: console) {
            () async throws(LedgerError) in
            let app = EthereumApp(transport: try connection.open(answerTimeout: confirmationTimeout))
            try await app.ensureOpen()
            return app
        }
    }

    /// What is said before the device shows `what` to confirm.
    static func confirmNotice(_ what: String) -> String {
        "Confirm \(what) on your Ledger (it waits up to \(confirmationTimeout.components.seconds) s; rejecting there "
            + "signs nothing)"
    }

    /// What the waiting line says while the device waits for the person.
    static let waitingText = "Waiting for your confirmation on the Ledger"

    /// The review's note for a transaction with contract data, which the Ethereum app shows only as
    /// "Blind signing ahead" and a hash (no amount, no recipient); nil for a plain transfer.
    static func blindSigningNote(_ prepared: PreparedPayment) -> String? {
        guard case .evm(let transaction)? = prepared.transaction, !transaction.data.isEmpty else { return nil }
        return "Note: your Ledger cannot show this call's amount or recipient: it shows \"Blind signing ahead\", "
            + "the network as 32769 or the like, and fees in \"???\". Check them in this review; the device signs "
            + "only with blind signing on in the Ethereum app's settings."
    }

    /// Runs `body` while the device waits for the person: says so on standard error, then shows
    /// the time waited (on a terminal); a rejection on the device exits 2.
    static func confirming<T>(_ what: String, console: Console, _ body: () async throws -> T) async throws -> T {
        console.printError(confirmNotice(what))
        do {
            return try await WaitingLine.showing(waitingText, on: console) { try await body() }
        } catch let error as LedgerError {
            throw thrown(error, console: console)
        } catch TransactionsError.ledger(let error) {
            throw thrown(error, console: console)
        }
    }

    /// The error a command throws for `error`: exit 2 when the person rejected on the device or the
    /// app refuses (blind signing off), nothing signed; else the error itself (exit 1).
    static func thrown(_ error: LedgerError, console: Console) -> any Error {
        switch error {
        case .rejectedOnDevice, .blindSigningOff: failure(error.description, exit: .refused, on: console)
        default: error
        }
    }
}
