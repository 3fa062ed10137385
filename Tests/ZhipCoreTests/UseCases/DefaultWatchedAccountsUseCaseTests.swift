import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The watched accounts' store: over in-memory preferences, beside a fake keystore wallet (or none).
@Suite("Watched accounts: the store")
struct DefaultWatchedAccountsUseCaseTests {
    static let first = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    static let second = "0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF"

    /// The store over fresh preferences, the home holding `wallet` (none when nil).
    func store(wallet: Wallet? = nil, preferences: Preferences = .inMemory()) -> DefaultWatchedAccountsUseCase {
        DefaultWatchedAccountsUseCase(
            preferences: preferences, walletStorage: FakeWalletUseCase(savedWallet: wallet),
            ledgerWallet: DefaultLedgerWalletUseCase(securePersistence: .inMemory()))
    }

    @Test("in a home with no wallet the first watched account is \"Watched 1\" and in use")
    func theFirstIsInUseWithoutAWallet() throws {
        let watching = store()

        let added = try watching.watch(try WatchedAddress(Self.first), name: nil)

        #expect(added.name == "Watched 1")
        #expect(try watching.watched.inUse == added)
    }

    @Test("beside a keystore wallet a watched account is added but the wallet's own stays in use")
    func theWalletsOwnStaysInUse() throws {
        let watching = store(wallet: TestWallets.wallet)

        _ = try watching.watch(try WatchedAddress(Self.first), name: "Savings")

        #expect(try watching.watched.accounts.map(\.name) == ["Savings"])
        #expect(try watching.watched.inUse == nil)
    }

    @Test("the wallet's own account is refused, given as its zil1… address")
    func theWalletsOwnAccountIsRefused() throws {
        let watching = store(wallet: TestWallets.wallet)
        let own = TestWallets.wallet.address.bech32

        #expect(throws: WatchedAccountError.ownAccount(name: TestWallets.wallet.accounts[0].name)) {
            try watching.watch(try WatchedAddress(own), name: nil)
        }
        #expect(try watching.watched.accounts.isEmpty)
    }

    @Test("a name another account of the home has, in any case, is refused")
    func namesAreUniqueInAnyCase() throws {
        let watching = store(wallet: TestWallets.wallet)
        let taken = TestWallets.wallet.accounts[0].name.uppercased()

        #expect(throws: WatchedAccountError.nameTaken(taken)) {
            try watching.watch(try WatchedAddress(Self.first), name: taken)
        }
    }

    @Test("the default name skips a name taken: Watched 2 when a Watched 1 exists")
    func theDefaultNameSkipsTakenOnes() throws {
        let watching = store()
        _ = try watching.watch(try WatchedAddress(Self.first), name: "watched 1")

        let added = try watching.watch(try WatchedAddress(Self.second), name: nil)

        #expect(added.name == "Watched 2")
    }

    @Test("an address watched already is refused, whichever form it is given in")
    func anAddressIsWatchedOnce() throws {
        let watching = store()
        _ = try watching.watch(try WatchedAddress(Self.first), name: nil)
        let bech32 = Address(try EVMAddress(Self.first)).bech32

        #expect(throws: WatchedAccountError.alreadyWatched(name: "Watched 1")) {
            try watching.watch(try WatchedAddress(bech32), name: nil)
        }
    }

    @Test("past 100 watched accounts the next is refused with full, and nothing is added")
    func theListIsBounded() throws {
        let watching = store()
        for index in 1...WatchedAccounts.maximumAccounts {
            let bytes = [UInt8](repeating: 0, count: 18) + [UInt8(index / 256), UInt8(index % 256)]
            _ = try watching.watch(WatchedAddress(try EVMAddress(bytes: bytes), form: .evm), name: nil)
        }

        #expect(throws: WatchedAccountError.full(maximum: 100)) {
            try watching.watch(try WatchedAddress(Self.first), name: nil)
        }
        #expect(try watching.watched.accounts.count == 100)
    }

    @Test("removing the account in use puts the wallet's own back in use")
    func removingTheOneInUse() throws {
        let watching = store()
        _ = try watching.watch(try WatchedAddress(Self.first), name: "Cold")

        let removed = try watching.remove(named: "COLD")

        #expect(removed.name == "Cold")
        #expect(try watching.watched.accounts.isEmpty)
        #expect(try watching.watched.inUse == nil)
    }

    @Test("use NAME chooses a watched account and use nil the wallet's own")
    func useChooses() throws {
        let watching = store(wallet: TestWallets.wallet)
        _ = try watching.watch(try WatchedAddress(Self.first), name: "Cold")

        try watching.use("cold")
        let chosen = try watching.watched.inUse?.name
        try watching.use(nil)

        #expect(chosen == "Cold")
        #expect(try watching.watched.inUse == nil)
    }

    @Test("a zil1 address is kept and shown as given, with its 0x form beside it")
    func theGivenFormIsKept() throws {
        let preferences = Preferences.inMemory()
        let bech32 = Address(try EVMAddress(Self.first)).bech32
        _ = try store(preferences: preferences).watch(try WatchedAddress(bech32), name: nil)

        let read = try #require(try store(preferences: preferences).watched.accounts.first)

        #expect(read.address.shown == bech32)
        #expect(read.address.otherForm == Self.first)
    }

    @Test("text that is no address is refused without repeating it")
    func notAnAddress() {
        let key = String(repeating: "ab", count: 32)

        let error = #expect(throws: WatchedAccountError.self) { try WatchedAddress(key) }

        #expect(error.map { !$0.description.contains(key) } == true)
    }

    @Test("16 threads watching at once on one store keep all 16")
    func concurrentWatchesAreAllKept() async throws {
        let watching = store()

        await withTaskGroup(of: Void.self) { group in
            for index in 1...16 {
                group.addTask {
                    let bytes = [UInt8](repeating: 0, count: 19) + [UInt8(index)]
                    guard let address = try? EVMAddress(bytes: bytes) else { return }
                    _ = try? watching.watch(WatchedAddress(address, form: .evm), name: "W\(index)")
                }
            }
        }

        #expect(try watching.watched.accounts.count == 16)
    }
}
