import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Allowances found also among the owner's transactions in the node's Otterscan search (issue 27).
@Suite("Token allowances: found in the node's search too", .container)
struct TokenAllowanceSearchTests {
    /// A mined transaction of the sender in `block` calling `to` with `input`.
    func searched(
        _ input: [UInt8], to: EVMAddress, block: UInt64, from: EVMAddress? = nil, in fixture: TokenPaymentFixture
    )
        throws -> EVMSearchedTransaction
    {
        EVMSearchedTransaction(
            hash: try EVMHash(bytes: [UInt8](repeating: UInt8(truncatingIfNeeded: block), count: 32)),
            from: from ?? fixture.sender, to: to, input: input, nonce: block, blockNumber: block)
    }

    /// Makes the token answer `allowance` for the sender and `spender`.
    func allow(_ allowance: UInt256, to spender: EVMAddress, in fixture: TokenPaymentFixture) {
        fixture.node.setCallAnswer(
            .success(allowance.bigEndianBytes), to: fixture.token.contract,
            data: ERC20.allowanceCall(owner: fixture.sender, spender: spender))
    }

    @Test("An approve call found by the node's search, sent from another wallet, is listed as the token confirms it")
    func aSearchedApprovalIsListed() async throws {
        let fixture = try TokenPaymentFixture()
        let approve = ERC20.approveCall(spender: fixture.spender, amount: 9)
        fixture.node.setSearchedTransactions(
            [try searched(approve, to: fixture.token.contract, block: 4, in: fixture)], for: fixture.sender)
        allow(9, to: fixture.spender, in: fixture)

        let found = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(found.allowances == [TokenAllowance(token: fixture.token, spender: fixture.spender, amount: 9)])
        #expect(found.searchedNode)
    }

    @Test("A node without the search leaves the wallet's record alone and the result says so")
    func aNodeWithoutTheSearchSaysSo() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setError(
            EVMServiceError.methodNotFound(method: "ots_searchTransactionsBefore"), for: .searchTransactions)

        let found = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(found == TokenAllowanceList(allowances: [], searchedNode: false))
    }

    @Test("Another failure of the search is the node's error, not a silent record-only list")
    func otherSearchFailuresAreThrown() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setError(ZilliqaServiceError.rateLimited, for: .searchTransactions)

        await #expect(throws: TransactionsError.self) {
            try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])
        }
    }

    @Test("An approve call to a contract that is not a listed token's is not asked about")
    func unlistedContractsAreIgnored() async throws {
        let fixture = try TokenPaymentFixture()
        let approve = ERC20.approveCall(spender: fixture.spender, amount: 9)
        fixture.node.setSearchedTransactions(
            [try searched(approve, to: fixture.recipient, block: 4, in: fixture)], for: fixture.sender)

        let found = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(found.allowances.isEmpty)
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("A transfer call, and an approve the owner did not send, are not taken for its approvals")
    func onlyTheOwnersApproveCallsCount() async throws {
        let fixture = try TokenPaymentFixture()
        let transfer = ERC20.transferCall(to: fixture.spender, amount: 9)
        let othersApproval = ERC20.approveCall(spender: fixture.recipient, amount: 9)
        fixture.node.setSearchedTransactions(
            [
                try searched(transfer, to: fixture.token.contract, block: 4, in: fixture),
                try searched(
                    othersApproval, to: fixture.token.contract, block: 5, from: fixture.recipient, in: fixture),
            ], for: fixture.sender)

        let found = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(found.allowances.isEmpty)
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("An approval both recorded and found by the search is asked about once")
    func recordedAndSearchedIsAskedOnce() async throws {
        let fixture = try TokenPaymentFixture()
        _ = try await fixture.pay(fixture.approval(fixture.amount))
        let approve = ERC20.approveCall(spender: fixture.spender, amount: fixture.amount)
        fixture.node.setSearchedTransactions(
            [try searched(approve, to: fixture.token.contract, block: 4, in: fixture)], for: fixture.sender)
        allow(7, to: fixture.spender, in: fixture)
        let requestsBefore = fixture.node.callRequests.count

        let found = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(found.allowances.count == 1)
        #expect(fixture.node.callRequests.count - requestsBefore == 1)
    }

    @Test("The search reads at most its bound of pages, newest first")
    func theSearchIsBounded() async throws {
        let fixture = try TokenPaymentFixture()
        let pages = DefaultTokenAllowancesUseCase.maximumSearchPages + 1
        let transfer = ERC20.transferCall(to: fixture.spender, amount: 1)
        let transactions = try (1...UInt64(pages * DefaultTokenAllowancesUseCase.searchPageSize)).map {
            try searched(transfer, to: fixture.token.contract, block: $0, in: fixture)
        }
        fixture.node.setSearchedTransactions(transactions, for: fixture.sender)

        _ = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        let newest = UInt64(pages * DefaultTokenAllowancesUseCase.searchPageSize)
        let size = UInt64(DefaultTokenAllowancesUseCase.searchPageSize)
        #expect(
            fixture.node.searchedBlocks == [0]
                + (1..<UInt64(DefaultTokenAllowancesUseCase.maximumSearchPages)).map {
                    newest - $0 * size + 1
                })
    }
}
