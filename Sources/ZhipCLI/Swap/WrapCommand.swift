import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli wrap --amount N`: ZIL into WZIL (`deposit()`), as a ``ZhipCore/WrapCall`` the one
/// payment session prepares, reviews, signs and sends.
struct WrapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wrap",
        abstract: "Wrap ZIL into WZIL (the exchange's wrapped ZIL), from the EVM account.",
        discussion: """
            Calls WZIL's deposit() with the amount as value: the account then holds that much WZIL, 1 for 1. WZIL \
            is the exchange's (PlunderSwap's, or the one set with 'zhip-cli settings set dex'). The same review, \
            confirmation, password and outcome as 'zhip-cli send'. Back into ZIL: 'zhip-cli unwrap'.
            \(ExitCode.sendingHelp)
            """)

    @Option(help: "The ZIL to wrap, e.g. 10.5.", valueName: "n")
    var amount: String

    @OptionGroup var options: WrapOptions

    func run(_ console: Console) async throws {
        let wei: Wei
        do { wei = try Wei(amount, unit: .zil) } catch { throw ValidationError("--amount (in ZIL): \(error)") }
        try await options.run("wrap", console: console) { exchange, network, _ in
            try WrapCall(wrapping: wei, wzil: exchange.wzil, chainID: network.evmChainID)
        }
    }
}

/// `zhip-cli unwrap --amount N|--all`: WZIL back into ZIL (`withdraw(wad)`).
struct UnwrapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unwrap",
        abstract: "Unwrap WZIL back into ZIL, from the EVM account.",
        discussion: """
            Calls WZIL's withdraw(amount): WZIL pays the ZIL back, 1 for 1. --all unwraps the whole WZIL balance, \
            read first. The same review, confirmation, password and outcome as 'zhip-cli send'.
            \(ExitCode.sendingHelp)
            """)

    @Option(help: "The WZIL to unwrap, e.g. 10.5.", valueName: "n")
    var amount: String?

    @Flag(help: "Unwrap the whole WZIL balance instead of --amount.")
    var all = false

    @OptionGroup var options: WrapOptions

    func validate() throws {
        guard (amount != nil) != all else { throw ValidationError("give exactly one of --amount and --all") }
    }

    func run(_ console: Console) async throws {
        let amount = self.amount
        try await options.run("unwrap", console: console) { exchange, network, sender in
            guard let amount else {
                let wzil = try WrapCall.token(exchange.wzil, chainID: network.evmChainID)
                let balance = try await Self.balance(of: sender, wzil: wzil, console: console)
                return try WrapCall(unwrapping: balance, wzil: exchange.wzil, chainID: network.evmChainID)
            }
            let units: UInt256
            do { units = try UInt256(amount, decimals: 18) } catch {
                throw ValidationError("--amount (in WZIL): \(error)")
            }
            return try WrapCall(unwrapping: units, wzil: exchange.wzil, chainID: network.evmChainID)
        }
    }

    /// The WZIL balance of `sender`, read as every token balance is (one round trip), while a line says so.
    private static func balance(of sender: EVMAddress, wzil: Token, console: Console) async throws -> UInt256 {
        do throws(TokenError) {
            let read = try await WaitingLine.showing("Asking the node for your WZIL balance", on: console) {
                () async throws(TokenError) in
                try await Container.shared.tokenReadingUseCase().balances(of: sender, in: [wzil])
            }
            guard let balance = read.first else { throw TokenError.notAToken(wzil.contract, network: "this network") }
            return try balance.units.get()
        } catch {
            throw CommandFailure("\(error)", exitCode: .failure)
        }
    }
}

/// What `wrap` and `unwrap` share: the keystore and `send`'s confirmation, password, network and output options.
struct WrapOptions: ParsableArguments {
    @Option(help: "The keystore file of the account; without it, the wallet saved in Zhip's home.", valueName: "file")
    var keystore: String?

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    /// Sends the call `intent` makes on the network's exchange, as `command`.
    func run(
        _ command: String, console: Console,
        intent: (SwapExchange, Network, EVMAddress) async throws -> WrapCall
    ) async throws {
        let setup = try PaymentSetup(
            command, yes: flags.yes, keystorePath: keystore, password: password, network: network, console: console)
        let exchange = try await SwapExchangeLookUp.exchange(on: setup.network, console: console)
        let (sender, unlocked) = try await setup.evmSenderUnlockingIfNeeded(console: console)
        let call = try await intent(exchange, setup.network, sender)
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(PaymentOrder(call, from: .evm, sender: sender), unlocked: unlocked)
    }
}
