public import ZilliqaKit

/// What a signed EVM transaction must be before it is sent as it is (`zhip-cli tx send`): signed
/// for the network's EVM chain, and the very transaction its file names by hash.
///
/// ```swift
/// let signed = try SignedEVMTransaction(raw: bytes)
/// try SignedEVMTransactionCheck.check(signed, statedHash: fileHash, on: network)   // then send it once
/// ```
public enum SignedEVMTransactionCheck {
    /// Refuses `signed` when its chain id is not `network`'s EVM chain id, or when `statedHash`
    /// (the hash written beside it, when there is one) is not its own.
    public static func check(_ signed: SignedEVMTransaction, statedHash: EVMHash?, on network: Network)
        throws(SignedEVMTransactionError)
    {
        let chainID = signed.transaction.chainID
        guard chainID == network.evmChainID else { throw .otherChain(signedFor: chainID, network: network) }
        if let statedHash, statedHash != signed.transactionHash {
            throw .hashMismatch(stated: statedHash, actual: signed.transactionHash)
        }
    }
}

/// Why a signed EVM transaction is not sent; nothing was.
public enum SignedEVMTransactionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Signed for the EVM chain `signedFor`, not `network`'s.
    case otherChain(signedFor: UInt64, network: Network)
    /// The hash written beside the raw transaction is not the raw's own: one of them was changed.
    case hashMismatch(stated: EVMHash, actual: EVMHash)

    public var description: String {
        switch self {
        case .otherChain(let signedFor, let network):
            "the transaction was signed for EVM chain \(signedFor) (\(Self.name(ofEVMChain: signedFor))), but the"
                + " network given, \(network), is EVM chain \(network.evmChainID): nothing was sent. Send it to the"
                + " network it was signed for, or sign it again for this one"
        case .hashMismatch(let stated, let actual):
            "the file's hash \(stated.hex) is not its raw transaction's (\(actual.hex)): the file was changed after"
                + " signing, and nothing was sent. Sign the payment again"
        }
    }

    /// `mainnet`, or words saying no preset has the chain.
    private static func name(ofEVMChain chainID: UInt64) -> String {
        Network.presets.first { $0.evmChainID == chainID }?.name ?? "not a network Zhip knows by name"
    }
}
