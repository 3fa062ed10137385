public import ZilliqaKit

/// Why the wallet did not sign a message; each says what to do instead. Nothing was signed.
public enum MessageSigningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The typed data's domain names another chain than the network's EVM chain.
    case otherChain(domainChainID: UInt256, network: Network)
    /// The key could not sign (libsecp256k1 refused it).
    case signing(ECDSAError)

    public var description: String {
        switch self {
        case .otherChain(let chain, let network):
            "the typed data is for chain \(chain), not \(network.name)'s EVM chain \(network.evmChainID): a "
                + "signature of it would be valid on that chain; choose the network it is for with --network, "
                + "or ask the site for typed data for chain \(network.evmChainID); nothing was signed"
        case .signing(let error): "the message could not be signed (\(error)); nothing was signed"
        }
    }
}
