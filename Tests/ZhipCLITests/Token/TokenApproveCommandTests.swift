import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli token approve`, `revoke` and `allowances`: the refusals that need no token contract
/// (the ones that do wait for the devnet's ERC-20 model; see the report to the lead).
@Suite("zhip-cli token approve, revoke and allowances", .container { $0.preferences.register { .inMemory() } })
struct TokenApproveCommandTests {
    let directory: TemporaryDirectory
    let keystore: String
    let spender = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// Lists USDT (6 decimals) on the custom network of `arguments` (`--network URL --chain-id N`).
    func listUSDT(on arguments: [String]) throws {
        let network = try Network.custom(url: try #require(URL(string: arguments[1])), chainID: Wallets.chainID)
        let token = try Token(
            contract: try EVMAddress("0x" + String(repeating: "11", count: 20)), symbol: "USDT", name: "Tether USD",
            decimals: 6, evmChainID: network.evmChainID)
        try DefaultTokenListUseCase(preferences: Container.shared.preferences(), networkSetting: .success(network))
            .add(token)
    }

    /// Deploys TUSD (alice's EVM account holds 1000) on `devnet` and lists it.
    func listTUSD(on devnet: Devnet) async throws {
        let contract = try devnet.deployToken(symbol: "TUSD")
        let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)
        try #require(added.code == .success, "\(added.errors)")
    }

    @Test("an unlimited approval without --allow-unlimited-approval is refused by its rule, exit 2, nothing sent")
    func anUnlimitedApprovalNeedsItsFlag() async throws {
        try await withDevnet { devnet async throws in
            try await listTUSD(on: devnet)

            let result = await zhip(
                ["token", "approve", "TUSD", spender, "--unlimited", "--keystore", keystore, "--yes"]
                    + devnet.networkArguments, environment: Wallets.environment)

            #expect(result.code == ExitCode(2))
            #expect(result.errors.hasPrefix("Error: the approval lets the spender move every unit"), "\(result.errors)")
            #expect(result.errors.hasSuffix("(rule unlimited-approval) (add --allow-unlimited-approval)\n"))
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("approving the account itself as the spender is refused in an approval's words, and taken with the flag")
    func approvingItselfNamesTheFlagItTakes() async throws {
        try await withDevnet { devnet async throws in
            try await listTUSD(on: devnet)
            let revoke = ["token", "revoke", "TUSD", Wallets.alice.evmAddress.checksummed, "--keystore", keystore]

            let refused = await zhip(revoke + ["--yes"] + devnet.networkArguments, environment: Wallets.environment)
            let allowed = await zhip(
                revoke + ["--allow-unusual-recipient", "--yes"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(refused.code == ExitCode(2))
            #expect(
                refused.errors.contains("approves the approving account itself as the spender"), "\(refused.errors)")
            #expect(refused.errors.hasSuffix("(rule self-payment) (add --allow-unusual-recipient)\n"))
            #expect(allowed.code == .success, "\(allowed.errors)")
        }
    }

    @Test("on a terminal an approval is asked as one: 'Allow … to move … from this account? Type yes to approve'")
    func theReviewAsksAnApproval() async throws {
        try await withDevnet { devnet async throws in
            try await listTUSD(on: devnet)

            let result = await zhip(
                ["token", "approve", "TUSD", spender, "--amount", "50", "--keystore", keystore]
                    + devnet.networkArguments, input: ["no"], terminal: true)

            #expect(result.errors.contains("Allow \(spender) to move 50 TUSD from this account? Type yes to approve: "))
            #expect(result.errors.contains("not sent: the payment was not confirmed"), "\(result.errors)")
        }
    }

    @Test("on a terminal a revocation is asked as one: 'Take back …'s allowance of …? Type yes to revoke'")
    func theReviewAsksARevocation() async throws {
        try await withDevnet { devnet async throws in
            try await listTUSD(on: devnet)

            let result = await zhip(
                ["token", "revoke", "TUSD", spender, "--keystore", keystore] + devnet.networkArguments,
                input: ["no"], terminal: true)

            #expect(result.errors.contains("Take back \(spender)'s allowance of TUSD? Type yes to revoke: "))
        }
    }

    @Test("approve takes exactly one of --amount and --unlimited, exit 64")
    func approveTakesOneAmount() async throws {
        let result = await zhip([
            "token", "approve", "USDT", spender, "--amount", "1", "--unlimited", "--keystore", keystore, "--yes",
            "--network", "mainnet",
        ])

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("exactly one of --amount and --unlimited"), "\(result.errors)")
    }

    @Test("a spender that is not a 0x address is a usage error, exit 64")
    func aBadSpenderIsAUsageError() async throws {
        let result = await zhip([
            "token", "revoke", "USDT", "0x1234", "--keystore", keystore, "--yes", "--network", "mainnet",
        ])

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("SPENDER"), "\(result.errors)")
    }

    @Test("allowances --json with no approval recorded or found by the node's search lists none")
    func noApprovalListsNone() async throws {
        try await withDevnet { devnet async throws in
            try listUSDT(on: devnet.networkArguments)

            let result = await zhip(
                ["token", "allowances", "--owner", Wallets.alice.evmAddress.checksummed, "--json"]
                    + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            #expect((try result.json()["allowances"] as? [Any])?.isEmpty == true)
            #expect(try result.json()["searchedNode"] as? Bool == true)
        }
    }

    @Test("allowances cannot be listed when the node cannot be reached, exit 1")
    func unreachableNodeFails() async throws {
        let closed = try closedPortArguments()
        try listUSDT(on: closed)

        let result = await zhip(
            ["token", "allowances", "--owner", Wallets.alice.evmAddress.checksummed, "--json"] + closed)

        #expect(result.code == ExitCode(1), "\(result.errors)")
    }
}
