import Foundation
import Testing
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCore

/// Every store that changes a saved list does it through the one atomic update: where another
/// writer always saved first, the change is refused with the update's error, never lost in silence.
@Suite("Stores changed while another writer keeps saving first")
struct StoreUpdateContentionTests {
    let storage = ConflictingStorageBackend()

    /// The error every store's change gives up with, for `key`.
    func contended(_ key: PreferencesKey) -> PersistenceError {
        .updateContended(key: key.rawValue, location: storage.location, attempts: Preferences.maximumUpdateAttempts)
    }

    var tokenList: DefaultTokenListUseCase {
        DefaultTokenListUseCase(preferences: Preferences(storage: storage), networkSetting: .success(.mainnet))
    }

    @Test("a token added is refused with the update's error")
    func tokenAdd() throws {
        let token = try Token(
            contract: try EVMAddress(bytes: [UInt8](repeating: 1, count: 20)), symbol: "USDT", name: "USDT token",
            decimals: 6, evmChainID: Network.mainnet.evmChainID)

        #expect(throws: TokenError.persistence(contended(.tokens))) { try tokenList.add(token) }
        #expect(storage.swapAttempts == Preferences.maximumUpdateAttempts)
    }

    @Test("a ZRC-2 token added is refused with the update's error")
    func zrc2Add() throws {
        let token = try ZRC2Token(
            contract: try Address(bytes: [UInt8](repeating: 2, count: 20)), symbol: "ZRC", name: "ZRC token",
            decimals: 6, evmChainID: Network.mainnet.evmChainID)

        #expect(throws: TokenError.persistence(contended(.zrc2Tokens))) { try tokenList.add(token) }
    }

    @Test("an explorer set is refused with the update's error")
    func explorerSet() throws {
        let explorers = DefaultExplorerUseCase(preferences: Preferences(storage: storage))
        let explorer = try Explorer(url: try #require(URL(string: "https://scan.example.org")))

        #expect(throws: contended(.explorers)) { try explorers.setExplorer(explorer, for: .devnet) }
    }

    @Test("a pool added is refused with the update's error")
    func poolAdd() async throws {
        let fixture = try StakingFixture()
        let address = try EVMAddress("0x00000000000000000000000000000000000000bb")
        fixture.answer(StakingFixture.zil(100).bigEndianBytes, address, Delegation.getMinDelegation.selector)
        fixture.node.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: [])), to: address, data: Delegation.getLST.selector)
        let staking = DefaultStakingUseCase(
            evmService: fixture.node, tokenReading: FakeTokenReadingUseCase(),
            preferences: Preferences(storage: storage),
            networkSetting: .success(.mainnet))

        await #expect(throws: StakingError.persistence(contended(.stakingPools))) { try await staking.add(address) }
    }

    @Test("a contact added is refused with the update's error")
    func contactAdd() throws {
        let book = DefaultContactsUseCase(preferences: Preferences(storage: storage))

        #expect(throws: ContactsError.persistence(contended(.contacts))) {
            try book.add(name: "Alice", address: "0x1111111111111111111111111111111111111111", note: nil)
        }
        #expect(storage.swapAttempts == Preferences.maximumUpdateAttempts)
    }

    @Test("a send recorded is refused with the update's error")
    func sendRecorded() throws {
        let record = SentTransactionRecord(preferences: Preferences(storage: storage))
        let send = SentTransactionRecord.Send(
            chainID: 32769, sender: try EVMAddress(bytes: [UInt8](repeating: 3, count: 20)), nonce: 0,
            hash: try EVMHash(bytes: [UInt8](repeating: 4, count: 32)),
            recipient: try EVMAddress(bytes: [UInt8](repeating: 5, count: 20)), value: Wei(1, unit: .zil), token: nil,
            sentAt: Date(timeIntervalSince1970: 1_800_000_000))

        #expect(throws: contended(.sentTransactions)) { try record.add(send) }
    }

    @Test("an approval recorded is refused with the update's error", .container)
    func approvalRecorded() async throws {
        let fixture = try TokenPaymentFixture()
        let paid = try await fixture.pay(fixture.approval(fixture.amount))
        let record = ApprovalRecord(preferences: Preferences(storage: storage))

        #expect(throws: contended(.evmApprovals)) { try record.add(paid.prepared) }
    }
}
