import ZilliqaKit

/// The EVM rail's record of the approvals it sent (``PreferencesKey/evmApprovals``, bounded like
/// the nonce record) and the allowances they granted, each confirmed with `allowance()`.
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

    /// The allowances `owner` granted of `tokens` on `network` that are not zero now, in the order
    /// they were last approved: one `allowance` call per recorded approval, in one batch.
    func allowances(of owner: EVMAddress, among tokens: [Token], on network: Network)
        async throws(TransactionsError) -> [TokenAllowance]
    {
        let records: [String]
        do { records = try preferences.load(.evmApprovals, as: [String].self) ?? [] } catch {
            throw .approvalRecord(error)
        }
        let chainID = network.evmChainID
        let pairs: [(token: Token, spender: EVMAddress)] = records.compactMap { record in
            tokens.lazy.compactMap { token -> (Token, EVMAddress)? in
                let prefix = Self.approvalPrefix(owner: owner, token: token.contract, chainID: chainID)
                guard token.evmChainID == chainID, record.hasPrefix(prefix),
                    let spender = try? EVMAddress(String(record.dropFirst(prefix.count)))
                else { return nil }
                return (token, spender)
            }.first
        }
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
