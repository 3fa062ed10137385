import Foundation
import Testing

@testable import ZilliqaKit

/// The literal examples and shapes of `zq2-legacy-api.md` (§1, §2.3), read by ZilliqaKit: the
/// conformance suite checks the devnet against the same text, so both ends agree with the doc.
@Suite("Zilliqa 2.0: the doc's own examples")
struct ZQ2DocExampleTests {
    private func service(_ method: String, _ result: String) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(transport: ScriptedTransport([method: { _ in .result(result) }]), retry: .never)
    }

    @Test("§1's GetBalance example reads as its Qa balance and nonce 16")
    func balanceExample() async throws {
        let service = service("GetBalance", #"{"balance":"18446744073637511711","nonce":16}"#)

        let account = try await service.balance(of: RPCTestValues.alice)

        #expect(account == AccountBalance(balance: Amount(qa: 18_446_744_073_637_511_711), nonce: 16))
    }

    @Test("§1's GetNetworkId values read as mainnet's, testnet's and zq2-devnet's chain ids", arguments: [1, 333, 701])
    func networkIDs(chainID: Int) async throws {
        let service = service("GetNetworkId", #""\#(chainID)""#)

        #expect(try await service.networkID() == UInt16(chainID))
    }

    @Test("§1's GetBlockchainInfo shape, rates as floats and counters as strings, reads its counters")
    func blockchainInfoShape() async throws {
        let service = service(
            "GetBlockchainInfo",
            #"{"NumPeers":12,"NumTxBlocks":"36390001","NumDSBlocks":"363901","NumTransactions":"4350626","#
                + #""TransactionRate":0.5,"TxBlockRate":0.9,"DSBlockRate":0.009,"CurrentMiniEpoch":"36390001","#
                + #""CurrentDSEpoch":"363901","NumTxnsDSEpoch":"7","NumTxnsTxEpoch":"1","#
                + #""ShardingStructure":{"NumPeers":[12]}}"#)

        let info = try await service.blockchainInfo()

        #expect(
            info
                == BlockchainInfo(
                    numTxBlocks: 36_390_001, numDSBlocks: 363_901, numTransactions: 4_350_626,
                    currentDSEpoch: 363_901, currentMiniEpoch: 36_390_001, numPeers: 12, numTxnsDSEpoch: 7,
                    numTxnsTxEpoch: 1, transactionRate: 0.5, txBlockRate: 0.9))
    }

    @Test("§2.3's success with a ContractAddress still reads as the transaction's id")
    func successWithContractAddress() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let service = service(
            "CreateTransaction",
            #"{"Info":"Txn processed","TranID":"0x\#(transaction.id.hex)","#
                + #""ContractAddress":"0x00000000005A494c31455343524f5750524f5859"}"#)

        #expect(try await service.send(transaction) == transaction.id)
    }

    @Test("§2.3: a TranID in capitals is the same id, compared without case")
    func tranIDInCapitals() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let service = service(
            "CreateTransaction", #"{"Info":"Txn processed","TranID":"0x\#(transaction.id.hex.uppercased())"}"#)

        #expect(try await service.send(transaction) == transaction.id)
    }
}
