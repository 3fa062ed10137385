import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// A devnet with mainnet's numbers (chain 1, 2000000016 Qa; zq2-legacy-api.md §3, §6), brought into a
/// fixture's `setup` state, and the placeholders of the fixture's requests filled in for it.
struct ConformanceChain {
    static let chainID: UInt16 = 1
    static let price = LedgerRules.zq2MinimumGasPrice
    /// `0x000…0`, contract creation's recipient (§2.2 step 6).
    static let zeroAddress: Address = {
        // 20 zero bytes are an address; this never fails.
        guard let zero = try? Address(bytes: [UInt8](repeating: 0, count: 20)) else { preconditionFailure("zero") }
        return zero
    }()

    let ledger: Ledger
    /// The id of the transaction the setup sent, if it sent one.
    let setupID: TransactionID?

    var handler: JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    /// The chain in state `setup`: `fresh`, `mined`, `minedNotFinal`, `minedFailed`, `pooled`,
    /// `pooledAtHigherPrice`, `queued`, `disabledEra`, `escrowEra`, `droppedByDisable` (pooled, then
    /// a block under the disabled era), `carolBlocked` or `aliceBlocked` (swept as §7.5 says), `escrowMined` (a 1 ZIL deposit
    /// to the escrow in block 1) or `escrowOverdrawn` (a 2000 ZIL deposit, then a block).
    init(_ setup: String) throws {
        let era: LegacyEra =
            switch setup {
            case "disabledEra": .disabled
            case "escrowEra", "escrowMined", "escrowOverdrawn": .escrowOnly
            default: .legacy
            }
        ledger = Ledger(
            rules: LedgerRules(
                chainID: Self.chainID, minimumGasPrice: Self.price, confirmsImmediately: false,
                eras: EraSchedule(era), finalityLag: setup == "minedNotFinal" ? 1 : 0),
            genesis: [Fixture.alice.address: Fixture.zil(1000)])
        let sent: SignedTransaction? =
            switch setup {
            case "mined", "minedNotFinal", "pooled", "droppedByDisable": Self.sign([:])
            case "minedFailed": Self.sign(["amountQa": "2000000000000000"])
            case "pooledAtHigherPrice": Self.sign(["gasPrice": "3000000000"])
            case "queued": Self.sign(["nonce": 3])
            case "escrowMined": Self.sign(["to": "escrow"])
            case "escrowOverdrawn": Self.sign(["to": "escrow", "amountQa": "2000000000000000"])
            default: nil
            }
        if let sent { _ = try ledger.submit(sent) }
        if setup == "droppedByDisable" { ledger.setEras(EraSchedule(.disabled)) }
        if setup.hasPrefix("mined") || ["droppedByDisable", "escrowMined", "escrowOverdrawn"].contains(setup) {
            ledger.sealBlock()
        }
        if setup == "carolBlocked" { ledger.block([Fixture.carol.address]) }
        if setup == "aliceBlocked" { ledger.block([Fixture.alice.address]) }
        setupID = sent?.id
    }

    /// The fixture's payment: alice → bob, 1 ZIL, nonce 1, 2000000016 Qa, gas limit 50, unless `options` say otherwise.
    static func sign(_ options: [String: JSONValue]) -> SignedTransaction {
        func number(_ key: String, _ fallback: UInt64) -> UInt64 {
            if case .integer(let value)? = options[key], value >= 0 { UInt64(value) } else { fallback }
        }
        func qa(_ key: String, _ fallback: Amount) -> Amount {
            options[key]?.stringValue.flatMap { UInt128($0) }.map { Amount(qa: $0) } ?? fallback
        }
        let sender = options["from"]?.stringValue == "carol" ? Fixture.carol : Fixture.alice
        let recipient =
            switch options["to"]?.stringValue {
            case "escrow": Address.migrationEscrow
            case "zero": Self.zeroAddress
            default: Fixture.bob.address
            }
        let payment = Payment(
            to: recipient, amount: qa("amountQa", Fixture.zil(1)), gasPrice: qa("gasPrice", price),
            gasLimit: number("gasLimit", 50), nonce: number("nonce", 1))
        return SignedTransaction.sign(payment, with: sender, chainID: chainID)
    }

    /// The CreateTransaction request of `fixture`, and the transaction it signed.
    func createTransactionRequest(_ fixture: ConformanceCase) throws -> (JSONValue, SignedTransaction) {
        let signed = Self.sign(fixture.sign)
        var object = try Fixture.params(signed)
        let own = try #require(object["pubKey"]?.stringValue).lowercased()
        let signature = try #require(object["signature"]?.stringValue)
        let recipient = try #require(object["toAddr"]?.stringValue)
        let rewritten: [String: String] = [
            "$pubKey0x": "0x" + String(Hex.stripPrefix(own)),
            "$pubKeyUncompressed": Hex.encode(signed.core.senderPublicKey.uncompressed),
            "$SIGNATURE": signature.uppercased(),
            "$signature0x": "0x" + signature, "$toAddrNo0x": String(Hex.stripPrefix(recipient)),
            "$toAddrLower": recipient.lowercased(), "$toAddrBech32": Fixture.bob.address.bech32,
        ]
        for (key, value) in fixture.change {
            object[key] = value.stringValue.flatMap { rewritten[$0] }.map(JSONValue.string) ?? value
        }
        for key in fixture.remove { object[key] = nil }
        let params = JSONValue.array(Array(repeating: .object(object), count: fixture.paramCount))
        return (["id": "1", "jsonrpc": "2.0", "method": "CreateTransaction", "params": params], signed)
    }

    /// `value` with the placeholders of requests and expectations replaced; `signed` is the case's own transaction.
    func filled(_ value: JSONValue, signed: TransactionID? = nil) -> JSONValue {
        switch value {
        case .string(let text): .string(placeholders(signed: signed)[text] ?? text)
        case .array(let elements): .array(elements.map { filled($0, signed: signed) })
        case .object(let members): .object(members.mapValues { filled($0, signed: signed) })
        default: value
        }
    }

    private func placeholders(signed: TransactionID?) -> [String: String] {
        let alice = Fixture.alice.address
        var table = [
            "$alice": alice.hex, "$alice0x": "0x" + alice.hex, "$ALICE": "0x" + alice.hex.uppercased(),
            "$aliceBech32": alice.bech32, "$carol": Fixture.carol.address.hex,
        ]
        if let setupID {
            table["$setupID"] = setupID.hex
            table["$setupID0x"] = "0x" + setupID.hex
            table["$SETUPID"] = "0x" + setupID.hex.uppercased()
        }
        if let signed {
            table["$signedID"] = signed.hex
            table["$signedID0x"] = "0x" + signed.hex
        }
        return table
    }

    /// The whole answer `fixture` expects to `request`: its `result` or `error` with `jsonrpc` and the
    /// request's `id` (the fixture's own `id`, when it gives one).
    func expectedAnswer(_ fixture: ConformanceCase, request: JSONValue?, signed: TransactionID? = nil) -> JSONValue {
        var answer = filled(fixture.expect, signed: signed).objectValue ?? [:]
        answer["jsonrpc"] = "2.0"
        if answer["id"] == nil { answer["id"] = request?["id"] ?? .null }
        return .object(answer)
    }
}

/// A ``JSONRPCTransport`` that hands each body to a devnet's ``JSONRPCHandler`` in-process.
struct HandlerTransport: JSONRPCTransport {
    let handler: JSONRPCHandler

    func send(_ body: Data) async throws -> Data {
        Data(handler.handle(body: Array(body)))
    }
}
