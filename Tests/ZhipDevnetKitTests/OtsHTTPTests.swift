import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// ZilliqaKit's JSONRPCEVMService over real HTTP to a running devnet: the `ots_` answers the
/// history reads (docs/zq2-ots.md) decode as the wallet reads Zilliqa 2.0's.
@Suite("JSONRPCEVMService's Otterscan reads against a running devnet")
struct OtsHTTPTests {
    private func service(_ devnet: Devnet) throws -> JSONRPCEVMService {
        JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: UInt16(Fixture.chainID)), retry: .never)
    }

    /// Three EVM transfers from alice to bob, each mined in a block of its own; their hashes.
    private func threeTransfers(on devnet: Devnet) throws -> [EVMHash] {
        try devnet.ledger.fund(EthFixture.account(EthFixture.alice), wei: Wei(1000, unit: .zil))
        return try (UInt64(0)..<3).map { nonce in
            let raw = EthFixture.legacy(nonce: nonce)
            _ = try devnet.ledger.submit(try EthTransaction(raw: raw))
            return try EVMHash(EthFixture.hash(raw))
        }
    }

    @Test("the search after block 0 takes the oldest block first; it is the last page, not the first")
    func searchAfter() async throws {
        try await withDevnet { devnet in
            let hashes = try threeTransfers(on: devnet)

            let page = try await service(devnet).searchTransactionsAfter(EthFixture.alice, block: 0, pageSize: 1)

            #expect(page.transactions.map(\.hash) == [hashes[0]])
            #expect(page.isLastPage && !page.isFirstPage)
            #expect(page.receipts.allSatisfy { $0.timestamp != nil })
        }
    }

    @Test("the transaction by sender and nonce is the sender's, and none for a nonce not used")
    func bySenderAndNonce() async throws {
        try await withDevnet { devnet in
            let hashes = try threeTransfers(on: devnet)
            let service = try service(devnet)

            let second = try await service.transactionBySenderAndNonce(EthFixture.alice, nonce: 1)
            let unused = try await service.transactionBySenderAndNonce(EthFixture.alice, nonce: 9)

            #expect(second == hashes[1])
            #expect(unused == nil)
        }
    }

    @Test("a legacy payment reads as ZQ2 shows it: type 0xdd870, its value in wei, gas 21000 at the price per EVM gas")
    func legacyPayment() async throws {
        try await withDevnet { devnet in
            let payment = Fixture.payment(amount: Fixture.zil(2))
            _ = try devnet.ledger.submit(payment)
            let sender = try EVMAddress(bytes: Fixture.alice.address.bytes)

            let page = try await service(devnet).searchTransactionsBefore(sender, block: 0, pageSize: 25)

            let transaction = try #require(page.transactions.first)
            #expect(transaction.type == .zilliqaLegacy)
            #expect(transaction.value == Wei(2, unit: .zil))
            #expect(transaction.nonce == 0)
            #expect(page.receipts.first?.gasUsed == 21_000)
            #expect(transaction.fee == .legacy(gasPrice: try #require(Ledger.weiPerEVMGas(Fixture.minimumGasPrice))))
        }
    }
}
