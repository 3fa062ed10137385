public import Foundation

/// A Zilliqa network: its name, its chain id (signed into every transaction's version) and the
/// URL of its JSON-RPC endpoint.
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
    /// The JSON-RPC endpoint.
    public let url: URL

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

    /// A network whose URL is known to be http(s), e.g. a preset.
    init(checkedName name: String, chainID: UInt16, url: URL) {
        self.name = name
        self.chainID = chainID
        self.url = url
    }

    /// A network that is not a preset: a node at `url` on the chain with `chainID`.
    public static func custom(url: URL, chainID: UInt16, name: String = "custom") throws(NetworkError) -> Network {
        try Network(name: name, chainID: chainID, url: url)
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
    private enum CodingKeys: String, CodingKey { case name, chainID, url }

    /// Decodes `{"name":"mainnet","chainID":1,"url":"https://api.zilliqa.com"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .url)
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .url, in: container, debugDescription: NetworkError.notHTTP(text).description)
        }
        do {
            try self.init(
                name: container.decode(String.self, forKey: .name),
                chainID: container.decode(UInt16.self, forKey: .chainID), url: url)
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
    }
}

extension Network: CustomStringConvertible {
    /// `name (chain N, url)`, the URL without user info (``displayURL``).
    public var description: String { "\(name) (chain \(chainID), \(displayURL))" }
}
