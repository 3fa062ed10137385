import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A migration escrow claim through the one payment pipeline (EVMPaymentRail+Escrow): the three
/// checks before signing, the simulation, the gas ceiling and the ZIL for gas, on a fake node.
@Suite struct EscrowClaimPaymentTests {
    /// A fake mainnet node, the sender (``TestWallets/keyPair``) holding 10 ZIL, 5 ZIL lodged by
    /// the legacy account, and the claim's simulation answering success.
    struct Fixture {
        let node = FakeEVMService()
        let sender = TestWallets.keyPair.evmAddress
        let old = TestWallets.keyPair.publicKey.address
        static let lodged = Wei(wei: 5_000_000_000_000_000_000)

        init(zil: Wei = Wei(10, unit: .zil), lodged: Wei = Fixture.lodged) {
            node.setAccount(FakeEVMService.Account(balance: zil), for: sender)
            node.setCallAnswer(
                .success(UInt256(lodged.wei).bigEndianBytes), to: MigrationEscrow.address,
                data: MigrationEscrow.balanceOfCall(old))
            node.setCallAnswer(.success([]), to: MigrationEscrow.address, data: claim().bytes)
            node.setGasEstimate(.success(260_000), to: MigrationEscrow.address)
        }

        /// A claim of `old`'s lodging for `new` (the sender unless given) on `chainID` (mainnet's unless given).
        func claim(for new: EVMAddress? = nil, chainID: UInt64 = Network.mainnet.evmChainID) -> EscrowClaimCalldata {
            let bytes = EscrowClaimCalldata.encode(
                proof: [1, 2, 3], oldAddress: old, newAddress: new ?? sender, chainID: UInt256(chainID))
            // The encoder writes a claim's layout, which always parses.
            guard let claim = try? EscrowClaimCalldata(bytes: bytes) else { preconditionFailure("a claim") }
            return claim
        }

        func draft(_ claim: EscrowClaimCalldata? = nil) -> EVMPaymentDraft {
            .escrowClaim(claim ?? self.claim(), from: sender)
        }

        var useCase: DefaultPaymentsUseCase {
            DefaultPaymentsUseCase(
                zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
                preferences: .inMemory(), clock: ImmediateClock())
        }
    }

    @Test("A claim is sent to the escrow, value 0, with the recovery tool's bytes, gas from the estimate")
    func aClaimCallsTheEscrow() async throws {
        let fixture = Fixture()

        let payment = try await fixture.useCase.prepare(fixture.draft())

        #expect(payment.transaction.to == MigrationEscrow.address)
        #expect(payment.transaction.value == 0)
        #expect(payment.transaction.data == fixture.claim().bytes)
        #expect(payment.transaction.gasLimit == 260_000)
        #expect(payment.lodged == Fixture.lodged)
    }

    @Test("The review names the old address, the new address, the chain id and the amount lodged")
    func theReviewShowsTheClaim() async throws {
        let fixture = Fixture()
        let payment = try await fixture.useCase.prepare(fixture.draft())

        let summary = PaymentSummary(payment, network: .mainnet, recipientGivenAsBech32: false)

        let claim = try #require(summary.escrowClaim)
        #expect(claim.oldAddress == fixture.old)
        #expect(claim.newAddress == fixture.sender)
        #expect(claim.chainID == UInt256(Network.mainnet.evmChainID))
        #expect(claim.lodged == Fixture.lodged)
    }

    @Test("A claim paying another account is refused before the node is asked")
    func anotherAccountIsRefused() async throws {
        let fixture = Fixture()
        let other = try EVMAddress("0x4513f06070bc8751ff9016e0d616fa67c39fd46e")

        await #expect(
            throws: TransactionsError.escrowClaimRefused(.forAnotherAccount(claimFor: other, account: fixture.sender))
        ) {
            try await fixture.useCase.prepare(fixture.draft(fixture.claim(for: other)))
        }
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("A claim for another chain is refused before the node is asked")
    func anotherChainIsRefused() async throws {
        let fixture = Fixture()

        await #expect(
            throws: TransactionsError.escrowClaimRefused(.forAnotherChain(claimFor: 33_468, network: .mainnet))
        ) {
            try await fixture.useCase.prepare(fixture.draft(fixture.claim(chainID: 33_468)))
        }
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("An old address with nothing lodged is refused: the claim would pay 0 and cost its fee")
    func nothingLodgedIsRefused() async throws {
        let fixture = Fixture(lodged: .zero)

        await #expect(throws: TransactionsError.escrowClaimRefused(.nothingLodged(fixture.old))) {
            try await fixture.useCase.prepare(fixture.draft())
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
            try await fixture.useCase.prepare(fixture.draft())
        }
    }

    @Test("An EVM account without ZIL for the gas is told so plainly")
    func noZILForGas() async throws {
        let fixture = Fixture(zil: .zero)

        await #expect {
            try await fixture.useCase.prepare(fixture.draft())
        } throws: { error in
            guard case TransactionsError.escrowClaimRefused(.noZILForGas(_, let balance)) = error else { return false }
            return balance == .zero && "\(error)".contains("send at least that much ZIL to the EVM account")
        }
    }

    @Test("An estimate above the claim's gas ceiling is refused")
    func gasAboveCeiling() async throws {
        let fixture = Fixture()
        fixture.node.setGasEstimate(.success(EscrowClaimRules.maximumGas + 1), to: MigrationEscrow.address)

        await #expect(
            throws: TransactionsError.escrowClaimRefused(
                .gasAboveCeiling(EscrowClaimRules.maximumGas + 1, ceiling: EscrowClaimRules.maximumGas))
        ) {
            try await fixture.useCase.prepare(fixture.draft())
        }
    }

    @Test("An escrow answering balanceOf with no word (none on this network) is refused as unreadable")
    func noEscrow() async throws {
        let fixture = Fixture()
        fixture.node.setCallAnswer(
            .success([]), to: MigrationEscrow.address, data: MigrationEscrow.balanceOfCall(fixture.old))

        await #expect(throws: TransactionsError.escrowClaimRefused(.lodgedBalanceUnreadable)) {
            try await fixture.useCase.prepare(fixture.draft())
        }
    }
}
