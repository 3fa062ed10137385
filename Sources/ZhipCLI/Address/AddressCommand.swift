import CommandLineKit
import ZilliqaKit

/// `zhip-cli address ADDRESS`: parses an address in any form and prints all three forms.
struct AddressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "address",
        abstract: "Show an address in all its forms: bech32, checksummed hex and plain hex.",
        discussion: """
            Accepts zil1… bech32, or 40 hex characters with or without 0x. Mixed-case hex must carry \
            Zilliqa's checksum (an Ethereum-checksummed address is refused); all-lowercase or all-uppercase \
            hex carries none.
            """)

    @Argument(help: "The address: zil1… or 40 hex characters (0x optional).")
    var address: String

    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try parsedAddress()
    }

    func run(_ console: Console) async throws {
        let forms = AddressForms(try parsedAddress())
        try CommandOutput(console, output).emit(forms, lines: forms.lines)
    }

    /// The address, or a usage error saying why the text is not one. The text itself is not
    /// repeated: it could be a private key pasted in the wrong place.
    private func parsedAddress() throws -> Address {
        do {
            return try Address(address)
        } catch {
            throw ValidationError("not a Zilliqa address: \(error)")
        }
    }
}
