import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fixed keys and helpers shared by the devnet's tests.
enum Fixture {
    /// The protocol document's known key (address 74c544a1…32e4).
    static let alice = keyPair("0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
    static let bob = keyPair(String(repeating: "11", count: 32))
    static let carol = keyPair(String(repeating: "22", count: 32))

    static let chainID: UInt16 = 222
    /// Zilliqa 2.0's minimum (zq2-legacy-api.md §3).
    static let minimumGasPrice = Amount(qa: 2_000_000_016)
    /// 50 gas at 2000000016 Qa: 0.1000000008 ZIL (§3).
    static let fee = Amount(qa: 100_000_000_800)

    static func keyPair(_ hex: String) -> KeyPair {
        // Test constants: valid keys, so this never fails.
        guard let key = try? PrivateKey(hex: hex) else { preconditionFailure("bad fixture key") }
        return KeyPair(privateKey: key)
    }

    static func zil(_ whole: UInt64) -> Amount { Amount(whole, unit: .zil) }

    /// A ledger funding alice with 1000 ZIL (and bob with 10 when asked).
    static func ledger(
        confirmsImmediately: Bool = false, fundBob: Bool = false, era: LegacyEra = .legacy, finalityLag: UInt64 = 0
    ) -> Ledger {
        var genesis = [alice.address: zil(1000)]
        if fundBob { genesis[bob.address] = zil(10) }
        return Ledger(
            rules: LedgerRules(
                chainID: chainID, minimumGasPrice: minimumGasPrice, confirmsImmediately: confirmsImmediately,
                eras: EraSchedule(era), finalityLag: finalityLag),
            genesis: genesis)
    }

    /// A signed payment to any address (the escrow, say).
    static func payment(
        from sender: KeyPair = alice, toAddress recipient: Address, amount: Amount = zil(1), nonce: UInt64 = 1,
        gasPrice: Amount = minimumGasPrice
    ) -> SignedTransaction {
        SignedTransaction.sign(
            Payment(to: recipient, amount: amount, gasPrice: gasPrice, nonce: nonce), with: sender, chainID: chainID)
    }

    /// A signed payment with sensible defaults.
    static func payment(
        from sender: KeyPair = alice, to recipient: KeyPair = bob, amount: Amount = zil(1), nonce: UInt64 = 1,
        gasPrice: Amount = minimumGasPrice, gasLimit: UInt64 = 50, chainID: UInt16 = chainID
    ) -> SignedTransaction {
        SignedTransaction.sign(
            Payment(to: recipient.address, amount: amount, gasPrice: gasPrice, gasLimit: gasLimit, nonce: nonce),
            with: sender, chainID: chainID)
    }

    /// `transaction`'s CreateTransaction params[0] as a JSON object.
    static func params(_ transaction: SignedTransaction) throws -> [String: JSONValue] {
        let json = try JSONValue(parsing: Array(JSONEncoder().encode(transaction)))
        return try #require(json.objectValue)
    }

    /// A JSON-RPC request object.
    static func request(_ method: String, _ params: [JSONValue] = [""], id: JSONValue = "1") -> JSONValue {
        ["id": id, "jsonrpc": "2.0", "method": .string(method), "params": .array(params)]
    }
}

/// Calls `method` on `handler` and returns the `result`, or fails the test on an error answer.
func result(_ handler: JSONRPCHandler, _ method: String, _ params: [JSONValue] = [""]) throws -> JSONValue {
    let answer = handler.handle(request: Fixture.request(method, params))
    return try #require(answer["result"], "expected a result, got \(answer)")
}

/// Calls `method` on `handler` and returns the error's code and message.
func error(_ handler: JSONRPCHandler, _ method: String, _ params: [JSONValue] = [""]) throws -> (Int64?, String?) {
    let answer = handler.handle(request: Fixture.request(method, params))
    let error = try #require(answer["error"], "expected an error, got \(answer)")
    guard case .integer(let code)? = error["code"] else { return (nil, error["message"]?.stringValue) }
    return (code, error["message"]?.stringValue)
}

/// A fresh folder under the system's temp dir, removed by the caller with `removeItem`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zhip-devnet-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A devnet configuration on a free port, funding alice with 1000 ZIL, confirming at once.
func testConfiguration(blockTime: Duration = .zero) -> DevnetConfiguration {
    var configuration = DevnetConfiguration()
    configuration.port = 0
    configuration.blockTime = blockTime
    configuration.genesis = [GenesisAccount(keyPair: Fixture.alice, balance: Fixture.zil(1000))]
    return configuration
}

/// Starts a devnet in-process on a free port, runs `body`, and stops it whether `body` throws or not.
func withDevnet<T>(
    _ configuration: DevnetConfiguration = testConfiguration(), _ body: (Devnet) async throws -> T
) async throws -> T {
    try await Devnet.withRunning(configuration, body)
}

/// POSTs `body` to the devnet and returns the status and body.
func post(_ devnet: Devnet, _ body: [UInt8], session: URLSession) async throws -> (Int, [UInt8]) {
    var request = URLRequest(url: devnet.url)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(body)
    let (data, response) = try await session.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, Array(data))
}
