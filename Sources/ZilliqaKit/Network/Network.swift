public import Foundation

/// A Zilliqa network: its name, its chain id (signed into every transaction's version) and the
/// URL of its JSON-RPC endpoint, with up to four more nodes of the same chain to fail over to
/// (``fallbackURLs``, see docs/failover.md).
///
/// ```swift
/// Network.mainnet                        // chain 1, https://api.zilliqa.com
/// try Network.named("TestNet")           // chain 333, https://api.testnet.zilliqa.com
/// try Network.custom(url: URL(fileURLWithPath: "/"), chainID: 1)   // throws: not http(s)
/// ```
public struct Network: Sendable, Hashable {
    /// A short name, e.g. `mainnet`.
    public let name: String
    /// The chain id transactions for this network are signed with.
    public let chainID: UInt16
    /// The JSON-RPC endpoint: the first node.
    public let url: URL
    /// The nodes tried after ``url``, in order, when it does not answer a read (empty for one
    /// node, as every preset has).
    public let fallbackURLs: [URL]

    /// The most nodes a network lists: ``url`` and four ``fallbackURLs``.
    public static let maximumNodeCount = 5

    /// A network; `url` must be an `http` or `https` URL (in any case: `HTTP://` is kept as
    /// `http://`) with a host, and a port, if any, from 1 to 65535.
    public init(name: String, chainID: UInt16, url: URL) throws(NetworkError) {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { throw .notHTTP(Self.displayForm(of: url)) }
        if let port = url.port, !(1...65535).contains(port) { throw .portOutOfRange(Self.displayForm(of: url)) }
        components.scheme = scheme
        self.init(checkedName: name, chainID: chainID, url: components.url ?? url)
    }

    /// A network of several nodes on one chain: `urls[0]` first, the others to fail over to.
    /// Each URL is checked as ``init(name:chainID:url:)`` checks one.
    ///
    /// - Throws: ``NetworkError/noNode`` for no URL, ``NetworkError/tooManyNodes(_:maximum:)``
    ///   past ``maximumNodeCount``, ``NetworkError/repeatedNode(_:)`` for a URL given twice, and
    ///   the errors of ``init(name:chainID:url:)``.
    public init(name: String, chainID: UInt16, urls: [URL]) throws(NetworkError) {
        guard !urls.isEmpty else { throw .noNode }
        guard urls.count <= Self.maximumNodeCount else {
            throw .tooManyNodes(urls.count, maximum: Self.maximumNodeCount)
        }
        var checked: [URL] = []
        for url in urls {
            let node = try Network(name: name, chainID: chainID, url: url)
            guard !checked.contains(node.url) else { throw .repeatedNode(node.displayURL) }
            checked.append(node.url)
        }
        self.init(checkedName: name, chainID: chainID, url: checked[0], fallbackURLs: Array(checked.dropFirst()))
    }

    /// A network whose URLs are known to be http(s), e.g. a preset.
    init(checkedName name: String, chainID: UInt16, url: URL, fallbackURLs: [URL] = []) {
        self.name = name
        self.chainID = chainID
        self.url = url
        self.fallbackURLs = fallbackURLs
    }

    /// Every node, ``url`` first.
    public var nodeURLs: [URL] { [url] + fallbackURLs }

    /// A network that is not a preset: a node at `url` on the chain with `chainID`.
    public static func custom(url: URL, chainID: UInt16, name: String = "custom") throws(NetworkError) -> Network {
        try Network(name: name, chainID: chainID, url: url)
    }

    /// A network that is not a preset, of the nodes at `urls` (in order) on the chain with `chainID`.
    public static func custom(urls: [URL], chainID: UInt16, name: String = "custom") throws(NetworkError) -> Network {
        try Network(name: name, chainID: chainID, urls: urls)
    }

    /// The preset named `name`, in any case (`mainnet`, `testnet`, `devnet`).
    ///
    /// - Throws: ``NetworkError/unknownName(_:known:)`` listing the names there are.
    public static func named(_ name: String) throws(NetworkError) -> Network {
        let wanted = name.trimmingWhitespace().lowercased()
        guard let network = presets.first(where: { $0.name.lowercased() == wanted }) else {
            throw .unknownName(name, known: presets.map(\.name))
        }
        return network
    }
}

extension Network {
    /// The URL as messages show it: without a user name or password (`http://user:pw@host` is
    /// shown as `http://host`), so that credentials in a node's URL are never printed.
    public var displayURL: String { Self.displayForm(of: url) }

    /// Every node's URL as messages show it (``displayURL``), joined by commas: the form
    /// `--network` takes.
    public var displayURLs: String { nodeDisplayURLs.joined(separator: ",") }

    /// Each node's URL as messages show it (``displayURL``), ``url``'s first.
    public var nodeDisplayURLs: [String] { nodeURLs.map(Self.displayForm(of:)) }

    /// How messages name the network: a preset's name (`devnet`), else the node's URL (a custom
    /// network's own name, `custom`, says nothing of which node it is).
    public var displayName: String {
        Network.presets.contains(self) ? name : displayURL
    }

    /// `url` without its user info.
    static func displayForm(of url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else { return url.absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? "the node's URL (not shown: it has a user name or password)"
    }
}

extension Network: Codable {
    private enum CodingKeys: String, CodingKey { case name, chainID, url, fallbackURLs }

    /// Decodes `{"name":"mainnet","chainID":1,"url":"https://api.zilliqa.com"}`, with
    /// `"fallbackURLs":["https://…"]` when it lists more nodes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .url)
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .url, in: container, debugDescription: NetworkError.notHTTP(text).description)
        }
        var urls = [url]
        for text in try container.decodeIfPresent([String].self, forKey: .fallbackURLs) ?? [] {
            guard let fallback = URL(string: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fallbackURLs, in: container, debugDescription: NetworkError.notHTTP(text).description)
            }
            urls.append(fallback)
        }
        do {
            try self.init(
                name: container.decode(String.self, forKey: .name),
                chainID: container.decode(UInt16.self, forKey: .chainID), urls: urls)
        } catch let error as NetworkError {
            throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the URL as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(chainID, forKey: .chainID)
        try container.encode(url.absoluteString, forKey: .url)
        if !fallbackURLs.isEmpty {
            try container.encode(fallbackURLs.map(\.absoluteString), forKey: .fallbackURLs)
        }
    }
}

extension Network: CustomStringConvertible {
    /// `name (chain N, url)`, the URLs without user info (``displayURLs``).
    public var description: String { "\(name) (chain \(chainID), \(displayURLs))" }
}
