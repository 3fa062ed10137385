/// The `eth_` API's two hex encodings: *quantities* (numbers) and *data* (bytes), both `0x`-prefixed.
///
/// Quantities are read strictly, as Zilliqa 2.0 writes them (`zq2-eth-api.md` section 0) and as
/// the Ethereum JSON-RPC specification requires: `0x`, then hex digits in either case with no
/// leading zeros (`"0x0"`, `"0x5208"`, `"0x454b7a4e100"`). Leading zeros are refused, not
/// forgiven: ZQ2, geth and erigon never write them, so a node that does is not speaking this API,
/// and a wallet that shows money and nonces should stop rather than guess. `"0x"` alone is no
/// number, and a value past the target's width (a balance past `UInt128`, a nonce past `UInt64`)
/// is refused instead of wrapping or trapping. Data is `0x` and an even number of hex digits,
/// bounded by the caller; `"0x"` is no bytes.
/// ```swift
/// try EVMHex.quantity("0x5208", as: UInt64.self)       // 21000
/// try EVMHex.quantity("0x05208", as: UInt64.self)      // throws EVMHexError.leadingZero
/// EVMHex.quantity(UInt64(21_000))                      // "0x5208"
/// try EVMHex.data("0x6001", maximumBytes: 1024)        // [0x60, 0x01]
/// ```
public enum EVMHex {
    /// The number `text` writes.
    ///
    /// Reads at most one digit more than `T` holds, so a hostile string costs nothing however long it is.
    /// - Throws: ``EVMHexError`` naming the first problem: no `0x`, no digits, a character that
    ///   is not a hex digit, a leading zero, or more than `T` holds.
    public static func quantity<T: FixedWidthInteger & UnsignedInteger>(
        _ text: some StringProtocol, as type: T.Type = T.self
    ) throws(EVMHexError) -> T {
        let digits = try afterPrefix(text)
        let maximumDigits = T.bitWidth / 4
        var value: T = 0
        var first: UInt8?
        for (position, character) in digits.enumerated() {
            guard let nibble = Hex.nibble(character) else { throw .notHex(position: position) }
            if position == 1, first == UInt8(ascii: "0") { throw .leadingZero }
            guard position < maximumDigits else { throw .overflow(bits: T.bitWidth) }
            first = first ?? character
            value = value << 4 | T(nibble)
        }
        guard first != nil else { throw .emptyQuantity }
        return value
    }

    /// `value` as a quantity: `0x` and lowercase hex digits without leading zeros (`"0x0"` for zero).
    public static func quantity(_ value: some FixedWidthInteger & UnsignedInteger) -> String {
        "0x" + String(value, radix: 16)
    }

    /// The bytes `text` writes: `0x` and two hex digits a byte, at most `maximumBytes` of them.
    ///
    /// - Throws: ``EVMHexError`` for no `0x`, more than `maximumBytes` bytes (checked before any
    ///   digit is read), an odd number of digits, or a character that is not a hex digit.
    public static func data(_ text: some StringProtocol, maximumBytes: Int) throws(EVMHexError) -> [UInt8] {
        let digits = try afterPrefix(text)
        let count = digits.count
        guard count / 2 <= maximumBytes else { throw .tooLong(maximumBytes: maximumBytes) }
        guard count.isMultiple(of: 2) else { throw .oddLength(count) }
        // `Hex.decode` would take a second `0x` for a prefix; an `x` is never a digit here.
        if let second = digits.dropFirst().first, second == UInt8(ascii: "x") || second == UInt8(ascii: "X") {
            throw .notHex(position: 1)
        }
        do { return try Hex.decode(Substring(digits)) } catch {
            switch error {
            case .notHex(let position): throw .notHex(position: position)
            case .oddLength(let count): throw .oddLength(count)
            }
        }
    }

    /// Exactly `count` bytes: `0x` and `2 x count` hex digits (a hash is 32 bytes).
    ///
    /// - Throws: ``EVMHexError/wrongLength(expectedDigits:found:)`` for any other number of digits,
    ///   and as ``data(_:maximumBytes:)``.
    public static func data(_ text: some StringProtocol, exactly count: Int) throws(EVMHexError) -> [UInt8] {
        let found = try afterPrefix(text).count
        guard found == 2 * count else { throw .wrongLength(expectedDigits: 2 * count, found: found) }
        return try data(text, maximumBytes: count)
    }

    /// `bytes` as data: `0x` and two lowercase hex digits a byte (`"0x"` for none).
    public static func data(_ bytes: some Sequence<UInt8>) -> String {
        "0x" + Hex.encode(bytes)
    }

    /// The UTF-8 of `text` after its `0x` (a lowercase x, as the API writes it).
    private static func afterPrefix<S: StringProtocol>(_ text: S) throws(EVMHexError) -> Substring.UTF8View {
        let utf8 = Substring(text).utf8
        guard utf8.starts(with: "0x".utf8) else { throw .missingPrefix }
        return utf8.dropFirst(2)
    }
}
