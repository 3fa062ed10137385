public import Foundation

/// A block explorer that links a transaction and an address by EIP-3091's paths: `/tx/<hash>` and
/// `/address/<address>` under its base URL.
///
/// ```swift
/// let explorer = try Explorer(url: URL(string: "https://otterscan.zilliqa.com")!)
/// explorer.transaction("0x3f…").absoluteString   // "https://otterscan.zilliqa.com/tx/0x3f…"
/// Network.mainnet.presetExplorer                 // Otterscan of Zilliqa 2.0's mainnet
/// ```
public struct Explorer: Sendable, Hashable, CustomStringConvertible {
    /// The base URL, without a trailing `/`, query or fragment.
    public let url: URL

    /// The explorer at `url`: `http` or `https` with a host, no user name or password (a link is
    /// printed and shared), no query or fragment; a trailing `/` is dropped.
    /// - Throws: ``NetworkError/notHTTP(_:)`` for anything else.
    public init(url: URL) throws(NetworkError) {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host,
            !host.isEmpty, url.user == nil, url.password == nil, url.query == nil, url.fragment == nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { throw .notHTTP(Network.displayForm(of: url)) }
        if let port = url.port, !(1...65535).contains(port) { throw .portOutOfRange(Network.displayForm(of: url)) }
        components.scheme = scheme
        while components.path.hasSuffix("/") { components.path.removeLast() }
        guard let clean = components.url else { throw .notHTTP(Network.displayForm(of: url)) }
        self.url = clean
    }

    /// The page of the transaction whose hash is `hash` (`0x` and 64 hex digits; a legacy
    /// transaction's id is its hash with `0x`).
    public func transaction(_ hash: String) -> URL { url.appendingPathComponent("tx").appendingPathComponent(hash) }

    /// The page of the account `address` (`0x` and 40 hex digits).
    public func address(_ address: String) -> URL {
        url.appendingPathComponent("address").appendingPathComponent(address)
    }

    public var description: String { url.absoluteString }
}

extension Network {
    /// The explorer Zilliqa runs for this network, if it is a preset that has one: Otterscan at
    /// `https://otterscan.<subdomain>` (`docs/zq2-explorers.md`); none for the devnet or a node's URL.
    public var presetExplorer: Explorer? {
        switch self {
        case .mainnet: Self.otterscan("https://otterscan.zilliqa.com")
        case .testnet: Self.otterscan("https://otterscan.testnet.zilliqa.com")
        default: nil
        }
    }

    private static func otterscan(_ text: StaticString) -> Explorer? {
        URL(string: "\(text)").flatMap { try? Explorer(url: $0) }
    }
}
