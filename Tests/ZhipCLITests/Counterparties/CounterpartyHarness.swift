import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// What the tests of issue 48 (know who you pay) share: a home with alice's wallet on a devnet
/// whose ZilNames resolver is set, contacts, names, and `send` from alice's EVM account.
struct CounterpartyHarness {
    let home: TestHome
    let devnet: Devnet

    /// Carol: a third key, whose EVM account the tests make look-alikes of.
    static let carol = Wallets.keyPair(String(repeating: "22", count: 32))

    /// Restores alice in a new home and sets the devnet's ZilNames resolver for its network.
    static func make(on devnet: Devnet) async throws -> CounterpartyHarness {
        let home = try TestHome()
        try await home.restoreAlice()
        let set = await home.run(
            ["settings", "set", "name-resolver", ZilNames.universalResolver.checksummed] + devnet.networkArguments)
        try #require(set.code == .success, "\(set.errors)")
        return CounterpartyHarness(home: home, devnet: devnet)
    }

    /// `contacts add NAME ADDRESS`; expects success.
    func addContact(_ name: String, _ address: String) async throws {
        let added = await home.run(["contacts", "add", name, address])
        try #require(added.code == .success, "\(added.errors)")
    }

    /// Registers `name` for `address` in the devnet's ZilNames (the reverse record too when `reverse`).
    func register(_ name: String, _ address: EVMAddress, reverse: Bool = false) throws {
        try devnet.control.registerName(try ZilName(name), address: Address(address), reverse: reverse)
    }

    /// `send --account evm --to TO --amount AMOUNT --yes --json` from alice, plus `extra`.
    func send(to recipient: String, amount: String = "1", _ extra: [String] = []) async -> CLIResult {
        await home.run(
            ["send", "--account", "evm", "--to", recipient, "--amount", amount, "--yes", "--json"]
                + devnet.networkArguments + extra, environment: Wallets.environment)
    }

    /// The EVM balance of `address` on the devnet.
    func balance(of address: EVMAddress) async throws -> Wei {
        let service = JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: Wallets.chainID))
        return try await service.balance(of: address)
    }

    /// `address` with bytes 2 to 17 replaced: the same first and last 4 hex digits, another account.
    static func lookalike(of address: EVMAddress) throws -> EVMAddress {
        var bytes = address.bytes
        for index in 2..<18 { bytes[index] ^= 0x5A }
        return try EVMAddress(bytes: bytes)
    }
}
