import ZilliqaKit

extension Network {
    /// The options that choose this network again: `--network devnet` or `--network URL --chain-id N`.
    var commandLineArguments: String {
        Network.presets.contains(self) ? "--network \(name)" : "--network \(displayURLs) --chain-id \(chainID)"
    }

    /// `the devnet node at http://127.0.0.1:5555`, or `the node at <url>` for another network.
    var nodeLabel: String {
        Network.presets.contains(self)
            ? "the \(name) node at \(displayURL)" : "the node at \(displayURL)"
    }
}
