import CommandLineKit

/// `zhip-cli message`: the group of commands that sign a message with the EVM account and check a signature.
struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Sign a message or EIP-712 typed data to prove an address is yours, or check who signed one.",
        discussion: """
            A signed message proves to a site or a person that an address is yours, and moves nothing: it is \
            signed as EIP-191 personal_sign (MetaMask's personal_sign, cast wallet sign, eth-account's \
            encode_defunct), or as EIP-712 typed data (eth_signTypedData_v4, eth-account's encode_typed_data) with \
            --typed-data FILE; neither can ever be a transaction. The signature is 65 bytes, r, s and v, with v 27 \
            or 28 as eth-account writes it. The legacy (zil1) account signs text as ZilPay's wallet.sign does \
            (--account legacy): EC-Schnorr of SHA-256 of the text (32 bytes, never a transaction's encoding), the \
            signature r || s and the public key.
            """,
        subcommands: [MessageSignCommand.self, MessageVerifyCommand.self])
}
