import Testing
import ZhipDevnetKit
import ZilliqaKit

/// eth_getBalance, eth_getTransactionCount, eth_call and eth_getCode at a past block read that
/// block's state, within Ledger.historyDepth blocks (docs/devnet-tokens.md).
@Suite("State at a past block: balances, nonces, token calls and code, within the history depth")
struct TokenHistoryTests {
    private var bob: EVMAddress { EthFixture.bob }

    @Test("eth_getBalance and eth_getTransactionCount at block 0 answer block 0's state, latest the head's")
    func pastAccount() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger(confirmsImmediately: true)))
        _ = EthFixture.send(handler, EthFixture.legacy())

        let balanceThen = try result(handler, "eth_getBalance", [TokenFixture.hex(bob), "0x0"])
        let balanceNow = try result(handler, "eth_getBalance", [TokenFixture.hex(bob), "latest"])
        let nonceThen = try result(
            handler, "eth_getTransactionCount", [TokenFixture.hex(EthFixture.alice), "earliest"])

        #expect(balanceThen == "0x0")
        #expect(balanceNow == .string("0x" + String(EthFixture.oneZIL, radix: 16)))
        #expect(nonceThen == "0x0")
    }

    @Test("eth_call of balanceOf at the block before a transfer answers the balance then")
    func pastCall() throws {
        let (handler, _, token) = try TokenFixture.chain()
        _ = EthFixture.send(handler, EthFixture.legacy())
        _ = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"), nonce: 1)

        let then = TokenFixture.call(handler, token.address, ERC20.balanceOfCall(bob), block: "0x1")
        let now = TokenFixture.call(handler, token.address, ERC20.balanceOfCall(bob), block: "0x2")

        #expect(then["result"] == (try TokenFixture.hex("returns", "zero")))
        #expect(now["result"] == (try TokenFixture.hex("returns", "uint250000000")))
    }

    @Test("a token deployed after a block has no code and answers nothing at that block")
    func beforeDeployment() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        _ = EthFixture.send(handler, EthFixture.legacy())
        _ = EthFixture.send(handler, EthFixture.legacy(nonce: 1))
        let token = try ledger.deploy(TokenFixture.deployment())

        let code = try result(handler, "eth_getCode", [TokenFixture.hex(token.address), "0x1"])
        let call = TokenFixture.call(handler, token.address, ERC20.totalSupply.selector, block: "0x1")

        #expect(code == "0x")
        #expect(call["result"] == "0x")
    }

    @Test("a block older than the history depth is -32603 \"State required to execute request does not exist\"")
    func beyondDepth() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger(confirmsImmediately: true)))
        for nonce in 0...Ledger.historyDepth { _ = EthFixture.send(handler, EthFixture.legacy(nonce: nonce, value: 1)) }

        let pruned = try error(handler, "eth_getBalance", [TokenFixture.hex(bob), "0x0"])
        let kept = try result(handler, "eth_getBalance", [TokenFixture.hex(bob), "0x1"])

        #expect(pruned.0 == -32603 && pruned.1 == "State required to execute request does not exist")
        #expect(kept == "0x1")
    }
}
