/// How a modelled ERC-20 token behaves: the standard OpenZeppelin 4.9 token, or one of the hostile
/// tokens a wallet must survive, chosen at deployment (`POST /control/tokens`, `"behaviour"`).
public enum ERC20Behaviour: String, Sendable, Hashable, CaseIterable, Codable {
    /// OpenZeppelin 4.9's ERC-20: its checks, its revert words, its logs.
    case standard
    /// transfer, approve and transferFrom return `false` and change nothing (no logs).
    case returnsFalse
    /// Every state-changing call reverts with `Error("always reverts")`; the views answer.
    case alwaysReverts
    /// `symbol()` and `name()` answer a bytes32 (the text's first 32 bytes, zero-padded), as MKR does.
    case bytes32Symbol
    /// `name()` is 10,240 bytes of escape, bidi and control characters; `symbol()` a short hostile text.
    case hostileName
    /// `decimals()` answers 255, whatever the deployment asked.
    case decimals255
    /// A transfer moves 99 % to the recipient and burns 1 % (rounded down); the Transfer log shows
    /// the amount received.
    case feeOnTransfer
    /// transfer, approve and transferFrom succeed with no return data, as USDT's do.
    case returnsNothing

    /// One line on each, for `--help` and the route list.
    public var summary: String {
        switch self {
        case .standard: "OpenZeppelin 4.9 ERC-20 (the default)"
        case .returnsFalse: "transfer/approve/transferFrom return false and change nothing"
        case .alwaysReverts: #"every state-changing call reverts with Error("always reverts")"#
        case .bytes32Symbol: "symbol() and name() answer bytes32"
        case .hostileName: "name() is 10 KB of escape/bidi/control characters, symbol() hostile too"
        case .decimals255: "decimals() answers 255"
        case .feeOnTransfer: "moves 99 % to the recipient, burns 1 %, logs the amount received"
        case .returnsNothing: "transfer/approve/transferFrom return no data (USDT-like)"
        }
    }

    /// The 32 bytes ``hostileName`` repeats: ESC sequences, BEL, bidi overrides, backspace, CR LF, NUL.
    static let hostileUnit = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}\u{200F}\u{08}\r\n\u{00}evil\u{2066}!"
    /// ``hostileName``'s name: ``hostileUnit`` 320 times, 10,240 bytes.
    static let hostileNameText = String(repeating: hostileUnit, count: 320)
    /// ``hostileName``'s symbol.
    static let hostileSymbol = "\u{1B}[31mUSD\u{202E}C\u{00}"
}
