extension JSONRPCZilliqaService {
    /// `GetNetworkId` first, then one `GetSmartContractInit` or `GetSmartContractSubState` per read,
    /// in one batch retried as a whole and read up to ``ResponseSizeLimit/batch(of:)`` of its calls.
    /// Zilliqa 2.0 answers both from the finalized block's state (`docs/zq2-scilla-reads.md`).
    ///
    /// - Throws: the batch's transport or format failure, or `GetNetworkId`'s typed error; a read
    ///   the node refused is that read's `.failure` (``ZilliqaServiceError/init(rejection:chainID:)``).
    public func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch {
        let chainIDCall = JSONRPCCall("GetNetworkId")
        let calls = [chainIDCall] + reads.map(\.call)
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        let chainID = try Self.decoded(outcomes[0], of: chainIDCall, as: ChainIDAnswer.self).chainID
        return ScillaReadBatch(
            chainID: chainID, outcomes: outcomes.dropFirst().map { $0.mapError { ZilliqaServiceError(rejection: $0) } })
    }
}
