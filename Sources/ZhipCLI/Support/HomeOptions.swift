import CommandLineKit
import Foundation
import ZhipCore

/// `--home`: where the saved wallet, pincode and settings live, for every command that reads
/// them (the network commands through ``NetworkOptions``).
///
/// ```
/// zhip-cli wallet show --home /tmp/zhip-demo
/// ZHIP_HOME=/tmp/zhip-demo zhip-cli wallet show
/// ```
struct HomeOptions: ParsableArguments {
    @Option(
        help: """
            Where Zhip keeps its settings and wallet (config/ and data/ inside it). Without it: $ZHIP_HOME, \
            else $XDG_CONFIG_HOME/zhip and $XDG_DATA_HOME/zhip.
            """,
        valueName: "directory")
    var home: String?

    /// Points ZhipCore's stores at `--home` (a relative path is taken from the console's
    /// directory), else at `ZHIP_HOME` or the XDG directories of the console's environment,
    /// before anything reads them.
    func use(_ console: Console) {
        let explicit = home.map { $0.hasPrefix("~") || $0.isEmpty ? $0 : console.absolutePath($0) }
        Self.point(at: explicit, environment: console.environment)
    }

    /// Points ZhipCore's stores at `--home` exactly as given, when it was given, with this
    /// process's environment: how the network commands and `receive` use it.
    func useAsGiven() {
        guard let home else { return }
        Self.point(at: home, environment: ProcessInfo.processInfo.environment)
    }

    /// Registers the home in ZhipCore's container (`explicitHome`, else `ZHIP_HOME`, else XDG from
    /// `environment`) and drops every store and use case made for another home. The one place
    /// zhip-cli chooses a home.
    static func point(at explicitHome: String?, environment: [String: String]) {
        let explicit = explicitHome
        let container = Container.shared
        container.zhipPaths.register {
            Result { () throws(PersistenceError) in
                try ZhipPaths.resolve(explicitHome: explicit, environment: environment)
            }
        }
        container.preferences.reset(.scope)
        container.securePersistence.reset(.scope)
        container.walletUseCase.reset(.scope)
        container.ledgerWalletUseCase.reset(.scope)
        container.watchedAccountsUseCase.reset(.scope)
        container.pincodeUseCase.reset(.scope)
        container.onboardingUseCase.reset(.scope)
        container.balancesUseCase.reset(.scope)
        container.contactsUseCase.reset(.scope)
        container.networkDidChange()
    }
}
