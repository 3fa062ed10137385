import ZilliqaKit

/// The EVM rail's record of the approvals it sent (``PreferencesKey/evmApprovals``, bounded like
/// the nonce record) and the allowances they and the `approve` calls the node's transaction search
/// finds granted (docs/zq2-ots.md), each confirmed with `allowance()`.
extension EVMPaymentRail {
    /// What every record of `owner`'s approvals of `token` starts with: `"<chain id>:0x<owner>:0x<token>:"`;
    /// the spender's `0x<spender>` follows.
    private static func approvalPrefix(owner: EVMAddress, token: EVMAddress, chainID: UInt64) -> String {
        "\(chainID):0x\(owner.hex):0x\(token.hex):"
    }

    /// Records that `payment`, an approval, was sent: the newest last, the oldest dropped past
    /// ``DefaultPaymentsUseCase/maximumApprovalRecords``.
    func recordApproval(of payment: PreparedEVMPayment) throws(TransactionsError) {
        guard case .tokenApproval(let token, _) = payment.intent else { return }
        let key =
            Self.approvalPrefix(owner: payment.from, token: token.contract, chainID: payment.transaction.chainID)
            + "0x\(payment.recipient.hex)"
        do {
            var records = try preferences.load(.evmApprovals, as: [String].self) ?? []
            records.removeAll { $0 == key }
            records.append(key)
            records.removeFirst(max(0, records.count - DefaultPaymentsUseCase.maximumApprovalRecords))
            try preferences.save(records, for: .evmApprovals)
        } catch { throw .approvalRecord(error) }
    }

    /// The allowances `owner` granted of `tokens` on `network` that are not zero now: the wallet's
    /// record of its approvals (in the order they were last approved), then the `approve` calls
    /// only the node's search of the owner's transactions found (oldest first), one `allowance`
    /// call per pair, in one batch. A node without the search leaves the record alone.
    func allowances(of owner: EVMAddress, among tokens: [Token], on network: Network)
        async throws(TransactionsError) -> TokenAllowanceList
    {
        let chainID = network.evmChainID
        let tokens = tokens.filter { $0.evmChainID == chainID }
        let recorded = try recordedApprovals(of: owner, among: tokens, chainID: chainID)
        let searched = try await searchedApprovals(of: owner, among: tokens)
        var pairs = recorded
        for pair in searched?.reversed() ?? []
        where !pairs.contains(where: { $0.token.contract == pair.token.contract && $0.spender == pair.spender }) {
            pairs.append(pair)
        }
        return TokenAllowanceList(
            allowances: try await confirmed(pairs, owner: owner), searchedNode: searched != nil)
    }

    /// The token and spender of each approval the wallet recorded for `owner`, oldest first.
    private func recordedApprovals(of owner: EVMAddress, among tokens: [Token], chainID: UInt64)
        throws(TransactionsError) -> [(token: Token, spender: EVMAddress)]
    {
        let records: [String]
        do { records = try preferences.load(.evmApprovals, as: [String].self) ?? [] } catch {
            throw .approvalRecord(error)
        }
        return records.compactMap { record in
            tokens.lazy.compactMap { token -> (Token, EVMAddress)? in
                let prefix = Self.approvalPrefix(owner: owner, token: token.contract, chainID: chainID)
                guard record.hasPrefix(prefix), let spender = try? EVMAddress(String(record.dropFirst(prefix.count)))
                else { return nil }
                return (token, spender)
            }.first
        }
    }

    /// The token and spender of each `approve(spender, …)` call `owner` sent to one of `tokens`'
    /// contracts, newest first, distinct, among the newest ``DefaultPaymentsUseCase/maximumSearchPages``
    /// pages of ``DefaultPaymentsUseCase/searchPageSize`` of the node's search (at most
    /// ``DefaultPaymentsUseCase/maximumApprovalRecords`` pairs); nil when the node does not serve it.
    private func searchedApprovals(of owner: EVMAddress, among tokens: [Token])
        async throws(TransactionsError) -> [(token: Token, spender: EVMAddress)]?
    {
        guard !tokens.isEmpty else { return [] }
        var found: [(token: Token, spender: EVMAddress)] = []
        var block: UInt64 = 0
        for _ in 0..<DefaultPaymentsUseCase.maximumSearchPages {
            let page: EVMTransactionSearchPage
            do {
                page = try await evmService.searchTransactionsBefore(
                    owner, block: block, pageSize: DefaultPaymentsUseCase.searchPageSize)
            } catch let error as EVMServiceError where error.isMethodNotServed {
                return nil
            } catch {
                throw TransactionsError(evmNode: error)
            }
            for transaction in page.transactions where transaction.from == owner {
                guard let contract = transaction.to, let token = tokens.first(where: { $0.contract == contract }),
                    let approval = EVMPaymentIntent.tokenApproval(in: transaction.input),
                    !found.contains(where: { $0.token.contract == contract && $0.spender == approval.spender }),
                    found.count < DefaultPaymentsUseCase.maximumApprovalRecords
                else { continue }
                found.append((token, approval.spender))
            }
            guard let next = page.nextBlock else { break }
            block = next
        }
        return found
    }

    /// The allowance of each pair now, those not zero, in one batch of `allowance` calls.
    private func confirmed(_ pairs: [(token: Token, spender: EVMAddress)], owner: EVMAddress)
        async throws(TransactionsError) -> [TokenAllowance]
    {
        guard !pairs.isEmpty else { return [] }
        let requests = pairs.map {
            EVMCallRequest(to: $0.token.contract, data: ERC20.allowanceCall(owner: owner, spender: $0.spender))
        }
        let answers = try await node { try await evmService.calls(requests, at: .latest) }
        guard answers.count == pairs.count else { throw .tokenUnreadable(pairs[0].token) }
        var allowances: [TokenAllowance] = []
        for (pair, answer) in zip(pairs, answers) {
            let bytes: [UInt8]
            do { bytes = try answer.get() } catch { throw TransactionsError(evmNode: error) }
            guard bytes.count == 32, let amount = try? ABIReader(bytes).uint256() else {
                throw .tokenUnreadable(pair.token)
            }
            if !amount.isZero {
                allowances.append(TokenAllowance(token: pair.token, spender: pair.spender, amount: amount))
            }
        }
        return allowances
    }
}
