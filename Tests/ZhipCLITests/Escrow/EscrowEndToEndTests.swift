import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// The migration escrow end to end on a real zhip-devnet (docs/zq2-escrow.md): the lodged balance
/// after a legacy lodge in the escrow-only era, a registered claim paid into the EVM account, and
/// claims refused before anything is signed.
@Suite("The migration escrow end to end on zhip-devnet", .container { $0.preferences.register { .inMemory() } })
struct EscrowEndToEndTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// The devnet's EVM chain id: 222 + 0x8000.
    static let chainID = UInt256(Network.evmChainID(forZilliqaChainID: Wallets.chainID))
    /// What alice lodges.
    static let lodged = Wei(wei: 5_000_000_000_000_000_000)

    /// Switches the devnet to the escrow-only era and lodges 5 ZIL from alice's legacy account,
    /// as a legacy transfer into the escrow, confirmed.
    func lodge(on devnet: Devnet) throws {
        devnet.ledger.setEras(EraSchedule(.escrowOnly))
        let payment = Payment(
            to: .migrationEscrow, amount: try Wallets.zil("5"), gasPrice: Wallets.minimumGasPrice, nonce: 1)
        _ = try devnet.ledger.submit(SignedTransaction.sign(payment, with: Wallets.alice, chainID: Wallets.chainID))
        _ = devnet.control.confirmNow()
    }

    /// The claim file of alice's legacy lodging paying `new` (alice's EVM account unless given) on
    /// `chainID`; registered as proven on the devnet when `registered`.
    func claimFile(
        on devnet: Devnet, old: Address = Wallets.alice.address, new: EVMAddress? = nil,
        chainID: UInt256 = EscrowEndToEndTests.chainID, registered: Bool = true
    ) throws -> String {
        let bytes = EscrowClaimCalldata.encode(
            proof: [11, 22, 33, 44, 55, 66, 77, 88], oldAddress: old, newAddress: new ?? Wallets.alice.evmAddress,
            chainID: chainID)
        if registered { #expect(devnet.control.registerEscrowClaim(bytes)) }
        return try directory.write("claim.txt", "0x" + Hex.encode(bytes) + "\n")
    }

    /// Funds alice's EVM account with 10 ZIL for the claim's gas.
    func fundEVM(on devnet: Devnet) throws {
        _ = try devnet.ledger.fund(try Address(bytes: Wallets.alice.evmAddress.bytes), wei: Wei(10, unit: .zil))
    }

    /// Lodges 5 ZIL from alice's legacy account and funds her EVM account for the gas.
    func readyToClaim(on devnet: Devnet) throws {
        try lodge(on: devnet)
        try fundEVM(on: devnet)
    }

    /// `escrow claim --calldata-file file` with alice's keystore and `options` (`--yes --json` unless given).
    func claim(
        _ file: String, on devnet: Devnet, _ options: [String] = ["--yes", "--json"], input: [String] = [],
        terminal: Bool = false
    ) async -> CLIResult {
        await zhip(
            ["escrow", "claim", "--calldata-file", file, "--keystore", keystore] + options + devnet.networkArguments,
            input: input, environment: Wallets.environment, terminal: terminal)
    }

    @Test("balance shows what the legacy account lodged, exact, with the recovery tool's sentence")
    func balanceShowsTheLodging() async throws {
        try await withDevnet { devnet async throws in
            try lodge(on: devnet)

            let json = await zhip(["balance", Wallets.alice.address.bech32, "--json"] + devnet.networkArguments)
            let text = await zhip(["balance", Wallets.alice.address.bech32] + devnet.networkArguments)

            #expect(json.code == .success, "\(json.errors)")
            let escrow = try #require(try json.json()["escrow"] as? [String: Any])
            #expect(escrow["lodged"] as? [String: String] == ["wei": "5000000000000000000", "zil": "5"])
            #expect(text.output.contains("5 ZIL lodged in the migration escrow"), "\(text.output)")
            #expect(text.output.contains("Zilliqa's official recovery tool"))
        }
    }

    @Test("a node with no escrow answer is said so, and the ZIL balance is still shown")
    func noEscrowAnswer() async throws {
        let node = try HostileNode(.result(#"{"balance":"5000000000000","nonce":3}"#))
        defer { node.stop() }

        let result = await zhip(["balance", KnownKey.hex, "--network", node.url.absoluteString, "--chain-id", "1"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.contains("balance:     5 ZIL"), "\(result.output)")
        #expect(result.output.contains("no answer from the migration escrow"), "\(result.output)")
    }

    @Test("a registered claim pays the EVM account exactly the lodged ZIL, less only the fee it pays")
    func aRegisteredClaimIsPaid() async throws {
        try await withDevnet { devnet async throws in
            try readyToClaim(on: devnet)
            let file = try claimFile(on: devnet)
            let before = devnet.wei(of: Wallets.alice.evmAddress)

            let result = await claim(file, on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            let report = try result.json()
            let paid = try #require((report["escrowClaim"] as? [String: Any])?["paid"] as? [String: String])
            #expect(paid == ["wei": "5000000000000000000", "zil": "5"])
            let fee = try #require((report["feeCharged"] as? [String: Any])?["wei"] as? String)
            let after = devnet.wei(of: Wallets.alice.evmAddress)
            #expect(after.wei + (try #require(UInt128(fee))) == before.wei + Self.lodged.wei)
            #expect(devnet.ledger.escrow?.balance(of: Wallets.alice.address) == 0)
        }
    }

    @Test("the history shows a paid claim as the lodged ZIL coming in from the escrow, with the fee paid")
    func theHistoryShowsTheClaim() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        try await withDevnet { devnet async throws in
            try readyToClaim(on: devnet)
            let file = try claimFile(on: devnet)
            let claimed = await home.run(
                ["escrow", "claim", "--calldata-file", file, "--yes"] + devnet.networkArguments,
                environment: Wallets.environment)
            try #require(claimed.code == .success, "\(claimed.errors)")

            let listed = await home.run(["history", "--account", "evm", "--json"] + devnet.networkArguments)

            let entry = try #require((try listed.json()["entries"] as? [[String: Any]])?.first)
            #expect(entry["direction"] as? String == "in")
            #expect(entry["counterparty"] as? String == MigrationEscrow.address.checksummed)
            #expect((entry["amount"] as? [String: Any])?["units"] as? String == "5000000000000000000")
            #expect(entry["fee"] != nil)
        }
    }

    @Test("the text result names the old address in both forms, the new address, the chain id and the amount paid")
    func theTextResultNamesTheClaim() async throws {
        try await withDevnet { devnet async throws in
            try readyToClaim(on: devnet)
            let file = try claimFile(on: devnet)

            let result = await claim(file, on: devnet, ["--yes"])

            #expect(result.code == .success, "\(result.errors)")
            let old = Wallets.alice.address
            #expect(result.output.contains("\(old.bech32) (\(old.checksummed))"), "\(result.output)")
            #expect(result.output.contains(Wallets.alice.evmAddress.checksummed))
            #expect(result.output.contains("chain id:"))
            #expect(result.output.contains("amount paid: 5 ZIL (5000000000000000000 wei)"), "\(result.output)")
        }
    }

    @Test("on a terminal the review shows the claim's three checked facts and the lodged amount; no sends nothing")
    func theReviewIsConfirmed() async throws {
        try await withDevnet { devnet async throws in
            try readyToClaim(on: devnet)
            let received = devnet.control.received.summary().received
            let file = try claimFile(on: devnet)

            let result = await claim(file, on: devnet, [], input: ["yes", "no"], terminal: true)

            let shown = result.output + result.errors
            #expect(shown.contains("old address:"), "\(shown)")
            #expect(shown.contains("(this wallet's EVM account: checked)"))
            #expect(shown.contains("\(Self.chainID) (this network's: checked)"))
            #expect(shown.contains("5 ZIL (5000000000000000000 wei), which the escrow pays the new address"))
            #expect(devnet.control.received.summary().received == received, "nothing was sent")
        }
    }

    /// Runs the claim `file` makes after a lodge, with the EVM account funded: refused with exit 2
    /// saying `words`, and nothing sent to the devnet.
    func expectRefused(saying words: String, _ file: (Devnet) throws -> String) async throws {
        try await withDevnet { devnet async throws in
            try readyToClaim(on: devnet)
            let received = devnet.control.received.summary().received

            let result = await claim(try file(devnet), on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains(words), "\(result.errors)")
            #expect(devnet.control.received.summary().received == received, "nothing was sent")
        }
    }

    @Test("a claim not registered is refused unsigned with the escrow's reason, nothing sent")
    func anUnregisteredClaimIsRefused() async throws {
        try await expectRefused(saying: "Zk-proof failed") { try claimFile(on: $0, registered: false) }
    }

    @Test("a claim paying another account is refused before signing")
    func anotherAccountIsRefused() async throws {
        try await expectRefused(saying: "not this wallet's EVM account") {
            try claimFile(on: $0, new: Wallets.bob.evmAddress)
        }
    }

    @Test("a claim for another chain is refused before signing")
    func anotherChainIsRefused() async throws {
        try await expectRefused(saying: "the claim is for chain 33468") { try claimFile(on: $0, chainID: 33_468) }
    }

    @Test("a claim of an old address with nothing lodged is refused before signing")
    func nothingLodgedIsRefused() async throws {
        try await withDevnet { devnet async throws in
            try fundEVM(on: devnet)
            let file = try claimFile(on: devnet)

            let result = await claim(file, on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("has nothing lodged"), "\(result.errors)")
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("a file that is not a claim is refused before the network is asked")
    func notAClaimIsRefused() async throws {
        let file = try directory.write("claim.txt", "0xa9059cbb")

        let result = await zhip(
            ["escrow", "claim", "--calldata-file", file, "--keystore", keystore, "--yes"] + (try closedPortArguments()),
            environment: Wallets.environment)

        #expect(result.code == ExitCode(2), "\(result.errors)")
        #expect(result.errors.contains("not the 388"), "\(result.errors)")
    }
}
