public import ZilliqaKit

/// An account the genesis block funds.
///
/// ```swift
/// let account = try GenesisAccount(keyArgument: "0E891B…C638:1000")   // --genesis-key HEX:ZIL
/// account.address.bech32    // zil1…
/// account.balance           // 1000 ZIL
/// account.evmAddress        // 0x…: the same key's EVM account, funded with the same 1000 ZIL
/// ```
public struct GenesisAccount: Sendable {
    /// The funded address.
    public let address: Address
    /// Its balance at genesis.
    public let balance: Amount
    /// The key, when the account was given (or made) as a private key; nil for an address entry.
    public let keyPair: KeyPair?

    /// An account given by address.
    public init(address: Address, balance: Amount) {
        self.address = address
        self.balance = balance
        keyPair = nil
    }

    /// An account given by its key.
    public init(keyPair: KeyPair, balance: Amount) {
        address = keyPair.address
        self.balance = balance
        self.keyPair = keyPair
    }

    /// The EVM account of the key (Keccak-derived, another 20 bytes than ``address``), which genesis
    /// funds with the same ``balance``; nil for an address entry.
    public var evmAddress: EVMAddress? { keyPair?.evmAddress }

    /// The 1,000,000 ZIL a generated account gets when no genesis is given.
    public static let generatedBalance = Amount(1_000_000, unit: .zil)

    /// A fresh random key funded with ``generatedBalance``: a throwaway dev key.
    public static func generated() -> GenesisAccount {
        GenesisAccount(keyPair: .generate(), balance: generatedBalance)
    }

    /// Reads `--genesis-key HEX:ZIL`: a private key (64 hex, optional 0x) and an amount in ZIL.
    public init(keyArgument: String) throws(GenesisError) {
        guard let colon = keyArgument.lastIndex(of: ":") else { throw .keyArgumentShape }
        let key: PrivateKey
        do { key = try PrivateKey(hex: String(keyArgument[..<colon])) } catch { throw .privateKey(error) }
        let amount: Amount
        do {
            amount = try Amount(String(keyArgument[keyArgument.index(after: colon)...]), unit: .zil)
        } catch { throw .amount(error) }
        self.init(keyPair: KeyPair(privateKey: key), balance: amount)
    }
}
