import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The control token the control API's tests start their devnets with.
let controlToken = "control-test-token"

/// ``testConfiguration(blockTime:)`` with the control API on.
func controlConfiguration(blockTime: Duration = .zero, token: String = controlToken) -> DevnetConfiguration {
    var configuration = testConfiguration(blockTime: blockTime)
    configuration.controlToken = token
    return configuration
}

/// Starts a devnet (by default with the control API on), runs `body` with it and a URL session
/// of its own, and stops it whether `body` throws or not.
func withControlDevnet(
    _ configuration: DevnetConfiguration = controlConfiguration(),
    _ body: (Devnet, URLSession) async throws -> Void
) async throws {
    let session = makeSession()
    try await withDevnet(configuration) { devnet in try await body(devnet, session) }
}

/// What a control route answered.
struct ControlAnswer {
    let status: Int
    let json: JSONValue
    let response: HTTPURLResponse

    /// The `error` sentence of a refusal; empty when there is none.
    var error: String { json["error"]?.stringValue ?? "" }
}

/// Calls `method` `path` (`/control/…`, query included) on `devnet` with URLSession.
/// - Parameters:
///   - token: sent as `?t=` (nil sends none).
///   - bearer: sent as `Authorization: Bearer`.
///   - marker: whether to send `X-Zhip-Devnet: 1`.
func control(
    _ devnet: Devnet, _ method: String, _ path: String, body: String? = nil, token: String? = controlToken,
    bearer: String? = nil, marker: Bool = true, session: URLSession
) async throws -> ControlAnswer {
    var target = devnet.url.absoluteString + path
    if let token { target += (path.contains("?") ? "&" : "?") + "t=" + token }
    var request = URLRequest(url: try #require(URL(string: target)))
    request.httpMethod = method
    if method != "GET" { request.httpBody = Data((body ?? "").utf8) }
    if marker { request.setValue("1", forHTTPHeaderField: "X-Zhip-Devnet") }
    if let bearer { request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    let json = try JSONValue(parsing: Array(data))
    return ControlAnswer(status: http.statusCode, json: json, response: http)
}

/// Calls a JSON-RPC method on `devnet` over HTTP and returns the whole answer.
func rpc(_ devnet: Devnet, _ method: String, _ params: [JSONValue] = [""], session: URLSession) async throws
    -> JSONValue
{
    let (_, body) = try await post(devnet, Fixture.request(method, params).encodedBytes(), session: session)
    return try JSONValue(parsing: body)
}

/// Sends `transaction` with `CreateTransaction` over HTTP and returns the whole answer.
func send(_ devnet: Devnet, _ transaction: SignedTransaction, session: URLSession) async throws -> JSONValue {
    try await rpc(devnet, "CreateTransaction", [.object(Fixture.params(transaction))], session: session)
}

/// The balance `GetBalance` answers for `address`, in Qa; nil for an error answer.
func balance(_ devnet: Devnet, _ address: Address, session: URLSession) async throws -> String? {
    try await rpc(devnet, "GetBalance", [.string(address.hex)], session: session)["result"]?["balance"]?.stringValue
}

/// `GET /control/transactions` with `query` (e.g. `?status=rejected`): the listed transactions.
func receivedTransactions(_ devnet: Devnet, _ query: String = "", session: URLSession) async throws -> [JSONValue] {
    let answer = try await control(devnet, "GET", "/control/transactions" + query, session: session)
    #expect(answer.status == 200, "\(answer.json)")
    return answer.json["transactions"]?.arrayValue ?? []
}
