import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The known answers of `Fixtures/dex-fixtures.json` (written by `dex-fixtures.py` from the Solidity's
/// formulas in Python integers and eth-utils' keccak), and a chain with the DEX and its seeded pairs.
enum DexFixture {
    private static let file: JSONValue? = {
        guard
            let url = Bundle.module.url(forResource: "dex-fixtures", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONValue(parsing: Array(data))
    }()

    /// The fixture's `group.key` as text.
    static func text(_ group: String, _ key: String) throws -> String {
        try #require(file?[group]?[key]?.stringValue, "no \(group).\(key) in dex-fixtures.json")
    }

    /// The fixture's `group.key` as a number.
    static func number(_ group: String, _ key: String) throws -> UInt256 { try UInt256(decimal: try text(group, key)) }

    /// The fixture's `group.key` as wei.
    static func wei(_ group: String, _ key: String) throws -> UInt128 {
        try #require(try number(group, key).uint128Value)
    }

    /// The fixture's list of amounts `quotes.key`.
    static func amounts(_ key: String) throws -> [UInt256] {
        let list = try #require(file?["quotes"]?[key]?.arrayValue, "no quotes.\(key) in dex-fixtures.json")
        return try list.map { try UInt256(decimal: try #require($0.stringValue)) }
    }

    /// The fixture's address `key` as the ledger's.
    static func address(_ key: String) throws -> Address { EthFixture.account(try evm(key)) }

    /// The fixture's address `key`.
    static func evm(_ key: String) throws -> EVMAddress { try EVMAddress(try text("addresses", key)) }

    /// A 32-byte topic of the fixture's `topics.key`.
    static func topic(_ key: String) throws -> JSONValue { .string(try text("topics", key)) }

    /// A deadline far past any block's time.
    static let farDeadline = UInt256(UInt64(1) << 40)

    /// A chain confirming at once with alice's EVM account funded (1000 ZIL), token T (TokenFixture's
    /// "Test USD") deployed, then U ("Other", 18 decimals, 10^24 units) and F (fee-on-transfer, as T),
    /// the DEX with PlunderSwap's fee, and the three pairs seeded as the fixture says.
    static func chain() throws -> (handler: JSONRPCHandler, ledger: Ledger, dex: DexDeployment) {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let alice = EthFixture.account(EthFixture.alice)
        let tokenT = try ledger.deploy(TokenFixture.deployment())
        let tokenU = try ledger.deploy(
            TokenDeployment(
                name: "Other", symbol: "OTH", decimals: 18, supply: UInt256(UInt128(1_000_000) * EthFixture.oneZIL),
                holder: alice))
        let tokenF = try ledger.deploy(TokenFixture.deployment(behaviour: .feeOnTransfer))
        let dex = try ledger.deployDex()
        for (token, key) in [(tokenT, "t"), (tokenU, "u"), (tokenF, "f")] {
            try ledger.seedLiquidity(
                token: token.address, zil: Wei(wei: try wei("seeds", key + "Zil")),
                amount: try number("seeds", key + "Units"))
        }
        return (JSONRPCHandler(methods: DevnetMethods(ledger: ledger)), ledger, dex)
    }

    /// eth_call of `data` on `to` from alice: the whole answer.
    static func call(_ handler: JSONRPCHandler, _ to: Address, _ data: [UInt8], value: UInt128 = 0) -> JSONValue {
        TokenFixture.call(handler, to, data, from: EthFixture.alice, value: "0x" + String(value, radix: 16))
    }

    /// The amounts a router's answer holds.
    static func amounts(in answer: JSONValue) throws -> [UInt256] {
        let hex = try #require(answer["result"]?.stringValue, "\(answer)")
        return try UniswapV2Router.amounts(in: try Hex.decode(Hex.stripPrefix(hex)))
    }

    /// The uint256 an eth_call answered (a balance).
    static func word(in answer: JSONValue) throws -> UInt256 {
        let hex = try #require(answer["result"]?.stringValue, "\(answer)")
        return try ABIReader(try Hex.decode(Hex.stripPrefix(hex))).uint256()
    }

    /// `balanceOf(alice)` of the token at `token`.
    static func balance(_ handler: JSONRPCHandler, _ token: Address, of owner: EVMAddress = EthFixture.alice) throws
        -> UInt256
    {
        try word(in: call(handler, token, ERC20.balanceOfCall(owner)))
    }

    /// The wei `address` holds at the head.
    static func zil(_ ledger: Ledger, _ address: Address) -> UInt128 { ledger.account(address)?.wei.wei ?? 0 }

    /// Sends `data` with `value` to `to` from alice (nonce `nonce`, gas limit 600000): the receipt.
    static func send(
        _ handler: JSONRPCHandler, _ to: Address, _ data: [UInt8], nonce: UInt64, value: UInt128 = 0
    ) throws -> JSONValue {
        try TokenFixture.send(handler, to, data, nonce: nonce, value: value, gasLimit: 600_000)
    }

    /// The fee a receipt charged: gasUsed × the fixture's price.
    static func fee(_ receipt: JSONValue) throws -> UInt128 {
        UInt128(try #require(TokenFixture.gasUsed(receipt))) * EthFixture.gasPrice
    }

    /// Alice's approval of the router for all of `token`, sent with `nonce`.
    static func approveRouter(_ handler: JSONRPCHandler, _ token: Address, router: Address, nonce: UInt64) throws {
        let data = ERC20.approveCall(spender: try EVMAddress(bytes: router.bytes), amount: .max)
        let receipt = try send(handler, token, data, nonce: nonce)
        try #require(receipt["status"] == "0x1", "approve failed: \(receipt)")
    }

    /// Call data of `function` with `arguments`.
    static func data(_ function: ABIFunction, _ arguments: [ABIValue]) throws -> [UInt8] {
        try function.callData(arguments)
    }

    /// Alice's EVM address as an argument.
    static var aliceArgument: ABIValue { .address(EthFixture.alice) }
}
