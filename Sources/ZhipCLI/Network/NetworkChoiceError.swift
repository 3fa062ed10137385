import ZhipCore

/// Why the network saved in settings cannot be used when `--network` is absent.
enum NetworkChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ZhipCore's reason (the settings cannot be read, or name no usable network); never a
    /// silent fall-back to mainnet.
    case setting(NetworkSettingError)

    var description: String {
        switch self {
        case .setting(let error):
            "\(error): save it with 'zhip-cli settings set network NAME' (or a URL with --chain-id N), or choose the "
                + "network for this command with --network (mainnet, testnet, devnet, or a node's URL with --chain-id)"
        }
    }
}
