import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli swap --amount N FROM TO`: one asset for another on the network's exchange (PlunderSwap),
/// as a ``ZhipCore/TokenSwap`` the one payment session prepares, reviews, signs and sends; a token
/// the router may not spend yet is approved first, for exactly the amount, as its own reviewed step.
struct SwapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swap",
        abstract: "Swap ZIL and tokens on the network's exchange (PlunderSwap), from the EVM account.",
        discussion: """
            FROM and TO are ZIL, a listed token's symbol or its contract. The quote is the router's own \
            (getAmountsOut, or getAmountsIn with --exact-out) for the better of the direct pair and the way \
            through WZIL; the price impact is worked out from the pairs' reserves; the swap is simulated from the \
            account before anything is signed. The review shows the rate, the minimum received (or maximum paid), \
            the price impact, the route, the fee in ZIL and the deadline. Rules: --slippage 0.01 to 50 (percent, \
            default 0.5), --deadline 1m to 1d (default 20m), a price impact above 5 % needs --allow-price-impact. \
            A token that takes a fee on transfer is signed with the router's …SupportingFeeOnTransferTokens \
            variant (exact input only), and the review says so. A token the router may not spend yet is approved \
            first for exactly what the swap may take (never unlimited unless --allow-unlimited-approval), reviewed \
            as its own step; with --json each step prints its report, one line each. The exchange is built in on \
            mainnet and testnet; elsewhere set it with 'zhip-cli settings set dex ROUTER'. A quote without a swap: \
            'zhip-cli swap quote'.
            \(ExitCode.sendingHelp)
            """,
        subcommands: [SwapQuoteCommand.self])

    @OptionGroup var options: SwapOptions

    @Option(
        help: "The keystore file of the swapping account; without it, the wallet saved in Zhip's home.",
        valueName: "file")
    var keystore: String?

    @Flag(help: "Swap even when the price impact is above 5 %. Refused without it, or asked about on a terminal.")
    var allowPriceImpact = false

    @Flag(help: "Approve every unit of the input token to the router instead of exactly the amount.")
    var allowUnlimitedApproval = false

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try options.slippageBasisPoints()
        _ = try options.deadlineSeconds()
    }

    func run(_ console: Console) async throws {
        let setup = try PaymentSetup(
            "swap", yes: flags.yes, keystorePath: keystore, password: password, network: network, console: console)
        let exchange = try await SwapExchangeLookUp.exchange(on: setup.network, console: console)
        // The allowance and the simulation are the account's: it is known before the swap is prepared.
        let (sender, unlocked) = try await setup.evmSenderUnlockingIfNeeded(console: console)
        let sides = try await options.sides(console: console)
        let send = PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
        let risks = RiskFlags.accepted(unusualRecipient: false, priceImpact: allowPriceImpact)
        do {
            try await send.run(
                order(sides, on: exchange, sender: sender, risks: risks), unlocked: unlocked,
                checking: Self.needsNoApproval)
        } catch let approval as SwapApprovalNeeded {
            guard case .token(let token) = sides.from else {
                throw approval
            }
            console.printError(
                "Step 1 of 2: the router may not spend your \(token.symbol) yet: approve it to move"
                    + " \(allowUnlimitedApproval ? "every unit" : token.text(of: approval.units)) first.")
            let approving = TokenApproval(
                token, spender: exchange.router, units: allowUnlimitedApproval ? .max : approval.units)
            var approvalSend = send
            approvalSend.noWait = false
            try await approvalSend.run(
                PaymentOrder(
                    approving, from: .evm, sender: sender,
                    consents: allowUnlimitedApproval ? [.unlimitedApproval] : []),
                unlocked: unlocked)
            // The approval's signature spent the unlocked key: the swap unlocks it again.
            console.printError("Step 2 of 2: the swap, quoted again.")
            try await send.run(order(sides, on: exchange, sender: sender, risks: risks), checking: Self.needsNoApproval)
        }
    }

    private func order(
        _ sides: (from: SwapAsset, to: SwapAsset), on exchange: SwapExchange, sender: EVMAddress,
        risks: Set<PaymentRisk>
    ) throws -> PaymentOrder {
        PaymentOrder(try options.swap(sides, on: exchange), from: .evm, sender: sender, consents: risks)
    }

    /// Throws ``SwapApprovalNeeded`` when the router may not spend enough of the input token yet.
    private static func needsNoApproval(_ prepared: PreparedPayment) throws {
        if let units = prepared.reading.swap?.approvalNeeded { throw SwapApprovalNeeded(units: units) }
    }
}

/// The router may not spend `units` of the input token yet: the approval comes first.
struct SwapApprovalNeeded: Error {
    let units: UInt256
}
