import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's modelled ERC-20 tokens through its JSON-RPC handler: deployment, the views,
/// transfer, approve and transferFrom with OpenZeppelin 4.9's semantics, logs, gas and fees
/// (docs/devnet-tokens.md; known answers from Fixtures/devnet-tokens.json).
@Suite("Modelled ERC-20 tokens: views, transactions, reverts, logs and gas")
struct TokenTests {
    private var bob: EVMAddress { EthFixture.bob }
    private var carol: EVMAddress { Fixture.carol.evmAddress }

    @Test("deployments land at keccak256(tag ‖ counter)'s last 20 bytes, counted from 1")
    func addresses() throws {
        let ledger = try EthFixture.ledger()

        let first = try ledger.deploy(TokenFixture.deployment())
        let second = try ledger.deploy(TokenFixture.deployment())

        #expect(first.address.hex == (try TokenFixture.address("token1")).hex)
        #expect(second.address.hex == (try TokenFixture.address("token2")).hex)
        #expect(first.legacyAddress == nil)
    }

    @Test("the fixture's EVM addresses are the test keys' (eth-account)")
    func keyAddresses() throws {
        #expect(EthFixture.alice == (try TokenFixture.address("alice")))
        #expect(bob == (try TokenFixture.address("bob")))
        #expect(carol == (try TokenFixture.address("carol")))
    }

