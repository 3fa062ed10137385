import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli escrow claim --calldata-file F`: sends the recovery tool's claim from the EVM account
/// to the migration escrow, as a ``PaymentSession`` prepares it.
struct EscrowClaimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "claim",
        abstract: "Send the migration escrow claim Zilliqa's official recovery tool made, from the EVM account.",
        discussion: """
            The file holds the claim as the recovery tool writes it: 0x and the hex digits of claim(pA, pB, pC, \
            pubSignals), 388 bytes, whose public signals name the old (legacy) address, the new (EVM) address and \
            the chain id (docs/zq2-escrow.md); at most \(EscrowClaimCalldata.maximumTextLength) characters. Before \
            anything is signed the claim is refused unless the new address is this wallet's EVM account, the chain \
            id is this network's, and the old address has more than 0 lodged (the escrow would otherwise pay \
            nothing and still take the fee); then it is simulated with eth_call (a revert is refused with the \
            escrow's reason, e.g. "Zk-proof failed"), its gas estimated (at most \(EscrowClaimRules.maximumGas)) \
            and paid in ZIL by the EVM account, which must hold enough. The review shows the old address (zil1 and \
            0x), the new address, the chain id and the amount lodged; after the receipt, the amount the escrow's \
            Released log says it paid. The same confirmation, password and outcome as 'zhip-cli send'.
            Exit codes: as 'zhip-cli send': 0 claimed, 1 failed (nothing sent), 2 refused by a rule, the escrow or \
            the node (nothing signed), or mined and failed, 3 unknown (look it up before trying again), 64 usage.
            """)

    @Option(help: "The file holding the recovery tool's claim: 0x and hex digits.", valueName: "file")
    var calldataFile: String

    @Option(
        help: "The keystore file of the claiming key; without it, the wallet saved in Zhip's home.",
        valueName: "file")
    var keystore: String?

    @Option(
        help: "The nonce to sign with. Default: the account's transaction count. Give the one an unanswered "
            + "send named to send that claim again.",
        valueName: "n")
    var nonce: String?

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try NonceOption.parse(nonce)
    }

    func run(_ console: Console) async throws {
        let claim = try EscrowClaimFile.read(console.absolutePath(calldataFile))
        let nonce = try NonceOption.parse(nonce)
        let setup = try PaymentSetup(
            "escrow claim", yes: flags.yes, keystorePath: keystore, password: password, network: network,
            console: console)
        let order = PaymentOrder(
            claim, from: .evm, sender: setup.knownAddress(of: .evm), terms: PaymentTerms(nonce: nonce))
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(order)
    }
}
