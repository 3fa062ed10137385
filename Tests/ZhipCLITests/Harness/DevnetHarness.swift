import Foundation
import Testing
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// Accounts, keystores and in-process devnets for the network commands' tests.
enum Wallets {
    /// The protocol document's known key: the devnet funds it.
    static let alice = keyPair(KnownKey.privateKey)
    /// A second key, never funded unless a test says so.
    static let bob = keyPair(String(repeating: "11", count: 32))
    /// The password of every keystore the tests write.
    static let password = "correct horse battery"
    /// `ZHIP_PASSWORD` set to ``password``.
    static let environment = ["ZHIP_PASSWORD": password]
    /// The devnet's chain id and minimum gas price; 50 gas at 2000 Li is 0.1 ZIL.
    static let chainID: UInt16 = 222
    static let minimumGasPrice = Amount(2000, unit: .li)
    static let fee = Amount(qa: 100_000_000_000)

    static func keyPair(_ hex: String) -> KeyPair {
        // Test constants: valid keys, so this never fails.
        guard let key = try? PrivateKey(hex: hex) else { preconditionFailure("bad test key") }
        return KeyPair(privateKey: key)
    }

    static func zil(_ text: String) throws -> Amount { try Amount(text, unit: .zil) }

    /// Writes `keyPair`'s keystore (scrypt, ``password``) as `name` in `directory`; returns its path.
    @discardableResult
    static func keystore(
        _ keyPair: KeyPair = alice, in directory: TemporaryDirectory, name: String = "alice.json"
    ) throws -> String {
        let keystore = try Keystore.encrypt(keyPair.privateKey, password: SecretText(password))
        return try directory.write(name, String(decoding: keystore.jsonData(), as: UTF8.self))
    }
}

extension Wallets {
    /// Writes alice's keystore without its `address` field (some wallets write none) as `name`.
    @discardableResult
    static func keystoreWithoutAddress(in directory: TemporaryDirectory, name: String = "anonymous.json") throws
        -> String
    {
        let keystore = try Keystore.encrypt(alice.privateKey, password: SecretText(password))
        var object = try #require(try JSONSerialization.jsonObject(with: keystore.jsonData()) as? [String: Any])
        object["address"] = nil
        let data = try JSONSerialization.data(withJSONObject: object)
        return try directory.write(name, String(decoding: data, as: UTF8.self))
    }
}

/// Starts a devnet in-process on a free port (chain 222, minimum gas price 2000 Li) funding
/// alice with `balance`, runs `body`, and stops it whether `body` throws or not.
func withDevnet<T>(
    blockTime: Duration = .zero, balance: String = "1000", faults: FaultPlan? = nil,
    _ body: (Devnet) async throws -> T
) async throws -> T {
    var configuration = DevnetConfiguration()
    configuration.port = 0
    configuration.blockTime = blockTime
    // zhip-devnet's default is now Zilliqa 2.0's 2000000016 Qa; these tests' sums are written for 2000 Li.
    configuration.minimumGasPrice = Wallets.minimumGasPrice
    configuration.genesis = [GenesisAccount(keyPair: Wallets.alice, balance: try Wallets.zil(balance))]
    configuration.faults = faults
    return try await Devnet.withRunning(configuration, body)
}

extension Devnet {
    /// `--network <url> --chain-id 222`.
    var networkArguments: [String] { ["--network", url.absoluteString, "--chain-id", String(Wallets.chainID)] }

    /// The confirmed balance of `keyPair`'s account; zero when never funded.
    func balance(of keyPair: KeyPair) -> Amount { ledger.account(keyPair.address)?.balance ?? .zero }

    /// The confirmed nonce of `keyPair`'s account.
    func nonce(of keyPair: KeyPair) -> UInt64 { ledger.account(keyPair.address)?.nonce ?? 0 }

    /// True when the devnet has never accepted a transaction (none confirmed, none pending).
    var acceptedNothing: Bool {
        let summary = ledger.summary()
        return summary.transactionCount == 0 && summary.pendingCount == 0
    }
}

/// `--network <url> --chain-id 222` for a port that refuses every connection, reserved for the
/// whole test process so that no devnet of a test running in parallel can be given it.
func closedPortArguments() throws -> [String] {
    ["--network", "http://127.0.0.1:\(try HostileNode.unusedPort())", "--chain-id", String(Wallets.chainID)]
}

extension CLIResult {
    /// The `id` of the JSON output, as a transaction id.
    func jsonID() throws -> TransactionID {
        try TransactionID(hex: try #require(try json()["id"] as? String))
    }

    /// The number of lines on standard error.
    var errorLineCount: Int { errors.split(separator: "\n").count }
}
