import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Tokens and lists for the token scenes' tests: two real mainnet contracts (their EIP-55
/// addresses as Etherscan shows them), listed on the devnet.
enum TokenSceneFixtures {
    /// Tether USD's contract on Ethereum, EIP-55.
    static let usdtContract = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
    /// Maker's contract on Ethereum, EIP-55.
    static let makerContract = "0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2"

    /// USDT, 6 decimals, on the devnet.
    static func usdt() throws -> Token {
        try Token(
            contract: EVMAddress(usdtContract), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: Network.devnet.evmChainID)
    }

    /// MKR, 18 decimals, on the devnet.
    static func maker() throws -> Token {
        try Token(
            contract: EVMAddress(makerContract), symbol: "MKR", name: "Maker", decimals: 18,
            evmChainID: Network.devnet.evmChainID)
    }

    /// A real list of the devnet in memory, holding `tokens` in this order.
    static func list(_ tokens: [Token] = []) throws -> DefaultTokenListUseCase {
        let list = DefaultTokenListUseCase(preferences: .inMemory(), networkSetting: .success(.devnet))
        for token in tokens { try list.add(token) }
        return list
    }

    /// The test wallet saved with its public key: its EVM address is known.
    static func walletWithEVMAccount() throws -> Wallet {
        try Wallet(keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
    }
}
