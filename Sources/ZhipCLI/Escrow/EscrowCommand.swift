import CommandLineKit

/// `zhip-cli escrow`: the group of commands for Zilliqa 2.0's migration escrow.
struct EscrowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "escrow",
        abstract: "Claim ZIL a legacy account lodged in Zilliqa 2.0's migration escrow into the EVM account.",
        discussion: """
            A legacy (zil1) account's ZIL lodged in the migration escrow (0x00000000005a494c31455343524f5750524f5859; \
            'zhip-cli balance' shows how much) is claimed with a proof that only Zilliqa's official recovery tool \
            makes, from the wallet's seed phrase. The tool writes the claim as 0x… call data; 'zhip-cli escrow claim' \
            checks it and sends it from the EVM account (docs/zq2-escrow.md).
            """,
        subcommands: [EscrowClaimCommand.self])
}
