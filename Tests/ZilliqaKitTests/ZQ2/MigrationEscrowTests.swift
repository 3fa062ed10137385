import Testing

@testable import ZilliqaKit

/// The three spellings are those `zq2-legacy-api.md` section 7.4 gives for the escrow proxy.
@Suite("Zilliqa 2.0: the migration escrow's address")
struct MigrationEscrowTests {
    @Test("its hex is the one the node's source names")
    func hex() {
        #expect(Address.migrationEscrow.hex == "00000000005a494c31455343524f5750524f5859")
    }

    @Test("its bech32 form is zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn")
    func bech32() {
        #expect(Address.migrationEscrow.bech32 == "zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn")
    }

    @Test("its Zilliqa checksum form is the one the node accepts")
    func checksummed() {
        #expect(Address.migrationEscrow.checksummed == "0x00000000005a494c31455343524F5750524f5859")
    }

    @Test("an address typed in any of its forms is recognised as the escrow")
    func recognised() throws {
        let typed = try Address("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn")

        #expect(typed.isMigrationEscrow)
    }
}
