import Testing
import ZhipDevnetKit
import ZilliqaKit

/// Zilliqa 2.0 v0.21.8's CreateTransaction checks after the JSON is read (zq2-legacy-api.md §2.2
/// steps 2, 3, 8-13), each answer's text taken from the doc.
@Suite("Ledger: CreateTransaction's checks, as Zilliqa 2.0 words them")
struct LedgerSubmitTests {
    /// The code and message `submit` throws for `transaction`.
    private func rejection(_ transaction: SignedTransaction, ledger: Ledger = Fixture.ledger()) -> DevnetRPCError? {
        do {
            _ = try ledger.submit(transaction)
            return nil
        } catch {
            return error
        }
    }

    private func core(
        version: UInt32 = UInt32(Fixture.chainID) << 16 | 1, recipient: Address = Fixture.bob.address,
        amount: Amount = Fixture.zil(1), gasLimit: UInt64 = 50, code: [UInt8] = [], data: [UInt8] = []
    ) -> TransactionCore {
        TransactionCore(
            version: TransactionVersion(rawValue: version), nonce: 1, recipient: recipient,
            senderPublicKey: Fixture.alice.publicKey, amount: amount, gasPrice: Fixture.minimumGasPrice,
            gasLimit: gasLimit, code: code, data: data)
    }

    @Test("another chain's transaction: -26 unexpected chain ID, expected: X, got: N")
    func wrongChain() {
        let error = rejection(Fixture.payment(chainID: 333))
        #expect(error == DevnetRPCError(code: -26, message: "unexpected chain ID, expected: 222, got: 333"))
    }

    @Test("a message version other than 1: -26 unexpected version, expected: 1, got: N")
    func wrongMessageVersion() {
        let error = rejection(core(version: UInt32(Fixture.chainID) << 16 | 2).signed(with: Fixture.alice))
        #expect(error == DevnetRPCError(code: -26, message: "unexpected version, expected: 1, got: 2"))
    }

    @Test("nonce 0: -8 Invalid nonce (0)")
    func nonceZero() {
        #expect(rejection(Fixture.payment(nonce: 0)) == DevnetRPCError(code: -8, message: "Invalid nonce (0)"))
    }

    @Test("a signature that is not the sender's: -26 signature")
    func badSignature() {
        let core = Fixture.payment().core
        let forged = SignedTransaction(core: core, signature: Fixture.bob.sign(core.encoded()))
        #expect(rejection(forged) == DevnetRPCError(code: -26, message: "signature"))
    }

