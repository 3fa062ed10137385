import Foundation

extension JSONRPCZilliqaService {
    /// `GetNetworkId`, `GetMinimumGasPrice`, `GetBalance` and `GetBlockchainInfo` in one batch,
    /// retried as a whole, its answer read up to ``ResponseSizeLimit/batch(of:)`` of four calls.
    /// The height is `GetBlockchainInfo`'s `NumTxBlocks` (the final block's number, `zq2-legacy-api.md`
    /// section 1), which Zilliqa 2.0 serves, unlike `GetNumTxBlocks`, which that page does not list.
    ///
    /// - Throws: the first refused call's typed error in that order (a never-funded sender's
    ///   "Account is not created" is not one: it reads as zero and zero);
    ///   ``ZilliqaServiceError/invalidResponse(_:)`` when a result is not what its method returns.
    public func paymentState(of address: Address) async throws -> LegacyPaymentState {
        let calls = [
            JSONRPCCall("GetNetworkId"), JSONRPCCall("GetMinimumGasPrice"), Self.balanceCall(address),
            JSONRPCCall("GetBlockchainInfo"),
        ]
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        let chainID = try Self.decoded(outcomes[0], of: calls[0], as: ChainIDAnswer.self).chainID
        let minimumGasPrice = try Self.decoded(outcomes[1], of: calls[1], as: Amount.self)
        let account = try Self.balance(from: outcomes[2], decodedFor: calls[2])
        let info = try Self.decoded(outcomes[3], of: calls[3], as: BlockchainInfo.self)
        return LegacyPaymentState(
            chainID: chainID, minimumGasPrice: minimumGasPrice, account: account, blockHeight: info.numTxBlocks)
    }

    /// The balance in `outcome`, with a never-funded account's refusal as zero (as ``balance(of:)``).
    private static func balance(
        from outcome: Result<JSONValue, RPCError>, decodedFor call: JSONRPCCall
    ) throws -> AccountBalance {
        switch outcome {
        case .success(let value): try decoded(value, of: call, as: AccountBalance.self)
        case .failure(let error): try balance(from: .failure(error))
        }
    }

    /// The result in `outcome` as `type`; the node's error as its typed case.
    static func decoded<Value: Decodable>(
        _ outcome: Result<JSONValue, RPCError>, of call: JSONRPCCall, as type: Value.Type
    ) throws -> Value {
        switch outcome {
        case .success(let value): try decoded(value, of: call, as: type)
        case .failure(let error): throw ZilliqaServiceError(rejection: error)
        }
    }

    /// `value` (a batch's result, kept as JSON) decoded as `type`, as a single call's result is.
    private static func decoded<Value: Decodable>(_ value: JSONValue, of call: JSONRPCCall, as type: Value.Type)
        throws(ZilliqaServiceError) -> Value
    {
        do {
            return try JSONDecoder().decode(type, from: Data(value.encodedBytes()))
        } catch {
            throw .invalidResponse(
                "the result of \(call.method) is not what was expected: \(DecodingProblem.brief(error))")
        }
    }
}
