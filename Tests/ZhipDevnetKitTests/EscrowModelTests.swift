import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's migration escrow (`EscrowModel`, docs/zq2-escrow.md): lodging credits `balanceOf`,
/// a claim pays only when its exact call data was registered, in `escrow_v1.sol`'s order of checks.
@Suite("The modelled migration escrow")
struct EscrowModelTests {
    private static let escrow = Address.migrationEscrow
    private static let old = EthFixture.account(EthFixture.alice)

    /// A claim of what alice's EVM account lodged, paying bob, on `chainID`.
    private static func claim(chainID: UInt64 = EthFixture.chainID, proof: UInt64 = 7) -> [UInt8] {
        EscrowClaimCalldata.encode(
            proof: [UInt256(proof)], oldAddress: old, newAddress: EthFixture.bob, chainID: UInt256(chainID))
    }

    private static func run(_ model: inout EscrowModel, caller: Address, value: UInt128 = 0, _ input: [UInt8])
        -> ContractOutcome
    {
        var meter = GasMeter(intrinsic: 21_000)
        return model.run(
            ContractCall(contract: escrow, caller: caller, value: value, input: input, blockNumber: 1), meter: &meter)
    }

    @Test("lodge() credits the caller by the value, and balanceOf answers it")
    func lodgeCredits() throws {
        var model = EscrowModel(chainID: EthFixture.chainID)

        let outcome = Self.run(&model, caller: Self.old, value: 123, MigrationEscrow.lodge.selector)

        #expect(outcome.succeeded)
        #expect(model.balance(of: Self.old) == 123)
        let answer = Self.run(&model, caller: Self.escrow, MigrationEscrow.balanceOfCall(Self.old))
        #expect(answer.result == .returned(ABIValue.uint256(UInt256(123 as UInt64)).word))
    }

    @Test("a claim not registered reverts with the contract's own 'Zk-proof failed', paying nothing")
    func unregisteredClaim() {
        var model = EscrowModel(chainID: EthFixture.chainID)
        _ = Self.run(&model, caller: Self.old, value: 500, MigrationEscrow.lodge.selector)

        let outcome = Self.run(&model, caller: Self.escrow, Self.claim())

        #expect(outcome == .reverted("Zk-proof failed"))
        #expect(model.balance(of: Self.old) == 500)
    }

    @Test("a registered claim for another chain reverts 'Invalid domain' first")
    func otherChain() {
        var model = EscrowModel(chainID: EthFixture.chainID)
        let claim = Self.claim(chainID: 1)
        let registered = model.registerClaim(claim)
        #expect(registered)

        let outcome = Self.run(&model, caller: Self.escrow, claim)

        #expect(outcome == .reverted("Invalid domain"))
    }

    @Test("a registered claim zeroes the old address, pays its lodged wei to the new one and emits Released")
    func registeredClaim() throws {
        var model = EscrowModel(chainID: EthFixture.chainID)
        _ = Self.run(&model, caller: Self.old, value: 500, MigrationEscrow.lodge.selector)
        let registered = model.registerClaim(Self.claim())
        #expect(registered)

        let outcome = Self.run(&model, caller: Self.escrow, Self.claim())

        #expect(outcome.succeeded)
        #expect(model.balance(of: Self.old) == 0)
        #expect(outcome.payouts == [ContractPayout(to: EthFixture.account(EthFixture.bob), wei: 500)])
        let log = try #require(outcome.logs.first)
        #expect(log.topics.first == MigrationEscrow.releasedEvent.topic)
        #expect(log.data == ABIValue.uint256(UInt256(500 as UInt64)).word)
    }

    @Test("another proof of the same signals is another claim: not registered, it fails")
    func exactBytes() {
        var model = EscrowModel(chainID: EthFixture.chainID)
        let registered = model.registerClaim(Self.claim(proof: 7))
        #expect(registered)

        let outcome = Self.run(&model, caller: Self.escrow, Self.claim(proof: 8))

        #expect(outcome == .reverted("Zk-proof failed"))
    }

    @Test("a plain transfer to the escrow reverts: it has no receive()")
    func noReceive() {
        var model = EscrowModel(chainID: EthFixture.chainID)

        #expect(Self.run(&model, caller: Self.old, value: 1, []) == .revertedEmpty)
    }

    @Test("escrow-only era: a legacy transfer into the escrow lodges for the zil1 account's 20 bytes")
    func legacyLodge() throws {
        let ledger = Fixture.ledger(era: .escrowOnly)
        _ = try ledger.submit(Fixture.payment(toAddress: .migrationEscrow, amount: Fixture.zil(3)))

        ledger.sealBlock()

        let lodged = try #require(ledger.escrow).balance(of: Fixture.alice.address)
        #expect(lodged == (try Wei(Fixture.zil(3))).wei)
    }

    @Test("a registered claim sent on the chain pays bob exactly the lodged wei; bob pays only the fee")
    func claimOnChain() throws {
        let (handler, ledger, _) = try TokenFixture.chain()
        try ledger.fund(EthFixture.account(EthFixture.bob), wei: Wei(10, unit: .zil))
        _ = try TokenFixture.send(handler, Self.escrow, MigrationEscrow.lodge.selector, value: 5 * EthFixture.oneZIL)
        #expect(ledger.registerEscrowClaim(Self.claim()))
        let before = try #require(ledger.account(EthFixture.account(EthFixture.bob))).wei.wei

        let receipt = try TokenFixture.send(
            handler, Self.escrow, Self.claim(), from: Fixture.bob, gasLimit: EscrowModel.Gas.claim * 2)

        #expect(receipt["status"] == "0x1")
        let gasUsed = try #require(TokenFixture.gasUsed(receipt))
        let after = try #require(ledger.account(EthFixture.account(EthFixture.bob))).wei.wei
        #expect(after == before + 5 * EthFixture.oneZIL - UInt128(gasUsed) * EthFixture.gasPrice)
        #expect(try #require(ledger.escrow).balance(of: Self.old) == 0)
    }

    @Test("lodgings and registered claims survive the state file")
    func stateFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let (handler, ledger, _) = try TokenFixture.chain()
        _ = try TokenFixture.send(handler, Self.escrow, MigrationEscrow.lodge.selector, value: EthFixture.oneZIL)
        #expect(ledger.registerEscrowClaim(Self.claim()))

        try file.save(ledger.snapshot())
        let restored = try Ledger(rules: ledger.rules, snapshot: try #require(try file.load()))

        #expect(restored.escrow == ledger.escrow)
        #expect(try #require(restored.escrow).balance(of: Self.old) == EthFixture.oneZIL)
    }
}
