import Foundation

extension Network {
    /// Zilliqa's main network, run by Zilliqa 2.0 nodes: chain 1 (its EVM chain is 32769).
    public static let mainnet = preset("mainnet", chainID: 1, url: "https://api.zilliqa.com")
    /// Zilliqa's public test network, run by Zilliqa 2.0 nodes: chain 333 (its EVM chain is 33101).
    public static let testnet = preset("testnet", chainID: 333, url: "https://api.testnet.zilliqa.com")
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
