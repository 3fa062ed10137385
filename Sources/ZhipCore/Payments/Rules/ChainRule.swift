public import ZilliqaKit

/// The one check of the chain: a node on another chain than the wallet's network is refused before
/// anything it says is used, and so is a transaction signed (or prepared) for another chain.
public struct ChainRule: PaymentRule {
    public let name = "chain-id"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        if let network = facts.network, facts.chainID != network.evmChainID {
            throw PaymentRefusal(
                rule: name,
                reason: "the transaction is for \(Self.chain(facts.chainID)), but the wallet is set to"
                    + " \(network.displayName) (\(Self.chain(network.evmChainID)))",
                nextStep: facts.path == .signedFile
                    ? "send it on the network it was signed for, or sign it again for this one"
                    : "prepare the payment again")
        }
        if let node = facts.nodeChainID, node != facts.chainID {
            throw Self.refusal(nodeChainID: node, chainID: facts.chainID, network: facts.network)
        }
    }

    /// The refusal of a node on the EVM chain `nodeChainID` where the wallet is on `chainID`
    /// (`network`'s, when known): what every read of a node on another chain says too.
    public static func refusal(nodeChainID node: UInt64, chainID: UInt64, network: Network?) -> PaymentRefusal {
        let wallet = network.map { "\($0.displayName) (\(chain($0.evmChainID)))" } ?? chain(chainID)
        let advice =
            network.map { Network.presets.contains($0) } == true
            ? "choose the network that matches the node, or give the URL of a \(network?.displayName ?? "") node"
            : "give the node's own chain id with its URL, or use a node on \(chain(chainID))"
        return PaymentRefusal(
            rule: ChainRule().name,
            reason: "the node at \(network?.displayURL ?? "the given URL") is on \(chain(node)), but the wallet is set"
                + " to \(wallet): the chain ids do not match",
            nextStep: advice)
    }

    /// `EVM chain 32769 (0x8001, Zilliqa chain 1)`; the Zilliqa id only where one maps to it.
    static func chain(_ evmChainID: UInt64) -> String {
        let zilliqa = Network.zilliqaChainID(forEVMChainID: evmChainID).map { ", Zilliqa chain \($0)" } ?? ""
        return "EVM chain \(evmChainID) (0x\(String(evmChainID, radix: 16))\(zilliqa))"
    }
}
