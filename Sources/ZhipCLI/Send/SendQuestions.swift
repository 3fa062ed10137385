import CommandLineKit
import Foundation
import ZhipCore

/// The questions `send` and `move` ask on the terminal before anything is signed; anything but
/// yes sends nothing (``SendCommandError/notConfirmed``).
enum SendQuestions {
    /// Asks once more about `risk`, which `refusal` names: a recipient that is almost always a slip
    /// or a loss, a lodging into the migration escrow (saying how it is claimed back), an unlimited
    /// approval, a high fee, a nonce gap.
    static func accept(_ risk: PaymentRisk, because refusal: PaymentRefusal, console: Console) throws {
        console.standardError("Careful: \(refusal.reason).\n")
        let question =
            switch risk {
            case .escrowLodge: "Lodge it into the escrow anyway?"
            case .unlimitedApproval: "Approve every unit anyway?"
            case .highGasPrice: "Pay this price anyway?"
            case .nonceGap: "Leave the gap anyway?"
            case .lookalike: "Pay this look-alike address anyway?"
            case .changedName: "Pay the name's new address anyway?"
            case .priceImpact: "Swap at this price impact anyway?"
            default: "Go on with this recipient anyway?"
            }
        try expectYes(console.readLine("\(question) Type yes to go on: ", true))
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
