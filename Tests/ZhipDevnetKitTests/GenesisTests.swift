import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Genesis: files and --genesis-key")
struct GenesisTests {
    private func parse(_ text: String) throws(GenesisError) -> [GenesisAccount] {
        try GenesisFile.parse(Array(text.utf8))
    }

    @Test("a private-key entry funds the key's address with an amount in ZIL")
    func privateKeyEntry() throws {
        let accounts = try parse(
            #"[{"privateKey": "0x0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638", "amount": "1.5"}]"#)
        #expect(accounts.count == 1)
        #expect(accounts.first?.address == Fixture.alice.address)
        #expect(accounts.first?.balance == Amount(qa: 1_500_000_000_000))
        #expect(accounts.first?.keyPair != nil)
    }

    @Test("an address entry takes any address form and a balance in Qa")
    func addressEntry() throws {
        let accounts = try parse(
            #"[{"address": "\#(Fixture.bob.address.bech32)", "balance": "42"}, {"address": "\#(Fixture.carol.address.hex)", "balance": "7"}]"#
        )
        #expect(accounts.map(\.address) == [Fixture.bob.address, Fixture.carol.address])
        #expect(accounts.map(\.balance) == [Amount(qa: 42), Amount(qa: 7)])
        #expect(accounts.first?.keyPair == nil)
    }

    @Test("an entry with other keys is refused, naming the entry")
    func wrongKeys() {
        #expect(throws: GenesisError.entry(index: 0, .keys(["address", "amount"]))) {
            try parse(#"[{"address": "\#(Fixture.bob.address.hex)", "amount": "1"}]"#)
        }
    }

    @Test("a file that is not a JSON array is refused")
    func notAnArray() {
        #expect(throws: GenesisError.notAnArray) { try parse(#"{"address": "x"}"#) }
        #expect(throws: GenesisError.notJSON) { try parse("not json") }
    }

    @Test("a bad private key is refused without showing it")
    func badKey() {
        do {
            _ = try parse(#"[{"privateKey": "1234", "amount": "1"}]"#)
            Issue.record("expected an error")
        } catch {
            #expect(error == .entry(index: 0, .privateKey(.wrongLength(4))))
            #expect(!error.description.contains("1234"))
        }
    }

    @Test("--genesis-key reads HEX:ZIL")
    func keyArgument() throws {
        let account = try GenesisAccount(keyArgument: String(repeating: "11", count: 32) + ":250")
        #expect(account.address == Fixture.bob.address)
        #expect(account.balance == Fixture.zil(250))
    }

    @Test("--genesis-key without a colon is refused with the expected shape")
    func keyArgumentShape() {
        #expect(throws: GenesisError.keyArgumentShape) { try GenesisAccount(keyArgument: "abc") }
    }

    @Test("an address listed twice gets the sum of its balances")
    func duplicatesAdd() throws {
        let balances = try GenesisFile.balances([
            GenesisAccount(address: Fixture.bob.address, balance: Amount(qa: 5)),
            GenesisAccount(address: Fixture.bob.address, balance: Amount(qa: 6)),
        ])
        #expect(balances[Fixture.bob.address] == Amount(qa: 11))
    }

    @Test("balances adding up past the largest amount are refused")
    func totalTooLarge() {
        #expect(throws: GenesisError.totalTooLarge) {
            try GenesisFile.balances([
                GenesisAccount(address: Fixture.bob.address, balance: .max),
                GenesisAccount(address: Fixture.carol.address, balance: Amount(qa: 1)),
            ])
        }
    }

    @Test("a generated account holds 1,000,000 ZIL and its key")
    func generated() {
        let account = GenesisAccount.generated()
        #expect(account.balance == Fixture.zil(1_000_000))
        #expect(account.keyPair?.address == account.address)
    }
}
