import Foundation
import ZilliqaKit

extension TokenPermit {
    /// The latest time shown as a date (9999-12-31 23:59:59 UTC); a deadline past it is "never".
    static let latestShownTime: UInt256 = 253_402_300_799

    /// What the review says before the typed data's fields: that the signature is an approval, the
    /// token (its listed symbol and contract, or the contract alone), the spender, the amount
    /// (unlimited said as such) and until when it holds.
    public func lines(tokens: [Token]) -> [String] {
        var lines = [
            "This is a token approval (\(standard.rawValue)), not a message: once anyone submits this signature, "
                + "the spender may move your tokens, with no transaction of yours."
        ]
        if let owner { lines.append("  owner: \(owner.checksummed)") }
        lines.append("  spender: \(spender.checksummed)")
        for grant in grants {
            let token = tokens.first { $0.contract == grant.token }
            lines.append("  token: \(token?.label ?? "\(grant.token.checksummed) (not a listed token)")")
            lines.append("  amount: \(Self.text(of: grant.amount, token: token))")
            if let expires = grant.allowanceExpires {
                let when = expires == 0 ? "at the end of the block it is used in" : Self.time(expires)
                lines.append("  allowance expires: \(when)")
            }
        }
        lines.append("  signature valid until: \(signatureDeadline.map(Self.time) ?? "never")")
        return lines
    }

    /// `amount` of `token` in words: its symbol and decimals when listed, else its smallest units.
    static func text(of amount: Amount, token: Token?) -> String {
        switch amount {
        case .unlimited: "UNLIMITED: every unit you hold, now and later"
        case .exactly(let units):
            token.map { $0.text(of: units) } ?? "\(units) of the token's smallest units (its decimals are unknown)"
        }
    }

    /// `seconds` since 1970 as a UTC date, or "never" past the year 9999.
    static func time(_ seconds: UInt256) -> String {
        guard seconds <= latestShownTime, let whole = seconds.uint64Value else {
            return "never (its deadline is past the year 9999)"
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(whole)))
    }
}