    @Test(
        "eth_call answers each view ABI-encoded as eth-abi encodes it",
        arguments: [
            ("name", "nameTestUSD"), ("symbol", "symbolTUSD"), ("decimals", "decimals6"), ("totalSupply", "supply"),
            ("balanceOfAlice", "supply"), ("balanceOfBob", "zero"), ("allowance", "zero"),
        ])
    func views(view: String, answer: String) throws {
        let (handler, _, token) = try TokenFixture.chain()
        let calls: [String: [UInt8]] = [
            "name": ERC20.name.selector, "symbol": ERC20.symbol.selector, "decimals": ERC20.decimals.selector,
            "totalSupply": ERC20.totalSupply.selector, "balanceOfAlice": ERC20.balanceOfCall(EthFixture.alice),
            "balanceOfBob": ERC20.balanceOfCall(bob),
            "allowance": ERC20.allowanceCall(owner: EthFixture.alice, spender: carol),
        ]

        let result = TokenFixture.call(handler, token.address, try #require(calls[view]))

        #expect(result["result"] == (try TokenFixture.hex("returns", answer)))
    }

    @Test("a transfer moves exact units, succeeds with the schedule's gas and charges gasUsed × price")
    func transfer() throws {
        let (handler, ledger, token) = try TokenFixture.chain()
        let before = try #require(ledger.account(EthFixture.account(EthFixture.alice))).wei.wei

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"))

        let gas = try TokenFixture.gas("transferBob250000000")
        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.gasUsed(receipt) == gas)
        let after = try #require(ledger.account(EthFixture.account(EthFixture.alice))).wei.wei
        #expect(before - after == UInt128(gas) * EthFixture.gasPrice)
        #expect(
            TokenFixture.balance(handler, token.address, EthFixture.alice)
                == (try TokenFixture.hex("returns", "supplyLess250000000")))
        #expect(
            TokenFixture.balance(handler, token.address, bob)
                == (try TokenFixture.hex("returns", "uint250000000")))
    }

    @Test("a transfer's receipt carries its Transfer log: the token, the topics, the value, the block fields")
    func transferLog() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"))

        let logs = try #require(receipt["logs"]?.arrayValue)
        #expect(logs.count == 1)
        let log = try #require(logs.first)
        #expect(log["address"] == TokenFixture.hex(token.address))
        #expect(
            log["topics"]
                == .array([
                    try TokenFixture.hex("topics", "Transfer"), TokenFixture.topic(EthFixture.alice),
                    TokenFixture.topic(bob),
                ]))
        #expect(log["data"] == (try TokenFixture.hex("returns", "uint250000000")))
        #expect(log["transactionHash"] == receipt["transactionHash"] && log["blockNumber"] == receipt["blockNumber"])
        #expect(log["logIndex"] == "0x0" && log["removed"] == false)
    }

    @Test("sending the whole balance clears the sender's slot: the EIP-3529 refund lowers the gas")
    func transferAll() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBobAll"))

        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.gasUsed(receipt) == (try TokenFixture.gas("transferBobAll")))
    }

    @Test("a transfer to oneself writes the slot back to its original value: EIP-2200's dirty-slot refund")
    func transferToSelf() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferAliceSelf1"))

        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.gasUsed(receipt) == (try TokenFixture.gas("transferAliceSelf1")))
        #expect(
            TokenFixture.balance(handler, token.address, EthFixture.alice)
                == (try TokenFixture.hex("returns", "supply")))
    }

    @Test("a transfer past the balance fails: status 0, the gas spent charged, the nonce used, no log, no units moved")
    func transferTooMuch() throws {
        let (handler, ledger, token) = try TokenFixture.chain()
        let before = try #require(ledger.account(EthFixture.account(EthFixture.alice)))

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBobTooMuch"))

        let gas = try TokenFixture.gas("transferBobTooMuch")
        #expect(receipt["status"] == "0x0")
        #expect(TokenFixture.gasUsed(receipt) == gas)
        #expect(receipt["logs"] == [])
        let after = try #require(ledger.account(EthFixture.account(EthFixture.alice)))
        #expect(after.nonce == before.nonce + 1)
        #expect(before.wei.wei - after.wei.wei == UInt128(gas) * EthFixture.gasPrice)
        #expect(
            TokenFixture.balance(handler, token.address, bob)
                == (try TokenFixture.hex("returns", "zero")))
    }

    @Test("a transaction with too little gas for the token fails and uses its whole gas limit")
    func outOfGas() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let receipt = try TokenFixture.send(
            handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"), gasLimit: 30_000)

        #expect(receipt["status"] == "0x0")
        #expect(TokenFixture.gasUsed(receipt) == 30_000)
        #expect(
            TokenFixture.balance(handler, token.address, bob)
                == (try TokenFixture.hex("returns", "zero")))
    }

    @Test(
        "a reverted eth_call is code 3, \"execution reverted: <reason>\", data the Error(string) bytes, in OpenZeppelin's words",
        arguments: ["exceeds", "toZero", "fromZero", "approveToZero", "approveFromZero", "allowance"])
    func revertReasons(kind: String) throws {
        let (handler, _, token) = try TokenFixture.chain()
        let zero = Ledger.zeroEVMAddress
        let cases: [String: ([UInt8], EVMAddress?, String)] = [
            "exceeds": (
                try TokenFixture.bytes("calls", "transferBobTooMuch"), EthFixture.alice,
                "ERC20: transfer amount exceeds balance"
            ),
            "toZero": (
                ERC20.transferCall(to: zero, amount: 1), EthFixture.alice, "ERC20: transfer to the zero address"
            ),
            "fromZero": (ERC20.transferCall(to: bob, amount: 1), nil, "ERC20: transfer from the zero address"),
            "approveToZero": (
                ERC20.approveCall(spender: zero, amount: 1), EthFixture.alice,
                "ERC20: approve to the zero address"
            ),
            "approveFromZero": (
                ERC20.approveCall(spender: bob, amount: 1), nil, "ERC20: approve from the zero address"
            ),
            "allowance": (
                ERC20.transferFromCall(from: EthFixture.alice, to: bob, amount: 1), carol,
                "ERC20: insufficient allowance"
            ),
        ]
        let (data, from, reason) = try #require(cases[kind])

        let answer = TokenFixture.call(handler, token.address, data, from: from)

        #expect(answer["error"]?["code"] == 3)
        #expect(answer["error"]?["message"] == .string("execution reverted: " + reason))
        #expect(answer["error"]?["data"] == (try TokenFixture.hex("reverts", reason)))
    }

    @Test("eth_call of a transfer answers true and changes nothing")
    func simulatedTransfer() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let answer = TokenFixture.call(
            handler, token.address, try TokenFixture.bytes("calls", "transferBob250000000"), from: EthFixture.alice)

        #expect(answer["result"] == (try TokenFixture.hex("returns", "true")))
        #expect(
            TokenFixture.balance(handler, token.address, bob)
                == (try TokenFixture.hex("returns", "zero")))
    }

    @Test("approve sets the allowance with an Approval log and the schedule's gas")
    func approve() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "approveCarol500"))

        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.gasUsed(receipt) == (try TokenFixture.gas("approveCarol500")))
        let log = try #require(receipt["logs"]?.arrayValue?.first)
        #expect(
            log["topics"]
                == .array([
                    try TokenFixture.hex("topics", "Approval"), TokenFixture.topic(EthFixture.alice),
                    TokenFixture.topic(carol),
                ]))
        #expect(
            TokenFixture.call(handler, token.address, ERC20.allowanceCall(owner: EthFixture.alice, spender: carol))[
                "result"] == (try TokenFixture.hex("returns", "uint500")))
    }

    /// The chain after alice's transfer to bob and her approval of 500 for carol.
    private func approved() throws -> (JSONRPCHandler, DeployedToken) {
        let (handler, _, token) = try TokenFixture.chain()
        _ = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"))
        _ = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "approveCarol500"), nonce: 1)
        return (handler, token)
    }

    @Test("transferFrom spends the allowance: Approval of what is left, then Transfer, with the schedule's gas")
    func transferFrom() throws {
        let (handler, token) = try approved()

        let receipt = try TokenFixture.send(
            handler, token.address, TokenFixture.bytes("calls", "transferFromAliceBob200"), from: Fixture.carol)

        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.gasUsed(receipt) == (try TokenFixture.gas("transferFromAliceBob200")))
        let logs = try #require(receipt["logs"]?.arrayValue)
        #expect(
            logs.map { $0["topics"]?.arrayValue?.first }
                == [try TokenFixture.hex("topics", "Approval"), try TokenFixture.hex("topics", "Transfer")])
        #expect(logs.map { $0["logIndex"] } == ["0x0", "0x1"])
        #expect(logs.first?["data"] == (try TokenFixture.hex("returns", "uint300")))
        #expect(
            TokenFixture.call(handler, token.address, ERC20.allowanceCall(owner: EthFixture.alice, spender: carol))[
                "result"] == (try TokenFixture.hex("returns", "uint300")))
    }

    @Test("eth_getLogs finds a token's logs by address and topics, and only those that match")
    func logsByTopic() throws {
        let (handler, token) = try approved()
        let transfer = try TokenFixture.hex("topics", "Transfer")
        let filter: (JSONValue) -> JSONValue = { topics in
            EthFixture.call(
                handler, "eth_getLogs",
                [
                    [
                        "fromBlock": "earliest", "toBlock": "latest", "address": TokenFixture.hex(token.address),
                        "topics": topics,
                    ]
                ])
        }

        let transfers = filter([transfer, TokenFixture.topic(EthFixture.alice)])
        let toCarol = filter([transfer, .null, TokenFixture.topic(carol)])
        let approvals = filter([try TokenFixture.hex("topics", "Approval")])

        #expect(transfers["result"]?.arrayValue?.count == 1)
        #expect(transfers["result"]?.arrayValue?.first?["data"] == (try TokenFixture.hex("returns", "uint250000000")))
        #expect(toCarol["result"] == [])
        #expect(approvals["result"]?.arrayValue?.count == 1)
    }

    @Test("value sent to a token reverts with no data: eth_call code 3 without data, a transaction status 0")
    func valueReverts() throws {
        let (handler, _, token) = try TokenFixture.chain()
        let data = try TokenFixture.bytes("calls", "transferBob250000000")

        let call = TokenFixture.call(handler, token.address, data, from: EthFixture.alice, value: "0x1")
        let receipt = try TokenFixture.send(handler, token.address, data, value: 1)

        #expect(call["error"]?["code"] == 3 && call["error"]?["message"] == "execution reverted")
        #expect(call["error"]?["data"] == nil)
        #expect(receipt["status"] == "0x0")
    }

    @Test("an unknown selector reverts with no data")
    func unknownSelector() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let answer = TokenFixture.call(handler, token.address, [0xde, 0xad, 0xbe, 0xef])

        #expect(answer["error"]?["code"] == 3 && answer["error"]?["message"] == "execution reverted")
        #expect(answer["error"]?["data"] == nil)
    }

    @Test("eth_estimateGas of a transfer is ZQ2's search above the token's gas; of a reverting one, code 3 with data")
    func estimate() throws {
        let (handler, _, token) = try TokenFixture.chain()
        let request: (String) throws -> JSONValue = { call in
            [
                "from": TokenFixture.hex(EthFixture.alice), "to": TokenFixture.hex(token.address),
                "data": .string("0x" + (try TokenFixture.text("calls", call))),
            ]
        }

        let fine = EthFixture.call(handler, "eth_estimateGas", [try request("transferBob250000000")])
        let failing = EthFixture.call(handler, "eth_estimateGas", [try request("transferBobTooMuch")])

        let used = try TokenFixture.gas("transferBob250000000")
        let expected = DevnetMethods.searchedEstimate(used: used, ceiling: 84_000_000)
        #expect(fine["result"] == .string("0x" + String(expected, radix: 16)))
        #expect(expected >= used)
        #expect(failing["error"]?["code"] == 3)
        #expect(
            failing["error"]?["data"] == (try TokenFixture.hex("reverts", "ERC20: transfer amount exceeds balance")))
    }

    @Test("eth_getCode of a token is not empty; of an account, 0x")
    func code() throws {
        let (handler, _, token) = try TokenFixture.chain()

        let tokenCode = EthFixture.call(handler, "eth_getCode", [TokenFixture.hex(token.address), "latest"])
        let accountCode = EthFixture.call(handler, "eth_getCode", [TokenFixture.hex(bob), "latest"])

        #expect(tokenCode["result"]?.stringValue?.count ?? 0 > 2)
        #expect(accountCode["result"] == "0x")
    }

    @Test("calldata to an address without a model is still refused")
    func calldataWithoutModel() throws {
        let (handler, _, _) = try TokenFixture.chain()

        let answer = EthFixture.send(handler, EthFixture.legacy(gasLimit: 100_000, value: 0, data: [1, 2, 3, 4]))

        #expect(answer.ethError?.message == DevnetRPCError.ethContractsNotExecuted.message)
    }

    @Test("reset forgets the tokens: no code, and the next deployment takes the first address again")
    func reset() throws {
        let (handler, ledger, token) = try TokenFixture.chain()

        ledger.reset()
        let code = EthFixture.call(handler, "eth_getCode", [TokenFixture.hex(token.address), "latest"])
        let again = try ledger.deploy(TokenFixture.deployment())

        #expect(code["result"] == "0x")
        #expect(again.address == token.address)
    }
}
