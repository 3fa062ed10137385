public import ZilliqaKit

/// Why the wallet did not sign a message; each says what to do instead. Nothing was signed.
public enum MessageSigningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The typed data's domain names another chain than the network's EVM chain.
    case otherChain(domainChainID: UInt256, network: Network)
    /// The typed data is a permit of an unlimited amount (``TokenPermit``) and no consent was given.
    case unlimitedPermit(spender: EVMAddress)
    /// The key could not sign (libsecp256k1 refused it).
    case signing(ECDSAError)

    /// True for ``unlimitedPermit(spender:)``: a refusal a consent lifts.
    public var isUnlimitedPermit: Bool {
        if case .unlimitedPermit = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .otherChain(let chain, let network):
            "the typed data is for chain \(chain), not \(network.name)'s EVM chain \(network.evmChainID): a "
                + "signature of it would be valid on that chain; choose the network it is for with --network, "
                + "or ask the site for typed data for chain \(network.evmChainID); nothing was signed"
        case .unlimitedPermit(let spender):
            "the typed data is a token approval of an UNLIMITED amount: once submitted, \(spender.checksummed) "
                + "could move every unit of the token you hold, now and later; ask the site for a permit of the "
                + "amount you mean to allow, or confirm an unlimited one explicitly (--allow-unlimited-approval); "
                + "nothing was signed"
        case .signing(let error): "the message could not be signed (\(error)); nothing was signed"
        }
    }
}
