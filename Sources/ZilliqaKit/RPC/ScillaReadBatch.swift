/// The answer to ``ZilliqaService/chainIDAndContractReads(_:)``: the node's chain id and each
/// read's result, kept as JSON for the layer that knows the contract, in the reads' order.
public struct ScillaReadBatch: Sendable, Hashable {
    /// The chain id the node answered (`GetNetworkId`) in the same batch.
    public let chainID: UInt16
    /// Each read's result, or the node's error for that read alone.
    public let outcomes: [Result<JSONValue, ZilliqaServiceError>]

    public init(chainID: UInt16, outcomes: [Result<JSONValue, ZilliqaServiceError>]) {
        self.chainID = chainID
        self.outcomes = outcomes
    }
}
