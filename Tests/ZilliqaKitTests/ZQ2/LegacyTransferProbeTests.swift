import Testing
import ZilliqaKit

/// The probe's transaction and how its refusal reads (`zq2-legacy-api.md` sections 2.2 and 7.2).
@Suite("Zilliqa 2.0: the probe that tells a network's era of legacy transfers")
struct LegacyTransferProbeTests {
    @Test("the probe asks for one gas more than a block holds, so a network that takes legacy transfers refuses it")
    func gasLimitAboveBlock() {
        let probe = LegacyTransferProbe.transaction(chainID: 1)

        #expect(probe.core.gasLimit == 200_001)
    }

    @Test("the probe moves nothing: amount zero, to the throwaway key's own address, at nonce 1")
    func movesNothing() {
        let probe = LegacyTransferProbe.transaction(chainID: 1)

        #expect(probe.core.amount == .zero)
        #expect(probe.core.recipient == probe.core.senderPublicKey.address)
        #expect(probe.core.nonce == 1)
    }

    @Test("the probe is validly signed for the chain asked, so the node reaches its era checks")
    func signedForChain() {
        let probe = LegacyTransferProbe.transaction(chainID: 333)

        #expect(probe.hasValidSignature)
        #expect(probe.core.version.chainID == 333)
    }

    @Test("each probe is signed by a new key: no two probes share an account")
    func freshKeyEachTime() {
        let first = LegacyTransferProbe.transaction(chainID: 1)
        let second = LegacyTransferProbe.transaction(chainID: 1)

        #expect(first.core.senderPublicKey != second.core.senderPublicKey)
    }

    @Test("CreateTransaction disabled means legacy transfers are disabled")
    func disabled() {
        #expect(LegacyTransferProbe.era(from: .legacyTransfersDisabled) == .disabled)
    }

    @Test("the escrow-only refusal means only the escrow takes legacy transfers")
    func escrowOnly() {
        #expect(LegacyTransferProbe.era(from: .onlyEscrowAccepted) == .escrowOnly)
    }

    @Test("the block gas limit refusal (or any other rejection of the probe itself) means transfers are accepted")
    func accepted() {
        #expect(LegacyTransferProbe.era(from: .gasLimitAboveBlock(offered: 200_001, maximum: 200_000)) == .accepted)
        #expect(LegacyTransferProbe.era(from: .insufficientFunds) == .accepted)
    }

    @Test("no answer, a rate limit or nonsense says nothing about the era")
    func unknown() {
        #expect(LegacyTransferProbe.era(from: .transport(.timedOut)) == nil)
        #expect(LegacyTransferProbe.era(from: .rateLimited) == nil)
        #expect(LegacyTransferProbe.era(from: .invalidResponse("not JSON")) == nil)
    }
}

/// Known answers from `zq2-legacy-api.md` section 3 and from Python's integers
/// (`21000 * (p * 10**6 // 420)`, rounded up to whole Qa).
@Suite("Zilliqa 2.0: the escrow's flat fee")
struct EscrowFeeTests {
    @Test("at the minimum price of 2000000016 Qa it is 100000000800 Qa, as the doc gives it")
    func atMinimum() throws {
        #expect(try Payment.escrowFee(gasPrice: Amount(qa: 2_000_000_016)) == Amount(qa: 100_000_000_800))
    }

    @Test("at 3000000000 Qa the wei left over rounds the fee up to 150000000000 Qa")
    func roundedUp() throws {
        // 21000 * (3000000000 * 10**6 // 420) = 149999999999997000 wei.
        #expect(try Payment.escrowFee(gasPrice: Amount(qa: 3_000_000_000)) == Amount(qa: 150_000_000_000))
    }

    @Test("a price too large to reckon in wei is an overflow, not a trap")
    func overflow() {
        #expect(throws: AmountError.self) { try Payment.escrowFee(gasPrice: .max) }
    }
}
