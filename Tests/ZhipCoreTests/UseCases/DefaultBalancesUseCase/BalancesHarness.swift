import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// A ``DefaultBalancesUseCase`` over a fake legacy node, an in-memory store (or the one given), a
/// fixed date and a clock that moves only when told; the account asked about holds 10 ZIL.
struct BalancesHarness {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    let node: FakeZilliqaService
    let storage: InMemoryStorageBackend
    let preferences: Preferences
    let dates = FixedDateProvider(BalancesHarness.start)
    let clock = ImmediateClock()
    let useCase: DefaultBalancesUseCase
    /// The account whose balance is asked: the devnets' genesis key's.
    let account: Address
    /// An account the node was never told about.
    let stranger: Address

    init(
        network: Result<Network, NetworkSettingError> = .success(.mainnet),
        accountBalance: AccountBalance = AccountBalance(balance: Amount(10, unit: .zil), nonce: 4),
        storage: any StorageBackend = InMemoryStorageBackend()
    ) {
        node = FakeZilliqaService()
        self.storage = storage as? InMemoryStorageBackend ?? InMemoryStorageBackend()
        preferences = Preferences(storage: storage)
        useCase = DefaultBalancesUseCase(
            zilliqaService: node, networkSetting: network, preferences: preferences, dateProvider: dates, clock: clock)
        account = TestWallets.keyPair.address
        stranger = Address(PaymentWorld.address("9ca91eb535fb92fda5094110fdaeb752edb9b039"))
        node.setAccount(accountBalance, for: account)
    }
}
