import CommandLineKit
import ZilliqaKit

/// `zhip-cli address ADDRESS`: parses an address in any form and prints all its forms, Zilliqa's
/// and Ethereum's, saying that they are one account.
struct AddressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "address",
        abstract: "Show an address in all its forms: bech32, Zilliqa-checksummed hex, EIP-55 hex and plain hex.",
        discussion: """
            Accepts zil1… bech32, or 40 hex characters with or without 0x. Mixed-case hex must carry \
            Zilliqa's checksum or, after 0x, Ethereum's EIP-55 one; all-lowercase or all-uppercase hex \
            carries none. All the forms are the same 20 bytes, one account on chain: whether it is a legacy \
            (zil1) account or an EVM (0x) one depends on the key its owner holds, and the same key's other \
            account has another address (see 'zhip-cli wallet show').
            """)

    @Argument(help: "The address: zil1…, or 40 hex characters (0x optional; EIP-55 after 0x).")
    var address: String

    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try parsedAddress()
    }

    func run(_ console: Console) async throws {
        let forms = AccountForms(try parsedAddress())
        try CommandOutput(console, output).emit(forms, lines: forms.lines)
    }

    /// The address, or a usage error saying why the text is not one. The text itself is not
    /// repeated: it could be a private key pasted in the wrong place.
    private func parsedAddress() throws -> Address {
        do {
            return try Address(address)
        } catch .checksumMismatch {
            // Mixed case that is not Zilliqa's checksum may be Ethereum's.
            guard let evm = try? EVMAddress(address), let same = try? Address(bytes: evm.bytes) else {
                throw ValidationError("not a Zilliqa address: \(Self.neitherChecksum)")
            }
            return same
        } catch {
            throw ValidationError("not a Zilliqa address: \(error)")
        }
    }

    static let neitherChecksum =
        "checksum does not match: the upper and lower case letters are neither Zilliqa's checksum nor Ethereum's"
        + " EIP-55; copy the address again, or check for a typo"
}
