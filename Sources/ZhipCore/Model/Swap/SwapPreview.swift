public import ZilliqaKit

/// What a swap's reads told: the quote it signs, and the allowance the router still lacks (the
/// approval of the exact amount to review first), when a token goes in.
///
/// ```swift
/// if let needed = preview.approvalNeeded { /* approve exactly `needed` first */ }
/// ```
public struct SwapPreview: Sendable, Hashable {
    public let quote: SwapQuote
    /// The units of the input token the router must be allowed to move before the swap can run;
    /// nil when it may already (or ZIL goes in).
    public let approvalNeeded: UInt256?

    public init(quote: SwapQuote, approvalNeeded: UInt256?) {
        self.quote = quote
        self.approvalNeeded = approvalNeeded
    }
}

/// What a mined swap did, read from its receipt: what came in (the output token's `Transfer` to the
/// account, or WZIL's `Withdrawal` by the router for ZIL) against the quote the review showed.
public struct SwapOutcome: Sendable, Hashable {
    public let received: UInt256
    public let quoted: UInt256
    public let to: SwapAsset

    public init(received: UInt256, quoted: UInt256, to: SwapAsset) {
        self.received = received
        self.quoted = quoted
        self.to = to
    }

    /// What to look at when less came in than quoted: the price moved, or the token took a fee.
    public var warning: String? {
        guard received < quoted else { return nil }
        return "received \(to.text(of: received)), less than the \(to.text(of: quoted)) quoted: the price moved"
            + " before the swap was mined, or the token takes a fee on transfer"
    }
}
