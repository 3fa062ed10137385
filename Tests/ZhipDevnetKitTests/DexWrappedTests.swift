import Testing
import ZhipDevnetKit
import ZilliqaKit

/// WZIL on the devnet: deposit and withdraw move ZIL in and out of WZIL's address, with its logs.
@Suite("PlunderSwap on the devnet: WZIL")
struct DexWrappedTests {
    private typealias F = DexFixture

    @Test("deposit() wraps the value sent: balanceOf grows, WZIL's address holds the ZIL, Deposit is logged")
    func deposit() throws {
        let (handler, ledger, dex) = try F.chain()
        let backing = F.zil(ledger, dex.wzil)

        let receipt = try F.send(handler, dex.wzil, WrappedNative.depositCall, nonce: 0, value: 2 * EthFixture.oneZIL)

        #expect(receipt["status"] == "0x1")
        #expect(try F.balance(handler, dex.wzil) == UInt256(2 * EthFixture.oneZIL))
        #expect(F.zil(ledger, dex.wzil) == backing + 2 * EthFixture.oneZIL)
        let log = try #require(receipt["logs"]?.arrayValue?.first)
        #expect(log["address"]?.stringValue == (try F.text("addresses", "wzil")))
        #expect(log["topics"]?.arrayValue?.first == (try F.topic("Deposit")))
        #expect(log["topics"]?.arrayValue?.last == TokenFixture.topic(EthFixture.alice))
    }

    @Test("withdraw(wad) pays the ZIL back out of WZIL's address and logs Withdrawal")
    func withdraw() throws {
        let (handler, ledger, dex) = try F.chain()
        let alice = EthFixture.account(EthFixture.alice)
        _ = try F.send(handler, dex.wzil, WrappedNative.depositCall, nonce: 0, value: 2 * EthFixture.oneZIL)
        let before = F.zil(ledger, alice)

        let receipt = try F.send(
            handler, dex.wzil, WrappedNative.withdrawCall(amount: UInt256(EthFixture.oneZIL)), nonce: 1)

        #expect(receipt["status"] == "0x1")
        #expect(F.zil(ledger, alice) == before + EthFixture.oneZIL - (try F.fee(receipt)))
        #expect(try F.balance(handler, dex.wzil) == UInt256(EthFixture.oneZIL))
        let log = try #require(receipt["logs"]?.arrayValue?.first)
        #expect(log["topics"]?.arrayValue?.first == (try F.topic("Withdrawal")))
    }

    @Test("withdrawing more than the balance reverts with no words, as WZIL's bare require does")
    func overdraw() throws {
        let (handler, _, dex) = try F.chain()

        let call = F.call(handler, dex.wzil, WrappedNative.withdrawCall(amount: 1))

        #expect(call["error"]?["message"] == "execution reverted")
    }

    @Test("name, symbol, decimals and totalSupply answer Wrapped ZIL, WZIL, 18 and the ZIL held for it")
    func views() throws {
        let (handler, _, dex) = try F.chain()

        let name = F.call(handler, dex.wzil, ERC20.name.encodedCall)
        let symbol = F.call(handler, dex.wzil, ERC20.symbol.encodedCall)
        let decimals = try F.word(in: F.call(handler, dex.wzil, ERC20.decimals.encodedCall))
        let supply = try F.word(in: F.call(handler, dex.wzil, ERC20.totalSupply.encodedCall))

        let read = { (answer: JSONValue) throws -> String in
            try ABIReader(try Hex.decode(Hex.stripPrefix(try #require(answer["result"]?.stringValue))))
                .string(maximumBytes: 64)
        }
        #expect(try read(name) == "Wrapped ZIL")
        #expect(try read(symbol) == "WZIL")
        #expect(decimals == 18)
        let seeded = ["tZil", "uZil", "fZil"].map { (try? F.wei("seeds", $0)) ?? 0 }.reduce(0, +)
        #expect(supply == UInt256(seeded))
    }
}
