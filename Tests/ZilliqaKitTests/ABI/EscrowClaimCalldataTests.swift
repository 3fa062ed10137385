import Testing
import ZilliqaKit

@Suite("The migration escrow's claim call data, as escrow_v1.sol and the node's test lay it out")
struct EscrowClaimCalldataTests {
    /// `CLAIM_PASS` of Zilliqa/zq2 v0.21.8 `zilliqa/tests/it/escrow.rs:18`.
    static let nodeClaim =
        "0xcf1c94612899d74d7a5c25b134356691b8819fc728d4b00a10186d4f9623fb610006817f2687b2f4acb690eb7eed368a40398cf0d1b3c993a652baa5482185fc757a8a91179ee9ea9333a002f5becd4be59aca66e6200339aa17b524b4f54e1dd937f19f1b916262a768b4253ceb90d29a6ec673537a2cb7e4cb16596e65979e39bd010917ec8bc7af642d2ffee406d31c1a8830a9d80e3fe34217b3b45163143f69bcca099cab798be1d26380f51961bf62f27f253b888b6ddce561d186a61bf85c5c6629c91ba363a58f7b196f18af106398e2b99ba1ea66c8ee09f30638dff72a507623e37e4b0d414e47f88f519dee0bcab11d773bde66ed3651504c53b387260294000000000000000000000000680ffaeb3f8d74072d1a202d57ac8df8fada5fdf0000000000000000000000004513f06070bc8751ff9016e0d616fa67c39fd46e00000000000000000000000000000000000000000000000000000000000082bc0000000000000000000000000000000000000000000000000000000000000001"

    @Test("the node's passing claim reads as old 0x680f…5fdf, new 0x4513…d46e, chain 33468")
    func nodeVector() throws {
        let claim = try EscrowClaimCalldata(text: Self.nodeClaim)

        #expect(claim.oldAddress.hex == "680ffaeb3f8d74072d1a202d57ac8df8fada5fdf")
        #expect(claim.newAddress.hex == "4513f06070bc8751ff9016e0d616fa67c39fd46e")
        #expect(claim.chainID == UInt256(33_468 as UInt64))
        #expect(claim.bytes.count == 388)
    }

    @Test("the selector is keccak256 of claim(uint256[2],uint256[2][2],uint256[2],uint256[4]): cf1c9461")
    func selector() {
        #expect(Hex.encode(MigrationEscrow.claimSelector) == "cf1c9461")
    }

    @Test("encode writes the node's layout: the node's claim comes back byte for byte")
    func encodeMatchesNode() throws {
        let node = try EscrowClaimCalldata(text: Self.nodeClaim)
        let proof = try (0..<8).map { index in try ABIReader(Array(node.bytes.dropFirst(4))).uint256(at: index) }

        let bytes = EscrowClaimCalldata.encode(
            proof: proof, oldAddress: node.oldAddress, newAddress: node.newAddress, chainID: node.chainID)

        #expect(bytes == node.bytes)
    }

    @Test("lodge, balanceOf, Released and Deposited are keccak256 of escrow_v1.sol's signatures")
    func escrowSelectorsAndTopics() {
        #expect(Hex.encode(MigrationEscrow.lodge.selector) == "a5ea4ae4")
        #expect(Hex.encode(MigrationEscrow.balanceOf.selector) == "70a08231")
        #expect(Hex.encode(MigrationEscrow.releasedEvent.topic).hasPrefix("2d87480f"))
        #expect(Hex.encode(MigrationEscrow.depositedEvent.topic).hasPrefix("2da466a7"))
    }

    @Test("white space around the 0x text is ignored")
    func whiteSpace() throws {
        let claim = try EscrowClaimCalldata(text: "\n  " + Self.nodeClaim + "\n")

        #expect(claim.chainID == UInt256(33_468 as UInt64))
    }

    @Test("one byte short is the wrong length")
    func wrongLength() {
        let short = String(Self.nodeClaim.dropLast(2))

        #expect(throws: EscrowClaimCalldataError.wrongLength(387)) { try EscrowClaimCalldata(text: short) }
    }

    @Test("another function's selector is not a claim")
    func wrongSelector() {
        let other = "0xa9059cbb" + Self.nodeClaim.dropFirst(10)

        #expect(throws: EscrowClaimCalldataError.notAClaim("a9059cbb")) { try EscrowClaimCalldata(text: other) }
    }

    @Test("an old address word with bits above its 20 bytes is refused (the contract would truncate it)")
    func dirtyAddress() {
        var bytes = Array(Self.nodeClaim.utf8)
        // The first hex digit of pubSignals[0]'s word: after 0x, the selector and eight words.
        bytes[2 + 8 + 8 * 64] = UInt8(ascii: "1")
        let dirty = String(decoding: bytes, as: UTF8.self)

        #expect(throws: EscrowClaimCalldataError.notAddresses) { try EscrowClaimCalldata(text: dirty) }
    }

    @Test("text past the bound is refused before it is read as hex")
    func tooLong() {
        let long = "0x" + String(repeating: "00", count: EscrowClaimCalldata.maximumTextLength)

        #expect(throws: EscrowClaimCalldataError.tooLong(2 + 2 * EscrowClaimCalldata.maximumTextLength)) {
            try EscrowClaimCalldata(text: long)
        }
    }

    @Test("text that is not 0x and hex digits is refused")
    func notHex() {
        #expect(throws: EscrowClaimCalldataError.notHex) { try EscrowClaimCalldata(text: "cf1c9461zz") }
    }
}
