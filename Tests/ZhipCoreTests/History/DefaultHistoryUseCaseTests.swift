import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// An account's history from the node's search and the wallet's record of its sends (issue 28).
@Suite struct DefaultHistoryUseCaseTests {
    @Test("A ZIL transfer the account sent is out, to its recipient, with its amount, time, status and link")
    func aSentTransferIsOut() async throws {
        let fixture = try HistoryFixture()
        let sent = try fixture.transaction(
            1, from: fixture.me, to: fixture.other, value: 1_500_000_000_000_000_000, block: 7)
        fixture.mine(sent, for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let entry = try #require(page.entries.first)
        #expect(entry.direction == .outgoing)
        #expect(entry.counterparty == fixture.other)
        #expect(entry.amount == .zil(Wei(wei: 1_500_000_000_000_000_000)))
        #expect(entry.status == .succeeded)
        #expect(entry.time == Date(timeIntervalSince1970: 1_800_000_007))
        #expect(entry.explorerLink == Network.mainnet.presetExplorer?.transaction(sent.hash.hex).absoluteString)
    }

    @Test("The fee is gasUsed at the price the network charges, not the max fee a type 2 transaction offered")
    func theFeeIsThePipelines() async throws {
        let fixture = try HistoryFixture()
        let sent = try fixture.transaction(
            1, from: fixture.me, to: fixture.other, block: 7,
            fee: .eip1559(maxFeePerGas: 10 * HistoryFixture.gasPrice, maxPriorityFeePerGas: 0))
        fixture.mine(sent, for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.fee == Wei(wei: 21_000 * HistoryFixture.gasPrice))
    }

    @Test("A payment received is in, from its sender, without a fee of the account's")
    func aReceivedPaymentIsIn() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(2, from: fixture.other, to: fixture.me, value: 5, block: 3), for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let entry = try #require(page.entries.first)
        #expect(entry.direction == .incoming)
        #expect(entry.counterparty == fixture.other)
        #expect(entry.fee == nil)
        #expect(fixture.node.calls(to: .gasPrice) == 0)
    }

    @Test("A transfer to the account itself is self")
    func aTransferToItselfIsSelf() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(try fixture.transaction(3, from: fixture.me, to: fixture.me, value: 5, block: 3), for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.direction == .toSelf)
    }

    @Test("A listed token's transfer is its amount and recipient, read from the receipt's Transfer log")
    func aTokenTransferIsDecoded() async throws {
        let fixture = try HistoryFixture()
        let call = try fixture.transaction(
            4, from: fixture.me, to: fixture.token.contract, block: 5,
            input: ERC20.transferCall(to: fixture.other, amount: 12_500_000))
        fixture.mine(
            call, for: fixture.me, gasUsed: 35_000,
            logs: [try fixture.transferLog(from: fixture.me, to: fixture.other, units: 12_400_000, in: call)])

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let entry = try #require(page.entries.first)
        #expect(entry.amount == .token(fixture.token, 12_400_000))
        #expect(entry.counterparty == fixture.other)
        #expect(entry.direction == .outgoing)
        #expect(entry.fee == Wei(wei: 35_000 * HistoryFixture.gasPrice))
    }

    @Test("A token transfer that failed is failed, with the amount its calldata asked")
    func aFailedTokenTransfer() async throws {
        let fixture = try HistoryFixture()
        let call = try fixture.transaction(
            4, from: fixture.me, to: fixture.token.contract, block: 5,
            input: ERC20.transferCall(to: fixture.other, amount: 7))
        fixture.mine(call, for: fixture.me, succeeded: false)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.status == .failed)
        #expect(page.entries.first?.amount == .token(fixture.token, 7))
    }

    @Test("A call to a contract that is not a listed token's moves its ZIL value")
    func anUnlistedContractIsZIL() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(
                4, from: fixture.me, to: fixture.other, value: 9, block: 5,
                input: ERC20.transferCall(to: fixture.me, amount: 7)), for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.amount == .zil(Wei(wei: 9)))
    }

    @Test("A page ends with a whole block and names it as the next page's cursor")
    func pagingByWholeBlocks() async throws {
        let fixture = try HistoryFixture()
        for (byte, block) in [(UInt8(1), UInt64(2)), (2, 5), (3, 5), (4, 9)] {
            fixture.mine(
                try fixture.transaction(byte, from: fixture.other, to: fixture.me, block: block), for: fixture.me)
        }

        let first = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 2)
        let second = try await fixture.useCase.page(of: first.account, before: first.nextBefore, limit: 2)

        #expect(first.entries.compactMap(\.blockNumber) == [9, 5, 5])
        #expect(first.nextBefore == 5)
        #expect(second.entries.compactMap(\.blockNumber) == [2])
        #expect(second.nextBefore == nil)
    }

    @Test("The legacy account is searched by its 20 bytes")
    func theLegacyAccountIsSearchedByItsBytes() async throws {
        let fixture = try HistoryFixture()
        let legacy = TestWallets.keyPair.address
        let bytes = try EVMAddress(bytes: legacy.bytes)
        fixture.mine(try fixture.transaction(5, from: bytes, to: fixture.other, block: 4), for: bytes)

        let page = try await fixture.useCase.page(of: try HistoryAccount(legacy: legacy), before: nil, limit: 25)

        #expect(page.entries.map(\.direction) == [.outgoing])
        #expect(page.account.display(fixture.other).hasPrefix("zil1"))
    }

    @Test("A node without the ots_ API is a typed outcome naming what to do")
    func aNodeWithoutTheSearch() async throws {
        let fixture = try HistoryFixture()
        fixture.node.setError(
            EVMServiceError.methodNotFound(method: "ots_searchTransactionsBefore"), for: .searchTransactions)

        await #expect(throws: HistoryError.searchNotServed(network: Network.mainnet.displayName)) {
            try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)
        }
    }

    @Test("A page size outside 1 to 100 is refused before the node is asked")
    func theLimitIsBounded() async throws {
        let fixture = try HistoryFixture()

        await #expect(throws: HistoryError.limitOutOfRange(101)) {
            try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 101)
        }
        #expect(fixture.node.calls(to: .searchTransactions) == 0)
    }
}
