import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("zhip-cli receive --token", .container)
struct ReceiveTokenTests {
    let directory: TemporaryDirectory
    /// EIP-681's own token example: its token contract and recipient (EIP-55 by eth-utils).
    static let token = "0x89205A3A3b2A69De6Dbf7f01ED13B2108B2c43e7"
    static let recipient = "0x8e23Ee67d1332aD560396262C48ffbB01F93D052"

    init() throws {
        directory = try TemporaryDirectory()
        let paths = try ZhipPaths.resolve(explicitHome: directory.path, environment: [:])
        try DefaultTokenListUseCase(
            preferences: Preferences(storage: paths.preferencesStorage()), networkSetting: .success(.mainnet)
        ).add(
            try Token(
                contract: try EVMAddress(Self.token), symbol: "TKN", name: "Token", decimals: 6,
                evmChainID: Network.mainnet.evmChainID))
    }

    @Test("the link calls the token's transfer to the account, the amount in its smallest unit")
    func linkWithAmount() async throws {
        let result = await zhip(
            [
                "receive", "--token", "TKN", "--amount", "12.5", "--address", Self.recipient, "--network", "mainnet",
                "--json", "--home", directory.path,
            ])

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(
            json["link"] as? String
                == "ethereum:\(Self.token)@32769/transfer?address=\(Self.recipient)&uint256=12500000")
        #expect(json["amount"] as? [String: String] == ["units": "12500000", "text": "12.5"])
        #expect((json["token"] as? [String: Any])?["address"] as? String == Self.token)
    }

    @Test("for people, the token is shown with its contract and the amount in its units")
    func humanForm() async throws {
        let result = await zhip(
            [
                "receive", "--token", Self.token, "--amount", "0.000001", "--address", Self.recipient, "--network",
                "mainnet", "--home", directory.path,
            ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.contains("token:   TKN (\(Self.token))"))
        #expect(result.output.contains("amount:  0.000001 TKN (1 units)"))
    }

    @Test("more decimal places than the token has are refused")
    func tooManyDecimals() async throws {
        let result = await zhip(
            [
                "receive", "--token", "TKN", "--amount", "0.0000001", "--address", Self.recipient, "--network",
                "mainnet", "--home", directory.path,
            ])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--amount is not an amount of TKN (\(Self.token))"))
    }

    @Test("--token with --account legacy is refused")
    func legacyRefused() async throws {
        let result = await zhip(["receive", "--token", "TKN", "--account", "legacy", "--home", directory.path])

        #expect(result.code == .usageError)
    }
}
