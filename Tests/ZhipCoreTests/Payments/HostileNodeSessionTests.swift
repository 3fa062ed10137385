import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a hostile node says is bounded before anything is signed: a price, a pending count, a fee
/// past what wei counts; and a refusal records nothing, so an honest node afterwards is paid as usual.
@Suite("The payment session against a hostile node", .container)
struct HostileNodeSessionTests {
    @Test("eth_gasPrice of 1 ZIL a gas is refused on the EVM account")
    func hostileEVMPriceIsRefused() async {
        let world = SessionFixture()
        world.evm.setGasPrice(Wei(wei: 1_000_000_000_000_000_000))
        let refused = await refusal { () async throws(TransactionsError) in try await world.evmTransfer().prepare() }
        #expect(refused?.rule == "fee-ceiling")
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a legacy minimum gas price of 1 ZIL is refused on the legacy account")
    func hostileLegacyPriceIsRefused() async {
        let world = SessionFixture()
        world.legacy.setMinimumGasPrice(Amount(1, unit: .zil))
        let refused = await refusal { () async throws(TransactionsError) in try await world.legacyTransfer().prepare() }
        #expect(refused?.rule == "fee-ceiling")
    }

    @Test("a pending nonce of 2^64 − 2 is refused, nothing recorded; an honest node is then paid at nonce 0")
    func hostilePendingNonceIsRefusedThenHonestGoes() async throws {
        let world = SessionFixture()
        world.evm.setAccount(
            FakeEVMService.Account(balance: Wei(10, unit: .zil), pendingNonce: .max - 1), for: world.alice.evmAddress)
        let refused = await refusal { () async throws(TransactionsError) in try await world.evmTransfer().prepare() }
        world.evm.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: world.alice.evmAddress)
        let paid = try await world.evmTransfer().pay(signingWith: world.alice)
        #expect(refused?.rule == "nonce")
        #expect(paid.outcome.sent != nil)
        #expect(world.evm.sentTransactions.map(\.transaction.nonce) == [0])
    }

    @Test("--max-fee of 10^38 wei is refused by the ceiling, without a trap")
    func hugeMaxFeeIsRefused() async {
        let world = SessionFixture()
        let terms = PaymentTerms(
            evmFee: .eip1559(maxFee: Wei(wei: 100_000_000_000_000_000_000_000_000_000_000_000_000), priorityFee: nil))
        let refused = await refusal { () async throws(TransactionsError) in
            try await world.evmTransfer(terms: terms).prepare()
        }
        #expect(refused?.rule == "fee-ceiling")
    }

    @Test("--max-fee of 10^38 wei with a high fee allowed: the fee cannot be counted, refused by the funds rule")
    func hugeMaxFeeWithConsentIsRefusedByFunds() async {
        let world = SessionFixture()
        let terms = PaymentTerms(
            evmFee: .eip1559(maxFee: Wei(wei: 100_000_000_000_000_000_000_000_000_000_000_000_000), priorityFee: nil))
        let session = PaymentSession(
            order: .evmTransfer(
                Wei(1, unit: .zil), from: world.alice.evmAddress, to: world.bob, terms: terms, consents: [.highGasPrice]
            ))
        let refused = await refusal { () async throws(TransactionsError) in try await session.prepare() }
        #expect(refused?.rule == "funds")
        #expect(refused?.reason.contains("more than can be counted") == true)
    }
}

/// The account's pending sends: a dropped one released and its nonce reused, held ones counted
/// against the balance.
@Suite("The payment session and the account's pending sends", .container)
struct PendingSendsSessionTests {
    @Test("a send the node dropped is reported, released, and its nonce reused")
    func droppedSendIsReleased() async throws {
        let world = SessionFixture()
        _ = try await world.evmTransfer().pay(signingWith: world.alice)
        world.date.advance(by: 600)
        let prepared = try await world.evmTransfer().prepare()
        #expect(prepared.dropped.map(\.nonce) == [0])
        #expect(prepared.transaction?.evm?.nonce == 0)
        #expect(world.recordedSends == 0)
    }

    @Test("a send the node still holds keeps its nonce: the next payment takes the one after")
    func heldSendKeepsItsNonce() async throws {
        let world = SessionFixture()
        let first = try await world.evmTransfer().pay(signingWith: world.alice)
        let hash = try #require(first.outcome.sent?.evmHash)
        world.evm.setTransaction(try Self.pending(hash, from: world.alice.evmAddress), for: hash)
        world.date.advance(by: 600)
        let prepared = try await world.evmTransfer().prepare()
        #expect(prepared.transaction?.evm?.nonce == 1)
        #expect(prepared.dropped.isEmpty)
    }

    @Test("what a held send takes counts against the balance: a second 9 ZIL out of 10 is refused")
    func heldSendCountsAgainstTheBalance() async throws {
        let world = SessionFixture()
        _ = try await world.evmTransfer(Wei(9, unit: .zil)).pay(signingWith: world.alice)
        let refused = await refusal { () async throws(TransactionsError) in
            try await world.evmTransfer(Wei(9, unit: .zil)).prepare()
        }
        #expect(refused?.rule == "funds")
    }

    /// A pending transaction as `eth_getTransactionByHash` shows one.
    static func pending(_ hash: EVMHash, from sender: EVMAddress) throws -> EVMTransactionDetails {
        EVMTransactionDetails(
            hash: hash, blockHash: nil, blockNumber: nil, transactionIndex: nil, from: sender,
            to: PaymentFactsFixture.bob,
            nonce: 0, value: Wei(1, unit: .zil), gas: 21_000, gasPrice: Wei(wei: 4_761_904_800_000), maxFeePerGas: nil,
            maxPriorityFeePerGas: nil, chainID: 32769, type: .eip1559)
    }
}
