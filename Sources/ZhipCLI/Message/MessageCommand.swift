import CommandLineKit

/// `zhip-cli message`: the group of commands that sign a message with the EVM account and check a signature.
struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Sign a message or EIP-712 typed data with the EVM account, or check who signed one.",
        discussion: """
            A signed message proves to a site or a person that an address is yours, and moves nothing: it is \
            signed as EIP-191 personal_sign (MetaMask's personal_sign, cast wallet sign, eth-account's \
            encode_defunct), or as EIP-712 typed data (eth_signTypedData_v4, eth-account's encode_typed_data) with \
            --typed-data FILE; neither can ever be a transaction. The signature is 65 bytes, r, s and v, with v 27 \
            or 28 as eth-account writes it. Only the EVM account (0x…) signs messages: no published scheme for \
            signing a message with the legacy (zil1) account's Schnorr key was found that a wallet uses.
            """,
        subcommands: [MessageSignCommand.self, MessageVerifyCommand.self])
}
