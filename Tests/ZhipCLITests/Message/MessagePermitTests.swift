import CommandLineKit
import Testing
import ZilliqaKit

/// eth-account 0.14.0's signatures of two token approvals as typed data on mainnet's EVM chain
/// (32769), with alice's key: `scripts/permit-fixtures.py` prints them.
enum PermitAnswers {
    static let unlimitedEIP2612 = #"""
        {"types":{"EIP712Domain":[{"name":"name","type":"string"},{"name":"version","type":"string"},\#
        {"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"}],\#
        "Permit":[{"name":"owner","type":"address"},{"name":"spender","type":"address"},\#
        {"name":"value","type":"uint256"},{"name":"nonce","type":"uint256"},{"name":"deadline","type":"uint256"}]},\#
        "primaryType":"Permit","domain":{"name":"Tether USD","version":"1","chainId":32769,\#
        "verifyingContract":"0xdAC17F958D2ee523a2206206994597C13D831ec7"},\#
        "message":{"owner":"0x3C0820b2333d0C9FA1145D66414C908909b43041",\#
        "spender":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",\#
        "value":"115792089237316195423570985008687907853269984665640564039457584007913129639935",\#
        "nonce":0,"deadline":1893456000}}
        """#
    static let unlimitedEIP2612Signature =
        "0xb8cecd7082e56d55162a05b969d0aa5477b98b8a826e963943321c15d0228db40e354c43077cc535aada9221ee5ed609ce5b5ba66ce2"
        + "a4dc7212716d184dddee1c"

    static let permit2Single = #"""
        {"types":{"EIP712Domain":[{"name":"name","type":"string"},{"name":"chainId","type":"uint256"},\#
        {"name":"verifyingContract","type":"address"}],"PermitSingle":[{"name":"details","type":"PermitDetails"},\#
        {"name":"spender","type":"address"},{"name":"sigDeadline","type":"uint256"}],\#
        "PermitDetails":[{"name":"token","type":"address"},{"name":"amount","type":"uint160"},\#
        {"name":"expiration","type":"uint48"},{"name":"nonce","type":"uint48"}]},"primaryType":"PermitSingle",\#
        "domain":{"name":"Permit2","chainId":32769,"verifyingContract":"0x000000000022D473030F116dDEE9F6B43aC78BA3"},\#
        "message":{"details":{"token":"0xdAC17F958D2ee523a2206206994597C13D831ec7","amount":"12500000",\#
        "expiration":1893456000,"nonce":0},"spender":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",\#
        "sigDeadline":1893456000}}
        """#
    static let permit2SingleSignature =
        "0x20e5f90cac9568642bd6951dad34b92c657458872236d32f910b718e17691fa0208870722c2f9c5e83c5e59845d6c7863390aac7f646"
        + "f3f86f946b70710d85b01b"
}

@Suite("zhip-cli message sign of a token approval (a permit)", .container)
struct MessagePermitTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    private func sign(_ document: String, _ extra: [String] = [], input: [String] = []) async throws -> CLIResult {
        let file = try directory.write("permit.json", document)
        let yes = input.isEmpty ? ["--yes"] : []
        return await zhip(
            ["message", "sign", "--keystore", keystore, "--typed-data", file, "--network", "mainnet", "--json"] + yes
                + extra, input: input, environment: Wallets.environment, terminal: !input.isEmpty)
    }

    @Test("an unlimited EIP-2612 permit with --yes is refused with exit 2, naming the flag, nothing signed")
    func unlimitedRefused() async throws {
        let result = try await sign(PermitAnswers.unlimitedEIP2612)

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("token approval of an UNLIMITED amount"), "\(result.errors)")
        #expect(result.errors.contains("--allow-unlimited-approval"))
        #expect(!result.output.contains(#""signature":"#))
    }

    @Test("with --allow-unlimited-approval it is signed as eth-account signs it, after the review says what it is")
    func unlimitedAllowed() async throws {
        let result = try await sign(PermitAnswers.unlimitedEIP2612, ["--allow-unlimited-approval"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["signature"] as? String == PermitAnswers.unlimitedEIP2612Signature)
        #expect(result.errors.contains("This is a token approval (EIP-2612 Permit), not a message"))
        #expect(result.errors.contains("  spender: 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"))
        #expect(result.errors.contains("  token: 0xdAC17F958D2ee523a2206206994597C13D831ec7 (not a listed token)"))
        #expect(result.errors.contains("  amount: UNLIMITED: every unit you hold, now and later"))
        #expect(result.errors.contains("  signature valid until: 2030-01-01 00:00:00 UTC"))
    }

    @Test("on a terminal the unlimited permit is asked about, and refused unless the answer is yes")
    func unlimitedAskedOnATerminal() async throws {
        let result = try await sign(PermitAnswers.unlimitedEIP2612, input: ["no"])

        #expect(result.code == ExitCode(2), "\(result.errors)")
        #expect(result.errors.contains("Allow an UNLIMITED approval?"))
        #expect(!result.output.contains(#""signature":"#))
    }

    @Test("a Permit2 PermitSingle of 12.5 units is signed without a flag, its amount and expiry said")
    func limitedPermit2() async throws {
        let result = try await sign(PermitAnswers.permit2Single)

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["signature"] as? String == PermitAnswers.permit2SingleSignature)
        #expect(result.errors.contains("This is a token approval (Permit2 PermitSingle)"))
        #expect(result.errors.contains("  amount: 12500000 of the token's smallest units (its decimals are unknown)"))
        #expect(result.errors.contains("  allowance expires: 2030-01-01 00:00:00 UTC"))
    }
}
