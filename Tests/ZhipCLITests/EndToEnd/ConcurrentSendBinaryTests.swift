import ChildProcesses
import Foundation
import Testing
import ZilliqaKit

/// Eight `zhip-cli send` processes at once into one home, on a zhip-devnet process: the wallet's
/// record of its sends (what the history shows as pending, and what the next payment's nonce
/// counts) keeps all eight.
@Suite("zhip-cli sends at once into one home")
struct ConcurrentSendBinaryTests {
    /// Eight payers, each a key of its own (so that their nonces do not collide), funded by the test.
    static let payers: [KeyPair] = (0..<8).map { index in
        Wallets.keyPair(String(repeating: String(0x21 + index, radix: 16), count: 32))
    }

    /// `text` as lowercase hex without `0x`.
    static func hex(_ text: String) -> String {
        let lowered = text.lowercased()
        return lowered.hasPrefix("0x") ? String(lowered.dropFirst(2)) : lowered
    }

    /// The hashes of the sends recorded in `home`'s preferences.
    static func recorded(in home: String) throws -> Set<String> {
        let file = try Data(contentsOf: URL(fileURLWithPath: home + "/config/preferences.json"))
        let preferences = try JSONSerialization.jsonObject(with: file) as? [String: Any]
        let records = try #require(preferences?["sentTransactions"] as? [[String: Any]])
        return Set(records.compactMap { ($0["hash"] as? String).map(hex) })
    }

    /// Writes a keystore of each payer (light scrypt parameters: each child unlocks one) and funds
    /// each payer's legacy account with 10 ZIL; the keystores' paths.
    static func fundedPayers(on devnet: DevnetProcess, in directory: TemporaryDirectory) async throws -> [String] {
        var keystores: [String] = []
        for (index, payer) in payers.enumerated() {
            _ = try await devnet.control("/control/fund", ["address": payer.address.bech32, "zil": "10"])
            let keystore = try await Keystore.encrypted(
                payer.privateKey, password: SecretText(Wallets.password), kdf: .scrypt(n: 1024, r: 8, p: 1))
            keystores.append(
                try directory.write("payer\(index).json", String(decoding: keystore.jsonData(), as: UTF8.self)))
        }
        return keystores
    }

    /// Sends 1 ZIL to bob from each of `keystores` into `home`, all at once; the results, in no order.
    static func sendAtOnce(from keystores: [String], into home: String, on devnet: DevnetProcess) async throws
        -> [ChildProcessResult]
    {
        let environment = ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": home]
        let to = Wallets.bob.address.bech32
        return try await withThrowingTaskGroup(of: ChildProcessResult.self) { group in
            for keystore in keystores {
                group.addTask {
                    try await EndToEndTests.run(
                        ["send", "--keystore", keystore, "--to", to, "--amount", "1", "--yes", "--json"]
                            + devnet.networkArguments,
                        environment: environment)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test("8 sends at once from 8 accounts into one home all exit 0 and the record keeps all 8")
    func eightSends() async throws {
        let directory = try TemporaryDirectory()
        let devnet = try await DevnetProcess.startControllable()
        defer { devnet.stop() }
        let keystores = try await Self.fundedPayers(on: devnet, in: directory)

        // As ConcurrentStoreBinaryTests: three rounds, each into a new home.
        for round in 0..<ConcurrentStoreBinaryTests.rounds {
            let home = directory.file("home\(round)")
            let results = try await Self.sendAtOnce(from: keystores, into: home, on: devnet)

            #expect(
                results.allSatisfy { $0.status == 0 },
                "round \(round): \(results.filter { $0.status != 0 }.map { "exit \($0.status): \($0.errors)" })")
            let sent = Set(
                results.compactMap { result in
                    (try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])?["id"]
                        as? String
                }.map(Self.hex))
            let kept = try Self.recorded(in: home)
            #expect(sent.count == 8, "round \(round): \(results.map(\.output))")
            #expect(kept == sent, "round \(round): kept \(kept.count) of 8")
        }
    }
}
