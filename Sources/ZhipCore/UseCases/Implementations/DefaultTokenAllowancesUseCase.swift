public import ZilliqaKit

/// The ``TokenAllowancesUseCase`` of the app: the wallet's record of the approvals it sent
/// (``ApprovalRecord``) and the owner's own `approve(spender, …)` calls to listed tokens' contracts
/// among its newest transactions in the node's Otterscan search (``maximumSearchPages`` pages of
/// ``searchPageSize``, docs/zq2-ots.md), each pair confirmed by one `allowance(owner, spender)` in one
/// batch; never by scanning `Approval` logs. A node that does not serve `ots_` gives the record alone.
///
/// ```swift
/// let allowances = DefaultTokenAllowancesUseCase(
///     evmService: JSONRPCEVMService(network: .mainnet), networkSetting: .success(.mainnet), preferences: preferences)
/// ```
public struct DefaultTokenAllowancesUseCase: TokenAllowancesUseCase {
    /// The most pages of the node's transaction search read: 5, so at most 5 requests, and about the
    /// account's newest 125 transactions.
    public static let maximumSearchPages = 5
    /// The transactions asked for in each page of the node's search (a page may hold more: it ends
    /// with a whole block).
    public static let searchPageSize = 25

    private let evmService: any EVMService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let record: ApprovalRecord

    public init(
        evmService: any EVMService, networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences
    ) {
        self.evmService = evmService
        self.networkSetting = networkSetting
        record = ApprovalRecord(preferences: preferences)
    }

    public func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError)
        -> TokenAllowanceList
    {
        let network: Network
        switch networkSetting {
        case .success(let chosen): network = chosen
        case .failure(let error): throw .networkSetting(error)
        }
        let chainID = network.evmChainID
        let tokens = tokens.filter { $0.evmChainID == chainID }
        let recorded = try record.approvals(of: owner, among: tokens, chainID: chainID)
        let searched = try await searchedApprovals(of: owner, among: tokens)
        var pairs = recorded
        for pair in searched?.reversed() ?? []
        where !pairs.contains(where: { $0.token.contract == pair.token.contract && $0.spender == pair.spender }) {
            pairs.append(pair)
        }
        return TokenAllowanceList(
            allowances: try await confirmed(pairs, owner: owner), searchedNode: searched != nil)
    }

    /// The token and spender of each `approve(spender, …)` call `owner` sent to one of `tokens`'
    /// contracts, newest first, distinct, among the newest ``maximumSearchPages``
    /// pages of ``searchPageSize`` of the node's search (at most
    /// ``ApprovalRecord``'s 512 pairs); nil when the node does not serve it.
    private func searchedApprovals(of owner: EVMAddress, among tokens: [Token])
        async throws(TransactionsError) -> [(token: Token, spender: EVMAddress)]?
    {
        guard !tokens.isEmpty else { return [] }
        var found: [(token: Token, spender: EVMAddress)] = []
        var block: UInt64 = 0
        for _ in 0..<Self.maximumSearchPages {
            let page: EVMTransactionSearchPage
            do {
                page = try await evmService.searchTransactionsBefore(
                    owner, block: block, pageSize: Self.searchPageSize)
            } catch let error as EVMServiceError where error.isMethodNotServed {
                return nil
            } catch {
                throw TransactionsError(evmNode: error)
            }
            for transaction in page.transactions where transaction.from == owner {
                guard let contract = transaction.to, let token = tokens.first(where: { $0.contract == contract }),
                    let approval = ERC20.approveArguments(in: transaction.input),
                    !found.contains(where: { $0.token.contract == contract && $0.spender == approval.spender }),
                    found.count < ApprovalRecord.maximumEntries
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
        let answers: [Result<[UInt8], any Error>]
        do { answers = try await evmService.calls(requests, at: .latest) } catch {
            throw TransactionsError(evmNode: error)
        }
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
