/// The 40 hex digits of a 20-byte address, as both Zilliqa's and EVM addresses write them.
enum AddressHex {
    /// The 20 bytes of `body` (no `0x`). Mixed case must be exactly `checksum` of the bytes;
    /// all-lowercase or all-uppercase digits carry no checksum and are taken as they are.
    static func decode<Failure: AddressHexFailure>(
        _ body: Substring, checksum: ([UInt8]) -> String, failing: Failure.Type
    ) throws(Failure) -> [UInt8] {
        // A full-width or look-alike character is not hex, whatever the length in bytes says.
        if let notASCII = body.firstIndex(where: { !$0.isASCII }) {
            throw .notHex(position: body.distance(from: body.startIndex, to: notASCII))
        }
        guard body.utf8.count == 40 else { throw .wrongLength(body.count) }
        let raw: [UInt8]
        do {
            raw = try Hex.decode(body)
        } catch {
            if case .notHex(let position) = error { throw .notHex(position: position) }
            throw .wrongLength(body.count)
        }
        let hasUpper = body.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
        let hasLower = body.utf8.contains { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
        if hasUpper && hasLower && checksum(raw) != String(body) { throw .checksumMismatch }
        return raw
    }

    /// The 40 lowercase hex digits of `bytes`, with the letter at each position `isCapital` picks upper-cased.
    static func capitalizing(_ bytes: [UInt8], where isCapital: (Int) -> Bool) -> String {
        var out = Array(Hex.encode(bytes).utf8)
        for index in out.indices where out[index] >= UInt8(ascii: "a") && isCapital(index) { out[index] -= 32 }
        return String(decoding: out, as: UTF8.self)
    }

    /// Why a character is not a hex digit, in the words both address errors use.
    static func notHexDescription(position: Int) -> String {
        "not hex at position \(position): an address has only the ASCII digits 0-9 and letters a-f (a"
            + " full-width or look-alike character is not one; type it again)"
    }
}

/// The ways 40 hex digits can fail to be an address, which ``AddressError`` and ``EVMAddressError`` share.
protocol AddressHexFailure: Error {
    /// The character at this position is not an ASCII hex digit.
    static func notHex(position: Int) -> Self
    /// There were this many characters instead of 40.
    static func wrongLength(_ count: Int) -> Self
    /// Mixed case that is not the checksum.
    static var checksumMismatch: Self { get }
}

extension AddressError: AddressHexFailure {}
extension EVMAddressError: AddressHexFailure {}