    @Test("a gas limit above the block's: -8 Txn gas limit (<gasLimit×420>) exceeeds block gas limit (84000000)")
    func gasLimitAboveBlock() {
        let error = rejection(Fixture.payment(gasLimit: 200_001))
        #expect(
            error == DevnetRPCError(code: -8, message: "Txn gas limit (84000420) exceeeds block gas limit (84000000)"))
    }

    @Test("the block's whole gas limit, 200000, is accepted")
    func gasLimitAtBlock() {
        #expect(rejection(Fixture.payment(gasLimit: 200_000)) == nil)
    }

    @Test("a gas limit under 50: -8 Insufficient Zilliqa txn gas supplied (N) - required (50)")
    func gasLimitTooLow() {
        let error = rejection(Fixture.payment(gasLimit: 49))
        #expect(
            error == DevnetRPCError(code: -8, message: "Insufficient Zilliqa txn gas supplied (49) - required (50)"))
    }

    @Test("a payment to the zero address with no code: -32603 Unknown transaction type")
    func unknownType() throws {
        let zero = try Address(bytes: Array(repeating: 0, count: 20))
        let error = rejection(core(recipient: zero).signed(with: Fixture.alice))
        #expect(error == DevnetRPCError(code: -32603, message: "Unknown transaction type"))
    }

    @Test("2000000000 Qa under the 2000000016 minimum: -26 Provided gas price is too low")
    func gasPriceTooLow() {
        let error = rejection(Fixture.payment(gasPrice: Amount(qa: 2_000_000_000)))
        #expect(error == DevnetRPCError(code: -26, message: "Provided gas price is too low"))
    }

    @Test("2000000016 Qa, the minimum, is the smallest price accepted")
    func gasPriceAtMinimum() {
        #expect(rejection(Fixture.payment(gasPrice: Amount(qa: 2_000_000_016))) == nil)
    }

    @Test("a gas price whose wei figure overflows: -26 Provided gas price is too high")
    func gasPriceTooHigh() {
        let error = rejection(Fixture.payment(gasPrice: Amount(qa: .max / 2)))
        #expect(error == DevnetRPCError(code: -26, message: "Provided gas price is too high"))
    }

    @Test("a never-funded sender: -8 Insufficient funds - txn cost 100000000800 but account balance 0")
    func unfundedSender() {
        let error = rejection(Fixture.payment(from: Fixture.carol))
        #expect(
            error
                == DevnetRPCError(code: -8, message: "Insufficient funds - txn cost 100000000800 but account balance 0")
        )
    }

    @Test("the funds check compares 50 × gasPrice (Qa) with the balance in wei: 1 Qa shows as 1000000")
    func fundsCheckInWei() throws {
        let ledger = Fixture.ledger()
        try ledger.fund(Fixture.carol.address, with: Amount(qa: 1))
        let error = rejection(Fixture.payment(from: Fixture.carol), ledger: ledger)
        #expect(
            error
                == DevnetRPCError(
                    code: -8, message: "Insufficient funds - txn cost 100000000800 but account balance 1000000"))
    }

    @Test("the funds check leaves the amount out: an amount above the balance is accepted")
    func fundsCheckWithoutAmount() {
        #expect(rejection(Fixture.payment(amount: Fixture.zil(5000))) == nil)
    }

    @Test("a nonce already mined: -8 Txn nonce (<nonce−1>) is too low for account (<accountNonce>)")
    func nonceTooLow() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        ledger.sealBlock()
        let error = rejection(Fixture.payment(amount: Fixture.zil(2), nonce: 1), ledger: ledger)
        #expect(error == DevnetRPCError(code: -8, message: "Txn nonce (0) is too low for account (1)"))
    }

    @Test("an amount of 21e27 wei or more: -26 Invalid amount")
    func invalidAmount() {
        let error = rejection(Fixture.payment(amount: Amount(qa: 21_000_000_000_000_000_000_000)))
        #expect(error == DevnetRPCError(code: -26, message: "Invalid amount"))
    }

    @Test("the first failing check wins: a low gas limit is said before a low gas price and missing funds")
    func firstFailureWins() {
        let error = rejection(Fixture.payment(from: Fixture.carol, gasPrice: Amount(qa: 1), gasLimit: 49))
        #expect(error?.message == "Insufficient Zilliqa txn gas supplied (49) - required (50)")
    }

    @Test("a contract call is refused: the devnet takes payments only")
    func contractData() {
        let error = rejection(core(data: Array("{}".utf8)).signed(with: Fixture.alice))
        #expect(error?.message == "Smart contract is disabled")
    }

    // MARK: - The pool (step 11, 13; §2.4)

    @Test("the same pending transaction again: Txn already present, the same id, nothing more pooled")
    func idempotentWhilePending() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment()
        let first = try ledger.submit(transaction)
        let again = try ledger.submit(transaction)
        #expect(again.outcome == .alreadyPresent)
        #expect(again.id == first.id)
        #expect(ledger.summary().pendingCount == 1)
    }

    @Test("a mined transaction again: Txn already present, applied once")
    func idempotentAfterMining() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment()
        _ = try ledger.submit(transaction)
        ledger.sealBlock()
        let again = try ledger.submit(transaction)
        ledger.sealBlock()
        #expect(again.outcome == .alreadyPresent)
        #expect(ledger.account(Fixture.bob.address)?.balance == Fixture.zil(1))
    }

    @Test("same sender and nonce at a lower price: the success-shaped Info, and nothing is added")
    func sameNonceLowerPrice() throws {
        let ledger = Fixture.ledger()
        let pooled = Fixture.payment(gasPrice: Amount(qa: 3_000_000_000))
        _ = try ledger.submit(pooled)
        let cheaper = try ledger.submit(Fixture.payment(amount: Fixture.zil(2)))
        #expect(cheaper.outcome.rawValue == "Another transaction exists with the same nonce but a higher gas price")
        #expect(ledger.status(of: pooled.id) == .pending(pooled))
    }

    @Test("same sender and nonce at an equal price: Txn processed, and it replaces the pending one")
    func sameNonceEqualPriceReplaces() throws {
        let ledger = Fixture.ledger()
        let first = Fixture.payment()
        _ = try ledger.submit(first)
        let replacement = Fixture.payment(amount: Fixture.zil(2))
        let answer = try ledger.submit(replacement)
        #expect(answer.outcome.rawValue == "Txn processed")
        #expect(ledger.status(of: first.id) == nil)
        #expect(ledger.status(of: replacement.id) == .pending(replacement))
    }

    @Test("a nonce that skips ahead is pooled and queued until the gap is filled")
    func nonceGapQueued() throws {
        let ledger = Fixture.ledger()
        let later = Fixture.payment(nonce: 2)
        _ = try ledger.submit(later)
        ledger.sealBlock()
        #expect(ledger.status(of: later.id) == .queued(later))
    }

    @Test("once the gap is filled, both are mined in nonce order")
    func nonceGapFilled() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 2))
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        ledger.sealBlock()
        #expect(ledger.account(Fixture.alice.address)?.nonce == 2)
    }

    // MARK: - Fees (§3, §5)

    @Test("a payment is charged 50 × gasPrice whatever its gas limit")
    func feeIgnoresGasLimit() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(gasLimit: 1000))
        ledger.sealBlock()
        let expected = try Fixture.zil(999).subtracting(Fixture.fee)
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: expected, nonce: 1))
    }

    @Test("an amount above the balance at execution: the fee is charged and the nonce used")
    func failedPaymentCharges() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(5000)))
        ledger.sealBlock()
        let expected = try Fixture.zil(1000).subtracting(Fixture.fee)
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: expected, nonce: 1))
    }

    @Test("an amount above the balance at execution: a failed receipt with errors {\"0\":[2]}")
    func failedPaymentReceipt() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment(amount: Fixture.zil(5000))
        _ = try ledger.submit(transaction)
        ledger.sealBlock()
        guard case .confirmed(let done)? = ledger.status(of: transaction.id) else {
            Issue.record("not mined")
            return
        }
        #expect(done.success == false)
        #expect(done.errorCodes == [2])
    }

    // MARK: - Eras (§7)

    @Test("disabled era: -32 CreateTransaction is disabled")
    func disabledEra() {
        let error = rejection(Fixture.payment(), ledger: Fixture.ledger(era: .disabled))
        #expect(error == DevnetRPCError(code: -32, message: "CreateTransaction is disabled"))
    }

    @Test(
        "escrow-only era, another recipient: -26 Zilliqa transactions are only accepted when addressed to the escrow contract"
    )
    func escrowOnlyOtherRecipient() {
        let error = rejection(Fixture.payment(), ledger: Fixture.ledger(era: .escrowOnly))
        #expect(
            error
                == DevnetRPCError(
                    code: -26, message: "Zilliqa transactions are only accepted when addressed to the escrow contract"))
    }

    @Test("escrow-only era: a deposit credits the full amount to the escrow")
    func escrowDepositCredited() throws {
        let ledger = Fixture.ledger(era: .escrowOnly)
        _ = try ledger.submit(Fixture.payment(toAddress: .migrationEscrow, amount: Fixture.zil(3)))
        ledger.sealBlock()
        #expect(ledger.account(.migrationEscrow)?.balance == Fixture.zil(3))
    }

    @Test("escrow-only era: the flat fee 21000 × floor(gasPrice×10^6/420) wei is charged on top of the amount")
    func escrowDepositFee() throws {
        let ledger = Fixture.ledger(era: .escrowOnly)
        _ = try ledger.submit(Fixture.payment(toAddress: .migrationEscrow, amount: Fixture.zil(3)))
        ledger.sealBlock()
        // 21000 × 4761904800000 wei = 100000000800000000 wei = 100000000800 Qa at the minimum price.
        let expected = try Fixture.zil(997).subtracting(Amount(qa: 100_000_000_800))
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: expected, nonce: 1))
    }

    @Test("escrow-only era: a deposit that cannot cover amount + fee is dropped, nothing charged")
    func escrowDepositDropped() throws {
        let ledger = Fixture.ledger(era: .escrowOnly)
        let deposit = Fixture.payment(toAddress: .migrationEscrow, amount: Fixture.zil(1000))
        _ = try ledger.submit(deposit)
        ledger.sealBlock()
        #expect(ledger.status(of: deposit.id) == nil)
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: Fixture.zil(1000), nonce: 0))
    }

    @Test("an era switch at a height applies from that block on: block 2 runs and gates as escrow-only")
    func eraSwitchAtBlock() throws {
        let ledger = Fixture.ledger()
        ledger.setEras(EraSchedule(.legacy, then: .escrowOnly, atBlock: 2))
        _ = try ledger.submit(Fixture.payment())
        ledger.sealBlock()
        _ = try ledger.submit(Fixture.payment(toAddress: .migrationEscrow, nonce: 2))
        ledger.sealBlock()
        let error = rejection(Fixture.payment(nonce: 3), ledger: ledger)
        #expect(error?.message == "Zilliqa transactions are only accepted when addressed to the escrow contract")
    }

    @Test("a blocked recipient has balance 0 and nonce u64::MAX")
    func blockedRecipient() {
        let ledger = Fixture.ledger()
        ledger.block([Fixture.alice.address])
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: .zero, nonce: .max))
    }

    @Test("the escrow's three spellings are the same 20 bytes")
    func escrowAddress() throws {
        #expect(try Address(hexString: "0x00000000005a494c31455343524F5750524f5859") == .migrationEscrow)
        #expect(try Address(bech32: "zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn") == .migrationEscrow)
    }
}
