/// The network the user chose, as ``Preferences`` keeps it under ``PreferencesKey/network``:
/// a well-known network by name, or any node by URL and chain id.
///
/// Stored as `{"name":"mainnet"}` or `{"url":"http://127.0.0.1:5555","chainID":222}`, and several
/// nodes as `{"url":"http://a","chainID":222,"fallbackURLs":["http://b"]}` (a file written before
/// there were several reads as one node; a zhip that knows one node reads the first). The
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
    /// Several nodes of one chain, tried in order (docs/failover.md); always two or more URLs
    /// when made by ``init(_:)``.
    case customNodes(urls: [String], chainID: UInt16)

    private enum CodingKeys: String, CodingKey {
        case name
        case url
        case chainID
        case fallbackURLs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self = .named(name)
        } else {
            let url = try container.decode(String.self, forKey: .url)
            let chainID = try container.decode(UInt16.self, forKey: .chainID)
            let fallbacks = try container.decodeIfPresent([String].self, forKey: .fallbackURLs) ?? []
            self =
                fallbacks.isEmpty
                ? .custom(url: url, chainID: chainID) : .customNodes(urls: [url] + fallbacks, chainID: chainID)
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
        case .customNodes(let urls, let chainID):
            try container.encode(urls.first ?? "", forKey: .url)
            try container.encode(chainID, forKey: .chainID)
            if urls.count > 1 { try container.encode(Array(urls.dropFirst()), forKey: .fallbackURLs) }
        }
    }
}
