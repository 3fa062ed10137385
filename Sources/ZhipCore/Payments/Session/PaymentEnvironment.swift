import Foundation
public import ZilliqaKit

/// What a ``PaymentSession`` works with, taken from a container when the session starts: the
/// network (or why there is none), the node's two APIs, the wallet's preferences (its record of
/// sends and approvals), the rules, the clocks and the accounts the home only watches; and the network setting as it is now, read
/// again before signing and sending (a switch since the start refuses the payment).
///
/// ```swift
/// let environment = PaymentEnvironment(Container.shared)      // what the app and zhip-cli use
/// ```
public struct PaymentEnvironment: Sendable {
    public let network: Result<Network, NetworkSettingError>
    public let zilliqaService: any ZilliqaService
    public let evmService: any EVMService
    public let preferences: Preferences
    public let rules: [any PaymentRule]
    public let clock: any MonotonicClock
    public let dateProvider: any DateProvider
    /// The network setting now (the container's, read again each time); `network` when none is given.
    public let networkNow: @Sendable () -> Result<Network, NetworkSettingError>
    /// The address book's entries, read when a payment is prepared (none when it cannot be read).
    public let contacts: @Sendable () -> [KnownCounterparty]
    /// The accounts the home watches without their keys, nil where none can be: a paying account
    /// among them is refused by ``WatchOnlyRule``.
    public let watchedAccounts: (any WatchedAccountsUseCase)?

    public init(
        network: Result<Network, NetworkSettingError>, zilliqaService: any ZilliqaService, evmService: any EVMService,
        preferences: Preferences, rules: [any PaymentRule] = PaymentRules.standard,
        clock: any MonotonicClock = SystemClock(), dateProvider: any DateProvider = SystemDateProvider(),
        networkNow: (@Sendable () -> Result<Network, NetworkSettingError>)? = nil,
        contacts: @escaping @Sendable () -> [KnownCounterparty] = { [] },
        watchedAccounts: (any WatchedAccountsUseCase)? = nil
    ) {
        self.network = network
        self.contacts = contacts
        self.networkNow = networkNow ?? { network }
        self.zilliqaService = zilliqaService
        self.evmService = evmService
        self.preferences = preferences
        self.rules = rules
        self.clock = clock
        self.dateProvider = dateProvider
        self.watchedAccounts = watchedAccounts
    }

    /// What `container` registers for each.
    public init(_ container: Container) {
        self.init(
            network: container.network(), zilliqaService: container.zilliqaService(),
            evmService: container.evmService(), preferences: container.preferences(), rules: container.paymentRules(),
            clock: container.clock(), dateProvider: container.dateProvider(), networkNow: { container.network() },
            contacts: { container.contactsUseCase().knownCounterparties },
            watchedAccounts: container.watchedAccountsUseCase())
    }

    /// What the wallet knows on the EVM chain `chainID`, from its own stores: its contacts, the
    /// paying account and the watched ones, then whom it paid or approved there, newest first.
    func known(onChain chainID: UInt64, sender: EVMAddress?) -> KnownCounterparties {
        let watched = ((try? watchedAccounts?.watched.accounts) ?? []).map(\.evmAddress)
        let own = ([sender].compactMap { $0 } + watched).map { KnownCounterparty(address: $0, seen: .ownAccount) }
        return KnownCounterparties(
            contacts() + own + CounterpartyRecord(preferences: preferences).known(onChain: chainID))
    }

    /// The rail of `account`.
    func rail(for account: PayingAccount) -> any PaymentRail {
        switch account {
        case .legacy: LegacyRail(zilliqaService: zilliqaService, evmService: evmService)
        case .evm: EVMRail(evmService: evmService, zilliqaService: zilliqaService)
        }
    }

    /// The network, or why there is none.
    func configuredNetwork() throws(TransactionsError) -> Network {
        switch network {
        case .success(let network): return network
        case .failure(let error): throw .networkSetting(error)
        }
    }

    /// The network the services were taken for, refused when the setting has changed since: a
    /// payment prepared for one network is never signed or sent for another.
    func unchangedNetwork() throws(TransactionsError) -> Network {
        let network = try configuredNetwork()
        guard case .success(let now) = networkNow(), now != network else { return network }
        throw .networkChanged(preparedFor: network.displayName, configured: now)
    }
}
