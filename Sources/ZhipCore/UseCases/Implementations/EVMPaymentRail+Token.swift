import ZilliqaKit

/// The EVM rail's token calls (`transfer`, `approve`): the sender's token balance and the call
/// simulated from the sender in one batch of `eth_call`s, the gas from `eth_estimateGas` under
/// ``EVMPaymentRules/maximumTokenGas``, and the ZIL for the fee.
extension EVMPaymentRail {
    /// What a token call was priced at: its gas limit and the sender's token balance.
    struct TokenCallPrice {
        let gasLimit: UInt64
        let tokenBalance: UInt256
    }

    /// Prices `draft`'s call to `token` with `fee`, refusing it unsigned when the token would not
    /// carry it out: a revert (with the token's reason), a `false` return, an answer no ERC-20
    /// gives, a transfer above the token balance, gas above the ceiling, or ZIL short of the fee.
    /// An empty return counts as success (tokens such as USDT return nothing, as OpenZeppelin's
    /// SafeERC20 accepts); the `balanceOf` answer being one word shows the contract is there.
    func priceTokenCall(_ draft: EVMPaymentDraft, of token: Token, fee: EVMTransactionFee, state: EVMAccountState)
        async throws(TransactionsError) -> TokenCallPrice
    {
        let call = EVMCallRequest(from: draft.from, to: token.contract, data: draft.intent.calldata(for: draft.to))
        let balanceOf = EVMCallRequest(to: token.contract, data: ERC20.balanceOfCall(draft.from))
        let answers = try await node { try await evmService.calls([balanceOf, call], at: .latest) }
        guard answers.count == 2 else { throw .tokenUnreadable(token) }
        let balance = try Self.tokenBalance(answers[0], of: token)
        if case .tokenTransfer(_, let amount) = draft.intent, balance < amount {
            throw .insufficientTokenBalance(token, required: amount, balance: balance)
        }
        try Self.checkSimulation(answers[1], of: token)
        var estimate: UInt64?
        if draft.gasLimit == nil {
            estimate = try await tokenAnswer(token) { try await evmService.estimateGas(call) }
        }
        let gas = try EVMPaymentRules.tokenGasLimit(of: draft, estimate: estimate)
        let (maximumFee, overflow) = UInt128(gas).multipliedReportingOverflow(by: fee.maximumPricePerGas)
        guard !overflow, maximumFee <= state.balance.wei else {
            let most = Wei(wei: overflow ? .max : maximumFee)
            throw .insufficientEVMFunds(required: most, balance: state.balance, maximumFee: most)
        }
        return TokenCallPrice(gasLimit: gas, tokenBalance: balance)
    }

    /// The token balance a `balanceOf` answer gives.
    private static func tokenBalance(_ answer: Result<[UInt8], any Error>, of token: Token) throws(TransactionsError)
        -> UInt256
    {
        let bytes = try tokenAnswer(answer, of: token)
        guard bytes.count == 32, let balance = try? ABIReader(bytes).uint256() else { throw .tokenUnreadable(token) }
        return balance
    }

    /// Refuses a simulated call that reverted, returned `false`, or returned what is not a boolean.
    private static func checkSimulation(_ answer: Result<[UInt8], any Error>, of token: Token)
        throws(TransactionsError)
    {
        let returned = try tokenAnswer(answer, of: token)
        guard !returned.isEmpty else { return }
        guard returned.count == 32, let succeeded = try? ABIReader(returned).bool() else {
            throw .tokenUnreadable(token)
        }
        guard succeeded else { throw .tokenReturnedFalse(token) }
    }

    /// The bytes of one call's `answer`; a revert is the token's refusal, with its reason.
    private static func tokenAnswer(_ answer: Result<[UInt8], any Error>, of token: Token) throws(TransactionsError)
        -> [UInt8]
    {
        switch answer {
        case .success(let bytes): return bytes
        case .failure(EVMServiceError.executionReverted(_, let data)):
            throw .tokenCallReverted(token, reason: ABIRevertReason(data: data))
        case .failure(let error): throw TransactionsError(evmNode: error)
        }
    }

    /// What `call` answers, a revert being `token`'s refusal with its reason.
    private func tokenAnswer<T>(_ token: Token, _ call: () async throws -> T) async throws(TransactionsError) -> T {
        do {
            return try await call()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .tokenCallReverted(token, reason: ABIRevertReason(data: data))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
