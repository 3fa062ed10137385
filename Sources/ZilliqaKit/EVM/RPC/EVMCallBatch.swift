/// The answer to ``EVMService/chainIDAndCalls(_:at:)``: the node's chain id, read in the same
/// round trip as the calls, and each call's outcome in order.
///
/// ```swift
/// let batch = try await service.chainIDAndCalls([balanceOf, decimals], at: .latest)
/// guard batch.chainID == network.evmChainID else { … }   // the answers are that chain's
/// let balance = try ABIReader(try batch.outcomes[0].get()).uint256()
/// ```
public struct EVMCallBatch: Sendable {
    /// The chain id the node answered (`eth_chainId`).
    public let chainID: UInt64
    /// Each call's return bytes or its error, in the order asked.
    public let outcomes: [Result<[UInt8], any Error>]
    /// The head's number (`eth_blockNumber`) when it was asked in the same round trip
    /// (``EVMService/chainIDHeadAndCalls(_:)``); nil otherwise.
    public let blockNumber: UInt64?

    public init(chainID: UInt64, outcomes: [Result<[UInt8], any Error>], blockNumber: UInt64? = nil) {
        self.chainID = chainID
        self.outcomes = outcomes
        self.blockNumber = blockNumber
    }
}
