import CommandLineKit
import Testing

/// `token add zil1…` takes what the contract's init says: no --symbol or --decimals.
@Suite struct TokenAddZRC2ValidationTests {
    @Test("--decimals with a zil1 address is a usage error, exit 64")
    func decimalsRefused() async {
        let result = await zhip([
            "token", "add", "zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69", "--decimals", "6", "--network", "testnet",
        ])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("a ZRC-2 contract's init names its own"), "\(result.errors)")
    }

    @Test("a zil1 address with a broken checksum is a usage error, exit 64")
    func badBech32() async {
        let result = await zhip([
            "token", "add", "zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es6q", "--network", "testnet",
        ])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("zil1… bech32 address"), "\(result.errors)")
    }
}
