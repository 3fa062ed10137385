/// The network the user chose, as ``Preferences`` keeps it under ``PreferencesKey/network``:
/// a well-known network by name, or any node by URL and chain id.
///
/// Stored as `{"name":"mainnet"}` or `{"url":"http://127.0.0.1:5555","chainID":222}`. The
/// store does not check that the name is known or that the URL is reachable; the use cases
/// that read it do.
///
/// ```swift
/// try preferences.save(NetworkPreference.named("testnet"), for: .network)
/// try preferences.save(NetworkPreference.custom(url: "http://127.0.0.1:5555", chainID: 222), for: .network)
/// ```
public enum NetworkPreference: Sendable, Hashable, Codable {
    /// A network known by name, such as `mainnet` or `testnet`.
    case named(String)
    /// A node's JSON-RPC URL and the chain id its transactions are signed for.
    case custom(url: String, chainID: UInt16)

    private enum CodingKeys: String, CodingKey {
        case name
        case url
        case chainID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self = .named(name)
        } else {
            self = .custom(
                url: try container.decode(String.self, forKey: .url),
                chainID: try container.decode(UInt16.self, forKey: .chainID))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .named(let name):
            try container.encode(name, forKey: .name)
        case .custom(let url, let chainID):
            try container.encode(url, forKey: .url)
            try container.encode(chainID, forKey: .chainID)
        }
    }
}
