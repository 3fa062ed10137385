import Testing
import ZilliqaKit

@Suite("EVM hex: quantities and data as the eth_ API writes them")
struct EVMHexTests {
    // MARK: - Quantities

    @Test(
        "Zilliqa 2.0's quantities read as their numbers",
        arguments: [
            ("0x0", UInt64(0)), ("0x5208", 21_000), ("0x454b7a4e100", 4_761_904_800_000),
            ("0x8001", 32_769), ("0xffffffffffffffff", .max),
        ])
    func readsQuantities(text: String, expected: UInt64) throws {
        let value = try EVMHex.quantity(text, as: UInt64.self)

        #expect(value == expected)
    }

    @Test("upper-case hex digits are read too")
    func upperCaseDigits() throws {
        let value = try EVMHex.quantity("0x454B7A4E100", as: UInt64.self)

        #expect(value == 4_761_904_800_000)
    }

    @Test("a leading zero is refused", arguments: ["0x05208", "0x00", "0x0000000000000001"])
    func leadingZeroRefused(text: String) {
        #expect(throws: EVMHexError.leadingZero) { try EVMHex.quantity(text, as: UInt64.self) }
    }

    @Test("a quantity without 0x is refused", arguments: ["5208", "0X5208", " 0x5208", ""])
    func missingPrefixRefused(text: String) {
        #expect(throws: EVMHexError.missingPrefix) { try EVMHex.quantity(text, as: UInt64.self) }
    }

    @Test("0x alone is no quantity")
    func emptyQuantityRefused() {
        #expect(throws: EVMHexError.emptyQuantity) { try EVMHex.quantity("0x", as: UInt64.self) }
    }

    @Test("a character that is not a hex digit is refused with its position")
    func notHexRefused() {
        #expect(throws: EVMHexError.notHex(position: 2)) { try EVMHex.quantity("0x52g8", as: UInt64.self) }
    }

    @Test("a nonce one past UInt64 is refused, not wrapped")
    func nonceOverflowRefused() {
        #expect(throws: EVMHexError.overflow(bits: 64)) {
            try EVMHex.quantity("0x10000000000000000", as: UInt64.self)
        }
    }

    @Test("a balance reads up to UInt128's largest and is refused one past it")
    func balanceBounds() throws {
        let largest = try EVMHex.quantity("0x" + String(repeating: "f", count: 32), as: UInt128.self)

        #expect(largest == .max)
        #expect(throws: EVMHexError.overflow(bits: 128)) {
            try EVMHex.quantity("0x1" + String(repeating: "0", count: 32), as: UInt128.self)
        }
    }

    @Test("a million-digit quantity is refused as too large after reading a few digits")
    func hugeQuantityRefused() {
        let huge = "0x1" + String(repeating: "0", count: 1_000_000)

        #expect(throws: EVMHexError.overflow(bits: 64)) { try EVMHex.quantity(huge, as: UInt64.self) }
    }

    @Test("numbers are written as minimal lower-case quantities")
    func writesQuantities() {
        #expect(EVMHex.quantity(UInt64(0)) == "0x0")
        #expect(EVMHex.quantity(UInt64(21_000)) == "0x5208")
        #expect(EVMHex.quantity(UInt128(1_000_000_000_000_000_000)) == "0xde0b6b3a7640000")
    }

    // MARK: - Data

    @Test("0x is no bytes, and data reads two digits a byte in either case")
    func readsData() throws {
        #expect(try EVMHex.data("0x", maximumBytes: 4) == [])
        #expect(try EVMHex.data("0x60aB", maximumBytes: 4) == [0x60, 0xab])
    }

    @Test("data keeps its leading zero bytes")
    func dataLeadingZeros() throws {
        #expect(try EVMHex.data("0x0001", maximumBytes: 4) == [0x00, 0x01])
    }

    @Test("data with an odd number of digits is refused")
    func oddDataRefused() {
        #expect(throws: EVMHexError.oddLength(3)) { try EVMHex.data("0x600", maximumBytes: 4) }
    }

    @Test("a second 0x is not taken for a prefix")
    func doublePrefixRefused() {
        #expect(throws: EVMHexError.notHex(position: 1)) { try EVMHex.data("0x0x12", maximumBytes: 4) }
    }

    @Test("data past its bound is refused")
    func longDataRefused() {
        #expect(throws: EVMHexError.tooLong(maximumBytes: 2)) { try EVMHex.data("0x000102", maximumBytes: 2) }
    }

    @Test("bytes are written as 0x and lower-case hex")
    func writesData() {
        #expect(EVMHex.data([]) == "0x")
        #expect(EVMHex.data([0xab, 0x01]) == "0xab01")
    }

    // MARK: - Hashes

    @Test("a hash is 0x and 64 hex digits, written back lower-case")
    func hashRoundTrip() throws {
        let hash = try EVMHash("0x" + String(repeating: "AB", count: 32))

        #expect(hash.hex == "0x" + String(repeating: "ab", count: 32))
    }

    @Test("a hash of 63 digits is refused with its length")
    func shortHashRefused() {
        #expect(throws: EVMHexError.wrongLength(expectedDigits: 64, found: 63)) {
            try EVMHash("0x" + String(repeating: "a", count: 63))
        }
    }

    @Test("a signed transaction's hash is Keccak-256 of its raw bytes")
    func transactionHash() throws {
        let signed = try EVMTestValues.signedTransfer()

        #expect(signed.transactionHash.bytes == Keccak256.hash(signed.raw))
    }
}
