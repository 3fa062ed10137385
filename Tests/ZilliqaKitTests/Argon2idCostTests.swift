import Testing

@testable import ZilliqaKit

@Suite("Argon2idCost: the limits a stored hash asks for, bounded before libsodium runs")
struct Argon2idCostTests {
    /// A real encoded hash with its `m=…,t=…,p=…` part replaced by `parameters`.
    private func hash(_ parameters: String) throws -> String {
        let real = try Argon2id.minimum.hash(Array("0234".utf8))
        var fields = real.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        fields[3] = parameters
        return fields.joined(separator: "$")
    }

    @Test("libsodium's interactive and moderate limits pass")
    func presetsPass() throws {
        try Argon2idCost(encoded: try Argon2id.interactive.hash(Array("0234".utf8))).checkBounds()
        try Argon2idCost(memoryKiB: 256 * 1024, passes: 3, lanes: 1).checkBounds()
    }

    @Test(
        "a hash past any bound, or past the work bound, is refused by verify in milliseconds",
        arguments: [
            "m=4194304,t=1000,p=1", "m=524288,t=1,p=1", "m=8,t=17,p=1", "m=64,t=1,p=5", "m=262144,t=4,p=2",
        ])
    func refusedBeforeHashing(parameters: String) throws {
        let encoded = try hash(parameters)
        let cost = try Argon2idCost(encoded: encoded)
        let clock = ContinuousClock()

        let started = clock.now
        #expect(throws: Argon2idError.costOutOfBounds(cost)) {
            try Argon2id.verify(Array("0234".utf8), against: encoded)
        }

        #expect(clock.now - started < .milliseconds(500))
    }

    @Test("the refusal gives the figures and the bounds in words")
    func description() {
        let error = Argon2idError.costOutOfBounds(Argon2idCost(memoryKiB: 4 << 20, passes: 1000, lanes: 1))

        #expect(
            error.description
                == "the stored Argon2id hash asks for 4 GiB, 1000 passes, 1 lane to check; at most 256 MiB, "
                + "16 passes, 4 lanes and 2^20 KiB-passes in all are checked")
    }

    @Test(
        "a cost part that is missing a figure or holds a non-number is malformed",
        arguments: ["m=8,t=1", "m=x,t=1,p=1"])
    func malformed(parameters: String) throws {
        #expect(throws: Argon2idError.malformedHash) { try Argon2idCost(encoded: try hash(parameters)) }
    }
}
