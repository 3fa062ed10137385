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
    static let confirmationTimeout = LedgerConnector.confirmationTimeout

    /// The connection the environment names.
    /// - Throws: ``LedgerError`` for a setting that is none of the forms.
    static func connection(_ console: Console) throws -> LedgerConnection {
        try LedgerConnection(setting: console.environment[LedgerConnection.environmentVariable])
    }

    /// The connector over the environment's connection.
    static func connector(_ console: Console) throws -> LedgerConnector {
        LedgerConnector(try connection(console), answerTimeout: confirmationTimeout)
    }

    /// A signer of `account`, connecting when first unlocked.
    static func signer(for account: LedgerWalletAccount, console: Console) throws -> LedgerSigner {
        try connector(console).signer(for: account)
    }

    /// The Ethereum app over the environment's connection, checked to be open.
    static func openApp(_ console: Console) async throws -> EthereumApp {
        let connection = try connection(console)
        let connector = try connector(console)
        return try await WaitingLine.showing("Connecting to the Ledger (\(connection))", on: console) {
            () async throws(LedgerError) in try await connector.openApp()
        }
    }

    /// What the waiting line says while a signer connects and checks the account on the device.
    static let unlockingText = "Connecting to the Ledger and checking its account"

    /// Runs `body` while the device waits for the person to confirm `what`: says so on standard
    /// error, then shows the time waited (on a terminal). Its error is `body`'s, as it threw it.
    static func waiting<T, Failure: Error>(
        for what: String, console: Console, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        console.printError(
            "Confirm \(what) on your Ledger (it waits up to \(confirmationTimeout.components.seconds) s; rejecting "
                + "there signs nothing)")
        return try await WaitingLine.showing("Waiting for your confirmation on the Ledger", on: console, body)
    }

    /// The review's note for a transaction with contract data (ZhipCore's words), nil for a plain transfer.
    static func blindSigningNote(_ prepared: PreparedPayment) -> String? {
        LedgerSigner.blindSigningNote(for: prepared).map { "Note: " + $0 }
    }

    /// Runs `body` while the device waits for the person: says so on standard error, then shows
    /// the time waited (on a terminal); a rejection on the device exits 2.
    static func confirming<T>(_ what: String, console: Console, _ body: () async throws -> T) async throws -> T {
        do {
            return try await waiting(for: what, console: console) { try await body() }
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
