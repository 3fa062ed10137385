import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: the node's rejections")
struct RPCErrorMappingTests {
    private func mapped(_ code: Int, _ message: String, chainID: UInt16? = nil) -> ZilliqaServiceError {
        ZilliqaServiceError(rejection: RPCError(code: code, message: message), chainID: chainID)
    }

    @Test("-8 Insufficient funds is insufficientFunds")
    func insufficientFunds() {
        #expect(mapped(-8, "Insufficient funds in source account!") == .insufficientFunds)
    }

    @Test("-5 The sender of the txn has no balance is insufficientFunds")
    func senderHasNoBalance() {
        #expect(mapped(-5, "The sender of the txn has no balance") == .insufficientFunds)
    }

    @Test("-8 Nonce (N) lower than current (M) is nonceTooLow with both numbers")
    func nonceTooLow() {
        #expect(mapped(-8, "Nonce (3) lower than current (5)") == .nonceTooLow(sent: 3, current: 5))
    }

    @Test("a nonce message without numbers is still nonceTooLow")
    func nonceTooLowWithoutNumbers() {
        #expect(mapped(-8, "Nonce lower than current") == .nonceTooLow(sent: nil, current: nil))
    }

    @Test("-26 GasPrice X lower than minimum allowable Y is gasPriceTooLow with both amounts in Qa")
    func gasPriceTooLow() {
        #expect(
            mapped(-26, "GasPrice 1000000000 lower than minimum allowable 2000000000")
                == .gasPriceTooLow(offered: Amount(1000, unit: .li), minimum: Amount(2000, unit: .li)))
    }

    @Test("-8 Gas limit (N) lower than minimum for payment transaction (50) is gasLimitTooLow")
    func gasLimitTooLow() {
        #expect(
            mapped(-8, "Gas limit (1) lower than minimum for payment transaction (50)")
                == .gasLimitTooLow(offered: 1, minimum: 50))
    }

    @Test("-8 To Addr checksum wrong is checksumWrong")
    func checksumWrong() {
        #expect(mapped(-8, "To Addr checksum wrong") == .checksumWrong)
    }

    @Test("-26 CHAIN_ID incorrect is wrongChainID, with the chain the transaction was signed for")
    func wrongChainID() {
        #expect(mapped(-26, "CHAIN_ID incorrect", chainID: 333) == .wrongChainID(signedFor: 333))
    }

    @Test("-26 Unable to verify transaction is signatureRejected")
    func signatureRejected() {
        #expect(mapped(-26, "Unable to verify transaction") == .signatureRejected)
    }

    @Test("a known message with another code is not guessed at: it stays the node's error")
    func codeMatters() {
        #expect(
            mapped(-1, "Insufficient funds in source account!")
                == .rpc(code: -1, message: "Insufficient funds in source account!"))
    }

    @Test("an unknown rejection is the generic rpc error with code and message")
    func unknown() {
        #expect(mapped(-32603, "Internal error") == .rpc(code: -32603, message: "Internal error"))
    }

    @Test("the gas price description names the minimum in Li and what to do, without CLI flags")
    func gasPriceDescription() {
        let description = mapped(-26, "GasPrice 1000000000 lower than minimum allowable 2000000000").description
        #expect(description.contains("minimum of 2000 Li"))
        #expect(description.contains("a gas price of at least 2000 Li"))
        #expect(!description.contains("--"))
    }

    @Test("the nonce description names both nonces and the next one to use")
    func nonceDescription() {
        let description = mapped(-8, "Nonce (3) lower than current (5)").description
        #expect(description.contains("nonce 3 is not above the account's current nonce 5"))
        #expect(description.contains("with nonce 6"))
    }

    @Test("the gas limit description names the minimum")
    func gasLimitDescription() {
        #expect(
            mapped(-8, "Gas limit (1) lower than minimum for payment transaction (50)").description.contains(
                "at least 50"))
    }

    @Test("the wrong chain description names the chain the transaction was signed for")
    func chainDescription() {
        #expect(mapped(-26, "CHAIN_ID incorrect", chainID: 333).description.contains("chain 333"))
    }

    @Test("a send rejected by the node is reported as the recognised case, with the transaction's chain")
    func sendMapsRejections() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let transport = ScriptedTransport([
            "CreateTransaction": { _ in .error(code: -26, message: "CHAIN_ID incorrect") }
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: .never)
        await #expect(throws: ZilliqaServiceError.wrongChainID(signedFor: 333)) { try await service.send(transaction) }
    }

    @Test("a transport failure's description says what to check")
    func transportDescription() {
        let description = ZilliqaServiceError.transport(.connectionRefused).description
        #expect(description.contains("refused"))
        #expect(description.contains("check the URL"))
    }
}
