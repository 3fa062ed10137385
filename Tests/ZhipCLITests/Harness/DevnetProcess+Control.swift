import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension DevnetProcess {
    /// The control token of a devnet started by ``startControllable(extraArguments:)``.
    static let controlToken = "harness-control-token"

    /// A devnet whose control API is on, with ``controlToken``.
    static func startControllable(extraArguments: [String] = []) async throws -> DevnetProcess {
        try await start(extraArguments: ["--control-token", controlToken] + extraArguments)
    }

    /// POSTs the JSON object `body` to the control route `path` (`/control/tokens`, …) and
    /// returns its answer, which must be 200 and a JSON object.
    func control(_ path: String, _ body: [String: Any]) async throws -> [String: Any] {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)?t=\(Self.controlToken)"))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("1", forHTTPHeaderField: "X-Zhip-Devnet")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (data, response) = try await URLSession.shared.data(for: request)
        let text = String(decoding: data, as: UTF8.self)
        try #require((response as? HTTPURLResponse)?.statusCode == 200, "\(path): \(text)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path): \(text)")
    }

    /// Deploys a 6-decimal token `symbol` (a ZRC-2 one with its legacy contract when `zrc2`) held
    /// by alice's EVM account; the devnet's answer (`address`, and `legacyBech32` for ZRC-2).
    func deployToken(symbol: String, zrc2: Bool = false) async throws -> [String: Any] {
        try await control(
            "/control/tokens",
            [
                "symbol": symbol, "name": "Test \(symbol)", "decimals": 6, "supply": "1000000000",
                "holder": Wallets.alice.evmAddress.checksummed, "zrc2": zrc2,
            ])
    }

    /// The number of transactions the devnet accepted, from `GET /control/summary`.
    func acceptedCount() async throws -> Int {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/control/summary?t=\(Self.controlToken)"))
        let (data, _) = try await URLSession.shared.data(from: url)
        let summary = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return summary?["accepted"] as? Int ?? 0
    }

    /// Makes the devnet seal blocks only when asked: a payment then stays unconfirmed.
    func sealOnDemand() async throws {
        _ = try await control("/control/block-time", ["seconds": NSNull()])
    }
}
