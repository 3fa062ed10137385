import Foundation
public import ZilliqaKit

/// What a ``PaymentSession`` works with, taken from a container when the session starts: the
/// network (or why there is none), the node's two APIs, the wallet's preferences (its record of
/// sends and approvals), the rules, and the clocks.
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

    public init(
        network: Result<Network, NetworkSettingError>, zilliqaService: any ZilliqaService, evmService: any EVMService,
        preferences: Preferences, rules: [any PaymentRule] = PaymentRules.standard,
        clock: any MonotonicClock = SystemClock(), dateProvider: any DateProvider = SystemDateProvider()
    ) {
        self.network = network
        self.zilliqaService = zilliqaService
        self.evmService = evmService
        self.preferences = preferences
        self.rules = rules
        self.clock = clock
        self.dateProvider = dateProvider
    }

    /// What `container` registers for each.
    public init(_ container: Container) {
        self.init(
            network: container.network(), zilliqaService: container.zilliqaService(),
            evmService: container.evmService(), preferences: container.preferences(), rules: container.paymentRules(),
            clock: container.clock(), dateProvider: container.dateProvider())
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
}
