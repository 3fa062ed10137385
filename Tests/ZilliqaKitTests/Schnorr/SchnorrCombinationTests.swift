import Testing

@testable import ZilliqaKit

/// Schnorr verification's `r*pub + s*G` in one multiplication (libsecp256k1's recovery with a
/// crafted signature) answers what the two-step path answers, including for the rare keys whose x
/// is n or above.
@Suite struct SchnorrCombinationTests {
    /// n, secp256k1's group order, big-endian.
    static let order = [UInt8](hex: "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")

    private static func scalar(_ seed: UInt8) -> [UInt8] {
        SHA256.hash([seed, 0x5a])
    }

    @Test("for 200 keys and scalar pairs, one multiplication answers the two-step path's point")
    func matchesTheTwoStepPath() throws {
        for seed in UInt8(0)..<200 {
            let key = try #require(Secp256k1.multiplyGenerator(Self.scalar(seed)))
            let (a, b) = (Self.scalar(seed &+ 1), Self.scalar(seed &+ 2))

            let one = try #require(Secp256k1.combination(Secp256k1.compressed(key), times: a, plusGeneratorTimes: b))
            let times = try #require(Secp256k1.multiply(key, a))
            let twoStep = try #require(Secp256k1.addingGenerator(to: times, times: b))

            #expect(Secp256k1.compressed(one) == Secp256k1.compressed(twoStep))
        }
    }

    @Test("a key whose x is n + 2 (at or above n: recovery id bit 2) gives the same point")
    func xAboveTheOrder() throws {
        // x = n + 2: x^3 + 7 is a square mod p (checked with Euler's criterion outside this code base).
        var x = Self.order
        x[31] = 0x43
        let key = try #require(Secp256k1.parsePoint([0x02] + x))
        let (a, b) = (Self.scalar(7), Self.scalar(8))

        let one = try #require(Secp256k1.combination([0x02] + x, times: a, plusGeneratorTimes: b))
        let times = try #require(Secp256k1.multiply(key, a))
        let twoStep = try #require(Secp256k1.addingGenerator(to: times, times: b))

        #expect(Secp256k1.compressed(one) == Secp256k1.compressed(twoStep))
    }

    @Test("the key whose x is n has r_e = 0: no one-multiplication answer, and verify takes the two-step path")
    func xEqualToTheOrder() throws {
        let key = [UInt8(0x02)] + Self.order
        #expect(Secp256k1.parsePoint(key) != nil)

        #expect(Secp256k1.combination(key, times: Self.scalar(1), plusGeneratorTimes: Self.scalar(2)) == nil)
    }
}
