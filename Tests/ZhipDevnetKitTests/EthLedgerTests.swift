import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("eth_ on the one ledger: nonces, execution, receipts and the legacy view")
struct EthLedgerTests {
    private func handler(_ ledger: Ledger) -> JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    private func nonce(_ handler: JSONRPCHandler, _ tag: String) -> JSONValue? {
        EthFixture.call(handler, "eth_getTransactionCount", [.string("0x" + EthFixture.alice.hex), .string(tag)])[
            "result"]
    }

    private func weiBalance(_ ledger: Ledger, _ address: EVMAddress) -> UInt128 {
        ledger.account(EthFixture.account(address))?.wei.wei ?? 0
    }

    @Test("pending counts contiguous pooled nonces, a gap stops it, and latest moves only with a block (§1)")
    func pendingVersusLatest() throws {
        let ledger = try EthFixture.ledger()
        let handler = handler(ledger)
        _ = EthFixture.send(handler, EthFixture.legacy(nonce: 0))
        _ = EthFixture.send(handler, EthFixture.legacy(nonce: 1))
        _ = EthFixture.send(handler, EthFixture.legacy(nonce: 3))

        #expect(nonce(handler, "pending") == "0x2")
        #expect(nonce(handler, "latest") == "0x0")
        ledger.sealBlock()
        #expect(nonce(handler, "latest") == "0x2")
        _ = EthFixture.send(handler, EthFixture.legacy(nonce: 2))
        #expect(nonce(handler, "pending") == "0x4")
    }

    @Test("a transfer moves value + 21000 × price, and the fee goes to 0x0 (§3, §8.4 item 6)")
    func transferExecution() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)

        _ = EthFixture.send(handler(ledger), EthFixture.dynamic())

        #expect(weiBalance(ledger, EthFixture.alice) == 1000 * EthFixture.oneZIL - EthFixture.oneZIL - EthFixture.fee)
        #expect(weiBalance(ledger, EthFixture.bob) == EthFixture.oneZIL)
        #expect(weiBalance(ledger, Ledger.zeroEVMAddress) == EthFixture.fee)
        #expect(ledger.account(EthFixture.account(EthFixture.alice))?.nonce == 1)
    }

    @Test("type 2 pays min(maxFee, price + priority) a gas, and its receipt says maxFee (§3)")
    func dynamicFeePrice() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let raw = EthFixture.dynamic(maxFee: 3 * EthFixture.gasPrice, priority: 1)

        _ = EthFixture.send(handler(ledger), raw)

        let charged = 21_000 * (EthFixture.gasPrice + 1)
        #expect(weiBalance(ledger, EthFixture.alice) == 1000 * EthFixture.oneZIL - EthFixture.oneZIL - charged)
        let receipt = EthFixture.call(handler(ledger), "eth_getTransactionReceipt", [.string(EthFixture.hash(raw))])
        #expect(receipt["result"]?["effectiveGasPrice"] == .string("0x" + String(3 * EthFixture.gasPrice, radix: 16)))
    }

    @Test("priority above maxFee is dropped at the block: no receipt, no fee, nonce unchanged (§2.3)")
    func priorityAboveMaxFeeDropped() throws {
        let ledger = try EthFixture.ledger()
        let raw = EthFixture.dynamic(maxFee: EthFixture.gasPrice, priority: EthFixture.gasPrice + 1)
        #expect(EthFixture.send(handler(ledger), raw)["result"] == .string(EthFixture.hash(raw)))

        ledger.sealBlock()

        #expect(
            EthFixture.call(handler(ledger), "eth_getTransactionByHash", [.string(EthFixture.hash(raw))])["result"]
                == .null)
        #expect(weiBalance(ledger, EthFixture.alice) == 1000 * EthFixture.oneZIL)
        #expect(nonce(handler(ledger), "latest") == "0x0")
    }

    @Test("to a blocked recipient: status 0x0, fee charged, nonce used, value not moved (§5)")
    func blockedRecipient() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        ledger.block([EthFixture.account(EthFixture.bob)])
        let raw = EthFixture.legacy()

        _ = EthFixture.send(handler(ledger), raw)

        let receipt = EthFixture.call(handler(ledger), "eth_getTransactionReceipt", [.string(EthFixture.hash(raw))])
        #expect(receipt["result"]?["status"] == "0x0")
        #expect(weiBalance(ledger, EthFixture.alice) == 1000 * EthFixture.oneZIL - EthFixture.fee)
        #expect(weiBalance(ledger, EthFixture.bob) == 0)
        #expect(ledger.account(EthFixture.account(EthFixture.alice))?.nonce == 1)
    }

    @Test("an EVM transfer to a zil1 account's 20 bytes shows in its legacy GetBalance, in Qa (§4, §8.4 item 10)")
    func transferToLegacyAccount() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let carol = try EVMAddress(bytes: Fixture.carol.address.bytes)

        _ = EthFixture.send(handler(ledger), EthFixture.legacy(to: carol, value: 2_500_000))

        let balance = try result(handler(ledger), "GetBalance", [.string(Fixture.carol.address.bech32)])
        #expect(balance == ["balance": "2", "nonce": 0])
        let wei = EthFixture.call(handler(ledger), "eth_getBalance", [.string(Fixture.carol.address.bech32), "latest"])
        #expect(wei["result"] == "0x2625a0")
    }

    @Test("a legacy payment debits and credits Qa × 10^6 wei, seen through eth_getBalance")
    func legacyPaymentInWei() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)

        _ = try ledger.submit(Fixture.payment())

        let wei = EthFixture.call(handler(ledger), "eth_getBalance", [.string(Fixture.bob.address.bech32), "latest"])
        #expect(wei["result"] == "0xde0b6b3a7640000")
        #expect(ledger.account(Fixture.alice.address)?.wei == (try Wei(Fixture.zil(999).subtracting(Fixture.fee))))
    }

    @Test("finalized lags the head by --finality-lag; latest is the head")
    func finalizedPointer() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true, finalityLag: 1)
        _ = EthFixture.send(handler(ledger), EthFixture.legacy())

        #expect(nonce(handler(ledger), "latest") == "0x1")
        #expect(nonce(handler(ledger), "finalized") == "0x0")
        let finalized = EthFixture.call(handler(ledger), "eth_getBlockByNumber", ["finalized", false])
        #expect(finalized["result"]?["number"] == "0x0")
    }

    @Test("a saved state with EVM transactions restores them, receipts and pool")
    func snapshotRoundTrip() throws {
        let ledger = try EthFixture.ledger()
        _ = EthFixture.send(handler(ledger), EthFixture.legacy(nonce: 0))
        ledger.sealBlock()
        _ = EthFixture.send(handler(ledger), EthFixture.dynamic(nonce: 1))

        let restored = try Ledger(rules: ledger.rules, snapshot: ledger.snapshot())

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(restored.pendingNonce(of: EthFixture.account(EthFixture.alice)) == 2)
    }
}
