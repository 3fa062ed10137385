import Testing

@testable import ZilliqaKit

/// Each message is written as Zilliqa 2.0 v0.21.8 sends it (`zq2-legacy-api.md`, section 2.2 and 7).
@Suite("Zilliqa 2.0: the node's rejections")
struct ZQ2RejectionTests {
    private func mapped(_ code: Int, _ message: String, chainID: UInt16? = nil) -> ZilliqaServiceError {
        ZilliqaServiceError(rejection: RPCError(code: code, message: message), chainID: chainID)
    }

    @Test("-32 CreateTransaction is disabled: legacy transfers are switched off")
    func createTransactionDisabled() {
        #expect(mapped(-32, "CreateTransaction is disabled") == .legacyTransfersDisabled)
    }

    @Test("-26 Zilliqa transactions are no longer accepted: legacy transfers are switched off")
    func noLongerAccepted() {
        #expect(mapped(-26, "Zilliqa transactions are no longer accepted") == .legacyTransfersDisabled)
    }

    @Test("-26 only accepted when addressed to the escrow contract: only the escrow takes them")
    func escrowOnly() {
        #expect(
            mapped(-26, "Zilliqa transactions are only accepted when addressed to the escrow contract")
                == .onlyEscrowAccepted)
    }

    @Test("-26 Provided gas price is too low: gasPriceTooLow without figures")
    func gasPriceTooLow() {
        #expect(mapped(-26, "Provided gas price is too low") == .gasPriceTooLow(offered: nil, minimum: nil))
    }

    @Test("-26 unexpected chain ID names the chain the transaction was signed for")
    func unexpectedChainID() {
        #expect(mapped(-26, "unexpected chain ID, expected: 1, got: 333") == .wrongChainID(signedFor: 333))
    }

    @Test(
        "-26 signature, public key and signature-parsing failures are signatureRejected",
        arguments: [
            "signature", "Cannot parse public key", "Invalid public key", "Cannot extract signature - signature error",
        ])
    func signatureRejected(message: String) {
        #expect(mapped(-26, message) == .signatureRejected)
    }

    @Test("-8 Insufficient funds - txn cost C but account balance B is insufficientFunds")
    func insufficientFunds() {
        #expect(
            mapped(-8, "Insufficient funds - txn cost 100000000800 but account balance 0") == .insufficientFunds)
    }

    @Test("-8 Insufficient Zilliqa txn gas supplied (N) - required (50) is gasLimitTooLow with both numbers")
    func gasLimitTooLow() {
        #expect(
            mapped(-8, "Insufficient Zilliqa txn gas supplied (10) - required (50)")
                == .gasLimitTooLow(offered: 10, minimum: 50))
    }

    @Test("-8 Txn nonce (N) is too low: the node's 0-based figure is the transaction's nonce less one")
    func nonceTooLow() {
        #expect(mapped(-8, "Txn nonce (4) is too low for account (5)") == .nonceTooLow(sent: 5, current: 5))
    }

    @Test("-8 the block gas limit message is gasLimitAboveBlock, in Scilla gas")
    func blockGasLimit() {
        #expect(
            mapped(-8, "Txn gas limit (84000420) exceeeds block gas limit (84000000)")
                == .gasLimitAboveBlock(offered: 200_001, maximum: 200_000))
    }

    @Test("-32603 To Addr checksum wrong is checksumWrong")
    func checksumWrong() {
        #expect(mapped(-32603, "To Addr checksum wrong") == .checksumWrong)
    }

    @Test("-32000 RPC_RATE_LIMIT is rateLimited")
    func rateLimited() {
        #expect(mapped(-32000, "RPC_RATE_LIMIT") == .rateLimited)
    }

    @Test("an unknown code keeps the node's text")
    func unknownKeepsText() {
        #expect(
            mapped(-26, "Transactions count kept per user has been exceeded!")
                == .rpc(code: -26, message: "Transactions count kept per user has been exceeded!"))
    }

    @Test("the escrow's refusal says nothing was sent and that the balance is safe")
    func escrowWords() {
        let words = ZilliqaServiceError.onlyEscrowAccepted.description

        #expect(words.contains("nothing was sent"))
        #expect(words.contains("balance is safe"))
        #expect(words.contains("0x00000000005a494c31455343524F5750524f5859"))
    }
}
