/// Why a contract call reverted, read from its revert data: the contract's own message
/// (`Error(string)`, what `require(…, "…")` writes), a Solidity panic (`Panic(uint256)`, what a
/// failed `assert` or an overflow writes), or bytes this reader does not know (a custom error,
/// or nothing at all), kept as they came.
/// ```swift
/// ABIRevertReason(data: revertData)   // .error("ERC20: transfer amount exceeds balance")
/// ```
public enum ABIRevertReason: Sendable, Hashable, CustomStringConvertible {
    /// `Error(string)` (selector 08c379a0): the message the contract gave. Hostile text:
    /// sanitise it before showing it.
    case error(String)
    /// `Panic(uint256)` (selector 4e487b71).
    case panic(ABIPanic)
    /// Any other data, including none and a malformed `Error` or `Panic`.
    case unknown([UInt8])

    /// The selector of `Error(string)`.
    public static let errorSelector = ABIFunction(name: "Error", parameters: [.string]).selector
    /// The selector of `Panic(uint256)`.
    public static let panicSelector = ABIFunction(name: "Panic", parameters: [.uint256]).selector

    /// The reason in this revert data; never fails: what does not decode is ``unknown(_:)``.
    /// - Parameter maximumMessageBytes: the longest `Error(string)` message read; longer is ``unknown(_:)``.
    public init(data: [UInt8], maximumMessageBytes: Int = 1024) {
        let body = ABIReader(Array(data.dropFirst(4)))
        if data.starts(with: ABIRevertReason.errorSelector),
            let message = try? body.string(maximumBytes: maximumMessageBytes)
        {
            self = .error(message)
        } else if data.starts(with: ABIRevertReason.panicSelector), data.count == 36,
            let code = try? body.uint256()
        {
            self = .panic(ABIPanic(code: code))
        } else {
            self = .unknown(data)
        }
    }

    /// The message (or "an empty reason"), the panic's meaning, or that the reason is unknown
    /// (with the data's size); never empty.
    public var description: String {
        switch self {
        case .error(let message): message.isEmpty ? "an empty reason" : message
        case .panic(let panic): panic.description
        case .unknown(let data):
            data.isEmpty ? "no reason given" : "a reason this wallet cannot read (\(data.count) bytes)"
        }
    }
}

/// A Solidity panic: the code a `Panic(uint256)` carries, and what the standard codes mean.
public struct ABIPanic: Sendable, Hashable, CustomStringConvertible {
    /// The panic code, e.g. 0x11 for an arithmetic overflow.
    public let code: UInt256

    /// The panic with this code.
    public init(code: UInt256) {
        self.code = code
    }

    /// What Solidity means by this code (its documentation's "Panic via assert"), or nil for a
    /// code it does not define.
    public var meaning: String? {
        switch code.uint64Value {
        case 0x00: "a generic compiler-inserted panic"
        case 0x01: "an assertion failed"
        case 0x11: "an arithmetic operation overflowed or underflowed"
        case 0x12: "a division or modulo by zero"
        case 0x21: "a value too large or negative was converted to an enum"
        case 0x22: "a storage byte array that is incorrectly encoded was accessed"
        case 0x31: "pop() was called on an empty array"
        case 0x32: "an array index was out of bounds"
        case 0x41: "too much memory was allocated, or an array was too large"
        case 0x51: "a zero-initialised internal function was called"
        default: nil
        }
    }

    /// "panic 0x11: an arithmetic operation overflowed or underflowed".
    public var description: String {
        let hex = "0x" + Hex.encode(code.bigEndianBytes.drop { $0 == 0 })
        return "panic \(hex == "0x" ? "0x00" : hex): " + (meaning ?? "a code Solidity does not define")
    }
}
