/// What a wallet checks of a payment's recipient before signing: whether Zilliqa 2.0 swept it (a
/// transfer to it is mined as failed) and whether it holds code (a contract may refuse a plain transfer).
///
/// ```swift
/// let state = try await service.recipientState(of: recipient)   // one batch: nonce and code
/// if state.isSwept { … }     // refuse
/// if state.hasCode { … }     // ask first
/// ```
public struct EVMRecipientState: Sendable, Hashable {
    /// The nonce at the head (`latest`).
    public let nonce: UInt64
    /// True when `eth_getCode` is not `0x` (code too long to read counts as code).
    public let hasCode: Bool

    public init(nonce: UInt64, hasCode: Bool) {
        self.nonce = nonce
        self.hasCode = hasCode
    }

    /// A blocked recipient Zilliqa 2.0 swept: its nonce is the largest there is (see
    /// ``EVMAccountState/isFrozen``).
    public var isSwept: Bool { nonce == .max }
}
