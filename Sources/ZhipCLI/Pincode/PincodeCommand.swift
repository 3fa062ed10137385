import CommandLineKit

/// `zhip-cli pincode`: set or remove the 4-digit pincode that unlocks Zhip.
struct PincodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pincode",
        abstract: "Set or remove the pincode that unlocks Zhip.",
        discussion: """
            The pincode (4 digits) is an extra lock on the app, not on the wallet: the wallet's key stays locked \
            with its encryption password. Only a salted Argon2id hash of it is saved. Too many wrong pincodes \
            lock it for a growing time.
            """,
        subcommands: [PincodeSetCommand.self, PincodeRemoveCommand.self])
}
