import CommandLineKit
import ZhipCore

/// `zhip-cli token revoke TOKEN SPENDER`: takes back a spender's allowance (an approval of 0).
struct TokenRevokeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Take back a spender's allowance of a listed token (approve it 0).",
        discussion: """
            Sends approve(SPENDER, 0) to the token's contract from the key's EVM account, through the same review, \
            confirmation and outcome as 'zhip-cli token approve'. What a spender already moved stays moved.
            Exit codes: as 'zhip-cli send'.
            """)

    @OptionGroup var options: TokenApproveOptions

    func validate() throws {
        try options.checkSpender()
        _ = try options.givenNonce()
    }

    func run(_ console: Console) async throws {
        try await options.run("revoke", amount: { _ in .zero }, accepting: [], console: console)
    }
}
