import CommandLineKit
import Foundation
import ZhipCore

/// The questions `send` and `move` ask on the terminal before anything is signed; anything but
/// yes sends nothing (``SendCommandError/notConfirmed``).
enum SendQuestions {
    /// Asks once more about `risk`: a recipient that is almost always a slip or a loss, or a
    /// lodging into the migration escrow (saying how it is claimed back).
    static func accept(_ risk: PaymentRisk, console: Console) throws {
        guard risk != .escrowLodge else {
            console.standardError("Careful: this payment \(EscrowLodging.sentence)\n")
            return try expectYes(console.readLine("Lodge it into the escrow anyway? Type yes to go on: ", true))
        }
        console.standardError("Careful: this payment \(risk.consequence).\n")
        try expectYes(console.readLine("Send it to this recipient anyway? Type yes to go on: ", true))
    }

    /// Shows the payment on standard error, already confirmed, before it is signed.
    static func show(_ lines: [(label: String, value: String)], console: Console) {
        console.standardError("The payment:\n" + LabelledLines.format(lines, indent: "  "))
    }

    /// Shows the review on standard error and asks `question`; `y` is yes too.
    static func confirm(_ lines: [(label: String, value: String)], asking question: String, console: Console) throws {
        console.standardError("Review the payment:\n" + LabelledLines.format(lines, indent: "  "))
        try expectYes(console.readLine(question, true), orY: true)
    }

    private static func expectYes(_ answer: String?, orY: Bool = false) throws {
        let answer = answer?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "yes" || (orY && answer == "y") else { throw SendCommandError.notConfirmed }
    }
}
