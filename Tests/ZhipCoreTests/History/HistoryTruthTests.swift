import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a history entry says reached the account (issue 46): ZIL comes in only to the transaction's
/// recipient or from a known pool's payment logs, an approval is an approval, and a token send is
/// all that left the account.
@Suite struct HistoryTruthTests {
    let fixture: HistoryFixture

    init() throws {
        fixture = try HistoryFixture()
    }

    /// The newest entry of the account's history.
    func newest() async throws -> HistoryEntry {
        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)
        return try #require(page.entries.first)
    }

    /// A `Claimed` or `RewardPaid` log of `contract` paying `delegator` `amount` wei.
    func payment(
        _ event: ABIEvent, of contract: EVMAddress, to delegator: EVMAddress, _ amount: UInt128,
        in transaction: EVMSearchedTransaction
    ) throws -> EVMLog {
        let data =
            event == Delegation.rewardPaidEvent
            ? UInt256(amount).bigEndianBytes
            : UInt256(amount).bigEndianBytes + UInt256(64 as UInt64).bigEndianBytes + UInt256.zero.bigEndianBytes
        return try fixture.log(event, of: contract, [delegator], data: data, in: transaction)
    }

    @Test("Someone else's 1000 ZIL to a contract that touched the account is an interaction of 0 with that contract")
    func anInteractionIsNoIncome() async throws {
        let contract = try EVMAddress("0x" + String(repeating: "c0", count: 20))
        fixture.mine(
            try fixture.transaction(
                1, from: fixture.other, to: contract, value: 1_000_000_000_000_000_000_000, block: 4),
            for: fixture.me)

        let entry = try await newest()

        #expect(entry.direction == .interaction)
        #expect(entry.counterparty == contract)
        #expect(entry.amount == .zil(.zero))
    }

    @Test("A claim from a known pool is the ZIL its Claimed log paid, in from the pool")
    func aClaimIsIn() async throws {
        let claim = try fixture.transaction(
            1, from: fixture.me, to: fixture.pool.address, block: 4, input: Delegation.claim.selector)
        fixture.mine(
            claim, for: fixture.me,
            logs: [try payment(Delegation.claimedEvent, of: fixture.pool.address, to: fixture.me, 545, in: claim)])

        let entry = try await newest()

        #expect(entry.direction == .incoming)
        #expect(entry.counterparty == fixture.pool.address)
        #expect(entry.amount == .zil(Wei(wei: 545)))
        #expect(entry.fee != nil)
    }

    @Test("A reward withdrawal from a known pool is the ZIL its RewardPaid log paid")
    func aRewardWithdrawalIsIn() async throws {
        let withdrawal = try fixture.transaction(
            1, from: fixture.me, to: fixture.pool.address, block: 4, input: Delegation.withdrawAllRewards.selector)
        fixture.mine(
            withdrawal, for: fixture.me,
            logs: [
                try payment(Delegation.rewardPaidEvent, of: fixture.pool.address, to: fixture.me, 35, in: withdrawal)
            ])

        #expect(try await newest().amount == .zil(Wei(wei: 35)))
    }

    @Test("A Claimed log of a contract the wallet knows as no pool is not believed: the call is out 0 ZIL")
    func anUnknownPoolsLogIsNotBelieved() async throws {
        let stranger = try EVMAddress("0x" + String(repeating: "c0", count: 20))
        let claim = try fixture.transaction(1, from: fixture.me, to: stranger, block: 4)
        fixture.mine(
            claim, for: fixture.me,
            logs: [try payment(Delegation.claimedEvent, of: stranger, to: fixture.me, 1_000_000, in: claim)])

        let entry = try await newest()

        #expect(entry.direction == .outgoing)
        #expect(entry.amount == .zil(.zero))
    }

    @Test("An approval is the allowance its Approval log set, to the spender; unlimited is unlimited")
    func anApprovalIsAnApproval() async throws {
        let approve = try fixture.transaction(
            1, from: fixture.me, to: fixture.token.contract, block: 4,
            input: ERC20.approveCall(spender: fixture.other, amount: .max))
        fixture.mine(
            approve, for: fixture.me,
            logs: [
                try fixture.log(
                    ERC20.approvalEvent, of: fixture.token.contract, [fixture.me, fixture.other],
                    data: UInt256.max.bigEndianBytes, in: approve)
            ])

        let entry = try await newest()

        #expect(entry.direction == .approval)
        #expect(entry.counterparty == fixture.other)
        #expect(entry.amount == .allowance(contract: fixture.token.contract, token: fixture.token, units: .max))
        #expect(entry.amount.text == "unlimited USDT")
    }

    @Test("A revoke of an unlisted token's allowance is an approval of 0 units of its contract")
    func aRevokeOfAnUnlistedToken() async throws {
        let contract = try EVMAddress("0x" + String(repeating: "c0", count: 20))
        fixture.mine(
            try fixture.transaction(
                1, from: fixture.me, to: contract, block: 4, input: ERC20.approveCall(spender: fixture.other, amount: 0)
            ), for: fixture.me)

        let entry = try await newest()

        #expect(entry.direction == .approval)
        #expect(entry.amount == .allowance(contract: contract, token: nil, units: 0))
        #expect(entry.amount.text == "0 units of \(contract.checksummed)")
    }

    @Test("A fee-on-transfer send is all its Transfer logs took from the account, to the recipient it named")
    func aFeeOnTransferSendIsWhatLeft() async throws {
        let send = try fixture.transaction(
            1, from: fixture.me, to: fixture.token.contract, block: 4,
            input: ERC20.transferCall(to: fixture.other, amount: 100_000_000))
        let burn = try EVMAddress(bytes: [UInt8](repeating: 0, count: 20))
        fixture.mine(
            send, for: fixture.me,
            logs: [
                try fixture.transferLog(from: fixture.me, to: burn, units: 1_000_000, in: send),
                try fixture.transferLog(from: fixture.me, to: fixture.other, units: 99_000_000, in: send),
            ])

        let entry = try await newest()

        #expect(entry.amount == .token(fixture.token, 100_000_000))
        #expect(entry.counterparty == fixture.other)
        #expect(entry.direction == .outgoing)
    }

    @Test("The page's gas price, latest block and token supplies are read once, the search apart")
    func oneBatchOfFacts() async throws {
        fixture.mine(
            try fixture.transaction(1, from: fixture.me, to: fixture.token.contract, block: 4), for: fixture.me)

        _ = try await newest()

        #expect(fixture.node.calls(to: .gasPrice) == 1)
        #expect(fixture.node.calls(to: .block) == 1)
        #expect(fixture.node.callRequests.map(\.data) == [ERC20.totalSupply.selector])
    }
}
