import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The known answers of `Fixtures/devnet-tokens.json` (written by `devnet-tokens-fixtures.py` with
/// eth-abi, eth-utils and eth-account), and helpers for the modelled ERC-20 tokens' tests. Every
/// scenario's token is "Test USD" / "TUSD", 6 decimals, 10^12 units held by alice's EVM account.
enum TokenFixture {
    private static let file: JSONValue? = {
        guard
            let url = Bundle.module.url(forResource: "devnet-tokens", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONValue(parsing: Array(data))
    }()

    /// The fixture's `group.key` as text.
    static func text(_ group: String, _ key: String) throws -> String {
        try #require(file?[group]?[key]?.stringValue, "no \(group).\(key) in devnet-tokens.json")
    }

    /// The fixture's `group.key` as bytes.
    static func bytes(_ group: String, _ key: String) throws -> [UInt8] { try Hex.decode(text(group, key)) }

    /// The fixture's `group.key` as `0x` hex, as eth_ answers write it.
    static func hex(_ group: String, _ key: String) throws -> JSONValue { .string("0x" + (try text(group, key))) }

    /// A gas figure of the fixture's scenarios.
    static func gas(_ key: String) throws -> UInt64 { try #require(UInt64(try text("gas", key))) }

    /// The fixture's address `key` (alice, bob, carol, token1, token2, legacy1).
    static func address(_ key: String) throws -> EVMAddress { try EVMAddress(try text("addresses", key)) }

    static let supply = UInt256(UInt64(1_000_000_000_000))

    /// The scenarios' token, with `behaviour`.
    static func deployment(behaviour: ERC20Behaviour = .standard, zrc2: Bool = false) throws -> TokenDeployment {
        try TokenDeployment(
            name: "Test USD", symbol: "TUSD", decimals: 6, supply: supply, holder: EthFixture.account(EthFixture.alice),
            behaviour: behaviour, zrc2: zrc2)
    }

    /// A handler on a ledger confirming at once, alice funded (EthFixture.ledger), carol with 10 ZIL,
    /// and the scenarios' token deployed.
    static func chain(behaviour: ERC20Behaviour = .standard, zrc2: Bool = false) throws -> (
        handler: JSONRPCHandler, ledger: Ledger, token: DeployedToken
    ) {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        try ledger.fund(EthFixture.account(Fixture.carol.evmAddress), wei: Wei(10, unit: .zil))
        let token = try ledger.deploy(deployment(behaviour: behaviour, zrc2: zrc2))
        return (JSONRPCHandler(methods: DevnetMethods(ledger: ledger)), ledger, token)
    }

    static func hex(_ address: Address) -> JSONValue { .string("0x" + address.hex) }

    static func hex(_ address: EVMAddress) -> JSONValue { .string("0x" + address.hex) }

    /// eth_call of `data` on `token` (from `from` when given), at `block` when given.
    static func call(
        _ handler: JSONRPCHandler, _ token: Address, _ data: [UInt8], from: EVMAddress? = nil, value: String? = nil,
        block: JSONValue? = nil
    ) -> JSONValue {
        var request: [String: JSONValue] = ["to": hex(token), "data": .string("0x" + Hex.encode(data))]
        if let from { request["from"] = hex(from) }
        if let value { request["value"] = .string(value) }
        return EthFixture.call(handler, "eth_call", [.object(request)] + (block.map { [$0] } ?? []))
    }

    /// eth_call of `balanceOf(owner)` on `token`: its result.
    static func balance(_ handler: JSONRPCHandler, _ token: Address, _ owner: EVMAddress) -> JSONValue? {
        call(handler, token, ERC20.balanceOfCall(owner))["result"]
    }

    /// Sends `data` to `token` from `key` (nonce `nonce`, gas limit 100000, legacy price) and
    /// answers its receipt (a block is sealed at once).
    static func send(
        _ handler: JSONRPCHandler, _ token: Address, _ data: [UInt8], from key: KeyPair = Fixture.alice,
        nonce: UInt64 = 0, value: UInt128 = 0, gasLimit: UInt64 = 100_000
    ) throws -> JSONValue {
        let to = try EVMAddress(bytes: token.bytes)
        let raw = EthFixture.legacy(from: key, nonce: nonce, gasLimit: gasLimit, to: to, value: value, data: data)
        let sent = EthFixture.send(handler, raw)
        let hash = try #require(sent["result"], "not accepted: \(sent)")
        return try #require(EthFixture.call(handler, "eth_getTransactionReceipt", [hash])["result"])
    }

    /// The receipt's gasUsed.
    static func gasUsed(_ receipt: JSONValue) -> UInt64? {
        receipt["gasUsed"]?.stringValue.flatMap { UInt64($0.dropFirst(2), radix: 16) }
    }

    /// A 32-byte topic of an address.
    static func topic(_ address: EVMAddress) -> JSONValue {
        .string("0x" + String(repeating: "0", count: 24) + address.hex)
    }
}
