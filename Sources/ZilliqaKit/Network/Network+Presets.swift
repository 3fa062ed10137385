import Foundation

extension Network {
    /// Zilliqa's main network: chain 1.
    public static let mainnet = preset("mainnet", chainID: 1, url: "https://api.zilliqa.com")
    /// Zilliqa's public test network: chain 333.
    public static let testnet = preset("testnet", chainID: 333, url: "https://dev-api.zilliqa.com")
    /// A local node such as `zhip-devnet`: chain 222.
    public static let devnet = preset("devnet", chainID: 222, url: "http://127.0.0.1:5555")

    /// Every preset, in the order of `Config/networks.json` (a test keeps the two equal).
    public static let presets: [Network] = [mainnet, testnet, devnet]

    private static func preset(_ name: String, chainID: UInt16, url text: StaticString) -> Network {
        // The presets are constants of this file: a bad one is a programming error.
        guard let url = URL(string: "\(text)") else { preconditionFailure("preset \(name) has a malformed URL") }
        return Network(checkedName: name, chainID: chainID, url: url)
    }
}
