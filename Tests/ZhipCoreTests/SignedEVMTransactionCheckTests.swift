import Testing
import ZhipCore
import ZilliqaKit

@Suite("Signed EVM transaction check: the right chain, the stated hash")
struct SignedEVMTransactionCheckTests {
    private typealias Known = OfflineEVMKnownAnswers

    private func signed() throws -> SignedEVMTransaction {
        try SignedEVMTransaction(raw: Array(try EVMHex.data(Known.eip1559Raw, maximumBytes: 1024)))
    }

    @Test("a transaction signed for mainnet's EVM chain, with its own hash, may go to mainnet")
    func passes() throws {
        let transaction = try signed()

        try SignedEVMTransactionCheck.check(transaction, statedHash: try EVMHash(Known.eip1559Hash), on: .mainnet)
    }

    @Test("a transaction for mainnet is refused on testnet, naming both chains")
    func otherChain() throws {
        let transaction = try signed()

        let error = #expect(throws: SignedEVMTransactionError.otherChain(signedFor: 32769, network: .testnet)) {
            try SignedEVMTransactionCheck.check(transaction, statedHash: nil, on: .testnet)
        }
        #expect(error?.description.contains("EVM chain 32769 (mainnet)") == true)
        #expect(error?.description.contains("testnet (chain 333") == true)
        #expect(error?.description.contains("is EVM chain 33101") == true)
    }

    @Test("a stated hash that is not the raw's own is refused")
    func hashMismatch() throws {
        let transaction = try signed()
        let other = try EVMHash(Known.legacyHash)

        #expect(throws: SignedEVMTransactionError.hashMismatch(stated: other, actual: try EVMHash(Known.eip1559Hash))) {
            try SignedEVMTransactionCheck.check(transaction, statedHash: other, on: .mainnet)
        }
    }
}
