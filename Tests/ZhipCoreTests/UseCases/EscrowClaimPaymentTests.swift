import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A migration escrow claim through the payment session: its three checks before signing, what is
/// lodged, the simulation, and the gas and funds rules, on a fake node.
@Suite("Escrow claims", .container)
struct EscrowClaimPaymentTests {
    /// A fake mainnet node, the sender (``TestWallets/keyPair``'s EVM account) holding 10 ZIL, 5 ZIL
    /// lodged by the same key's legacy account, and the claim's simulation answering success.
    struct Fixture {
        let world: PaymentWorld
        static let lodged = Wei(wei: 5_000_000_000_000_000_000)

        init(zil: Wei = Wei(10, unit: .zil), lodged: Wei = Fixture.lodged) {
            world = PaymentWorld()
            world.fundEVM(zil)
            node.setCallAnswer(
                .success(UInt256(lodged.wei).bigEndianBytes), to: MigrationEscrow.address,
                data: MigrationEscrow.balanceOfCall(old))
            node.setCallAnswer(.success([]), to: MigrationEscrow.address, data: claim().bytes)
            node.setGasEstimate(.success(260_000), to: MigrationEscrow.address)
        }

        var node: FakeEVMService { world.evm }
        var sender: EVMAddress { world.evmSender }
        var old: Address { world.legacySender }

        /// A claim of `old`'s lodging for `new` (the sender unless given) on `chainID` (mainnet's unless given).
        func claim(for new: EVMAddress? = nil, chainID: UInt64 = Network.mainnet.evmChainID) -> EscrowClaimCalldata {
            let bytes = EscrowClaimCalldata.encode(
                proof: [1, 2, 3], oldAddress: old, newAddress: new ?? sender, chainID: UInt256(chainID))
            // The encoder writes a claim's layout, which always parses.
            guard let claim = try? EscrowClaimCalldata(bytes: bytes) else { preconditionFailure("a claim") }
            return claim
        }

        /// A session of `claim` (the fixture's unless given) from the sender.
        func session(_ claim: EscrowClaimCalldata? = nil) -> PaymentSession {
            world.session(PaymentOrder(claim ?? self.claim(), from: .evm, sender: sender))
        }
    }

    @Test("A claim is sent to the escrow, value 0, with the recovery tool's bytes, gas from the estimate")
    func aClaimCallsTheEscrow() async throws {
        let fixture = Fixture()

        let prepared = try await fixture.session().prepare()

        let transaction = try #require(prepared.transaction?.evm)
        #expect(transaction.to == MigrationEscrow.address)
        #expect(transaction.value == 0)
        #expect(transaction.data == fixture.claim().bytes)
        #expect(transaction.gasLimit == 260_000)
        #expect(prepared.reading.lodged == Fixture.lodged)
    }

    @Test("The review names the old address, the new address, the chain id and the amount lodged")
    func theReviewShowsTheClaim() async throws {
        let fixture = Fixture()

        let summary = try await fixture.session().prepare().summary

        let claim = try #require(summary.escrowClaim)
        #expect(claim.oldAddress == fixture.old)
        #expect(claim.newAddress == fixture.sender)
        #expect(claim.chainID == UInt256(Network.mainnet.evmChainID))
        #expect(claim.lodged == Fixture.lodged)
    }

    @Test("A claim paying another account is refused before anything is signed")
    func anotherAccountIsRefused() async throws {
        let fixture = Fixture()
        let other = try EVMAddress("0x4513f06070bc8751ff9016e0d616fa67c39fd46e")

        await #expect(
            throws: TransactionsError.escrowClaimRefused(.forAnotherAccount(claimFor: other, account: fixture.sender))
        ) {
            try await fixture.session(fixture.claim(for: other)).pay(signingWith: fixture.world.key)
        }
        #expect(fixture.node.sentTransactions.isEmpty)
    }

    @Test("A claim for another chain is refused before anything is signed")
    func anotherChainIsRefused() async throws {
        let fixture = Fixture()

        await #expect(
            throws: TransactionsError.escrowClaimRefused(
                .forAnotherChain(claimFor: 33_468, chainID: Network.mainnet.evmChainID))
        ) {
            try await fixture.session(fixture.claim(chainID: 33_468)).pay(signingWith: fixture.world.key)
        }
        #expect(fixture.node.sentTransactions.isEmpty)
    }

    @Test("An old address with nothing lodged is refused: the claim would pay 0 and cost its fee")
    func nothingLodgedIsRefused() async throws {
        let fixture = Fixture(lodged: .zero)

        await #expect(throws: TransactionsError.escrowClaimRefused(.nothingLodged(fixture.old))) {
            try await fixture.session().pay(signingWith: fixture.world.key)
        }
        #expect(fixture.node.sentTransactions.isEmpty)
    }

    @Test("A simulated revert is refused unsigned with the escrow's reason")
    func aRevertIsRefusedWithItsReason() async throws {
        let fixture = Fixture()
        let text = Array("Zk-proof failed".utf8)
        let data =
            ABIRevertReason.errorSelector + ABIValue.uint256(32).word
            + ABIValue.uint256(UInt256(UInt64(text.count))).word + text + [UInt8](repeating: 0, count: 32 - text.count)
        fixture.node.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: data)), to: MigrationEscrow.address,
            data: fixture.claim().bytes)

        await #expect(throws: TransactionsError.escrowClaimRefused(.reverted(.error("Zk-proof failed")))) {
            try await fixture.session().prepare()
        }
    }

    @Test("An EVM account without ZIL for the gas is refused by rule funds, told to fund it for the fee")
    func noZILForGas() async throws {
        let fixture = Fixture(zil: .zero)

        let error = await #expect(throws: TransactionsError.self) { try await fixture.session().prepare() }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "funds")
        #expect(refusal.reason.contains("the balance is 0 ZIL"))
        #expect(refusal.nextStep == "fund the account with ZIL for the fee first")
    }

    @Test("An estimate above the claim's gas ceiling is refused by rule gas-limit")
    func gasAboveCeiling() async throws {
        let fixture = Fixture()
        fixture.node.setGasEstimate(.success(EscrowClaimRules.maximumGas + 1), to: MigrationEscrow.address)

        let error = await #expect(throws: TransactionsError.self) { try await fixture.session().prepare() }

        #expect(error?.ruleRefusal?.rule == "gas-limit")
        #expect(error?.ruleRefusal?.reason.contains("above \(EscrowClaimRules.maximumGas)") == true)
    }

    @Test("An escrow answering balanceOf with no word (none on this network) is refused as unreadable")
    func noEscrow() async throws {
        let fixture = Fixture()
        fixture.node.setCallAnswer(
            .success([]), to: MigrationEscrow.address, data: MigrationEscrow.balanceOfCall(fixture.old))

        await #expect(throws: TransactionsError.escrowClaimRefused(.lodgedBalanceUnreadable)) {
            try await fixture.session().prepare()
        }
    }
}
