import Testing
import ZilliqaKit

@Suite("Public keys")
struct PublicKeyTests {
    @Test("a compressed key parses and renders as the same 66 hex")
    func compressedRoundTrip() throws {
        let key = try PublicKey(hex: KnownKey.publicKeyHex)
        #expect(key.hex == KnownKey.publicKeyHex)
    }

    @Test("an uncompressed key is accepted and rendered compressed")
    func uncompressedInput() throws {
        let compressed = try PublicKey(hex: KnownKey.publicKeyHex)
        let fromUncompressed = try PublicKey(bytes: compressed.uncompressed)
        #expect(compressed.uncompressed.count == 65)
        #expect(fromUncompressed.hex == KnownKey.publicKeyHex)
    }

    @Test("a key of neither 33 nor 65 bytes is refused")
    func wrongLength() {
        #expect(throws: PublicKeyError.wrongLength(32)) { try PublicKey(bytes: [UInt8](repeating: 2, count: 32)) }
    }

    @Test("a point that is not on the curve is refused")
    func notOnCurve() {
        var bytes = [UInt8](repeating: 0xFF, count: 33)
        bytes[0] = 0x02
        #expect(throws: PublicKeyError.notOnCurve) { try PublicKey(bytes: bytes) }
    }

    @Test("non-hex text is refused")
    func notHex() {
        #expect(throws: PublicKeyError.self) { try PublicKey(hex: "xyz") }
    }
}
