import Foundation
public import ZilliqaKit

extension NetworkPreference {
    /// The setting for `network`: its name when it is a preset, else its URL and chain id.
    ///
    /// ```swift
    /// NetworkPreference(.testnet)   // .named("testnet")
    /// NetworkPreference(try .custom(url: nodeURL, chainID: 222))   // .custom(url: "http://…", chainID: 222)
    /// ```
    public init(_ network: Network) {
        if Network.presets.contains(network) {
            self = .named(network.name)
        } else if network.fallbackURLs.isEmpty {
            self = .custom(url: network.url.absoluteString, chainID: network.chainID)
        } else {
            self = .customNodes(urls: network.nodeURLs.map(\.absoluteString), chainID: network.chainID)
        }
    }

    /// The network this setting names.
    ///
    /// ```swift
    /// try NetworkPreference.named("TestNet").network()   // Network.testnet
    /// ```
    /// - Throws: ``NetworkError/unknownName(_:known:)`` for a name that is no preset,
    ///   ``NetworkError/notHTTP(_:)`` for a URL that is not `http(s)://host…`, and for several
    ///   nodes the errors of ``ZilliqaKit/Network/init(name:chainID:urls:)`` (too many, repeated).
    public func network() throws(NetworkError) -> Network {
        switch self {
        case .named(let name):
            return try Network.named(name)
        case .custom(let text, let chainID):
            guard let url = URL(string: text) else { throw .notHTTP(text) }
            return try Network.custom(url: url, chainID: chainID)
        case .customNodes(let texts, let chainID):
            var urls: [URL] = []
            for text in texts {
                guard let url = URL(string: text) else { throw .notHTTP(text) }
                urls.append(url)
            }
            return try Network.custom(urls: urls, chainID: chainID)
        }
    }
}
