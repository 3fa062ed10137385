import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

/// Tokens end to end on a real zhip-devnet and its modelled ERC-20 contracts: listed from what the
/// contract says, balances, a send exact to the smallest unit with its fee in ZIL, and each hostile
/// token refused or reported plainly.
@Suite("Tokens end to end on zhip-devnet", .container { $0.preferences.register { .inMemory() } })
struct TokenEndToEndTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    var bob: String { Wallets.bob.evmAddress.checksummed }

    /// alice's EVM account holding 1000 of a 6-decimal token of `behaviour`, listed; its contract.
    func listedToken(
        on devnet: Devnet, symbol: String = "TUSD", behaviour: ERC20Behaviour = .standard, zrc2: Bool = false
    ) async throws -> EVMAddress {
        let contract = try devnet.deployToken(symbol: symbol, behaviour: behaviour, zrc2: zrc2)
        let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)
        try #require(added.code == .success, "\(added.errors)")
        return contract
    }

    func send(_ arguments: [String], on devnet: Devnet) async -> CLIResult {
        await zhip(
            ["send", "--keystore", keystore, "--json", "--yes"] + arguments + devnet.networkArguments,
            environment: Wallets.environment)
    }

    @Test("token add lists a deployed token with the name, symbol and decimals its contract gives")
    func addReadsTheContract() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")

            let added = await zhip(["token", "add", contract.checksummed, "--json"] + devnet.networkArguments)

            #expect(added.code == .success, "\(added.errors)")
            let token = try #require(try added.json()["added"] as? [String: Any])
            #expect(token["symbol"] as? String == "TUSD")
            #expect(token["name"] as? String == "Test TUSD")
            #expect(token["decimals"] as? Int == 6)
        }
    }

    @Test("balance shows a listed token's balance exact in its smallest unit and its decimals")
    func balanceOfAListedToken() async throws {
        try await withDevnet { devnet async throws in
            let contract = try await listedToken(on: devnet)

            let result = await zhip(
                ["balance", Wallets.alice.evmAddress.checksummed, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let evm = try #require(try result.json()["evm"] as? [String: Any])
            let token = try #require((evm["tokens"] as? [[String: Any]])?.first)
            #expect(token["address"] as? String == contract.checksummed)
            #expect(token["balance"] as? [String: String] == ["units": "1000000000", "text": "1000"])
        }
    }

    @Test("send --token moves the amount exactly to the smallest unit, and the fee is paid in ZIL by the gas used")
    func sendExact() async throws {
        try await withDevnet { devnet async throws in
            let contract = try await listedToken(on: devnet)
            let zilBefore = devnet.wei(of: Wallets.alice.evmAddress)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "12.000001"], on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            #expect(try devnet.tokenUnits(contract, of: Wallets.bob.evmAddress) == 12_000_001)
            #expect(try devnet.tokenUnits(contract, of: Wallets.alice.evmAddress) == 987_999_999)
            let json = try result.json()
            #expect((json["amountMoved"] as? [String: String])?["units"] == "12000001")
            #expect(json["transferOutcome"] as? String == "equal")
            let fee = try #require((json["feeCharged"] as? [String: String])?["wei"])
            #expect(Wei(wei: zilBefore.wei - devnet.wei(of: Wallets.alice.evmAddress).wei).weiString == fee)
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == .zero)
        }
    }

    @Test("a token that reverts is refused unsigned with its own reason, exit 2")
    func revertRefused() async throws {
        try await withDevnet { devnet async throws in
            _ = try await listedToken(on: devnet, behaviour: .alwaysReverts)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "1"], on: devnet)

            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("always reverts"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a token whose transfer returns false is refused unsigned, exit 2")
    func falseRefused() async throws {
        try await withDevnet { devnet async throws in
            _ = try await listedToken(on: devnet, behaviour: .returnsFalse)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "1"], on: devnet)

            #expect(result.code == ExitCode(2))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a token whose transfer returns nothing, as USDT's does, is sent")
    func returnsNothingSent() async throws {
        try await withDevnet { devnet async throws in
            let contract = try await listedToken(on: devnet, behaviour: .returnsNothing)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "2"], on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            #expect(try devnet.tokenUnits(contract, of: Wallets.bob.evmAddress) == 2_000_000)
        }
    }

    @Test("a token that moves less than asked is reported plainly: the amount moved, and a warning")
    func feeOnTransferReported() async throws {
        try await withDevnet { devnet async throws in
            let contract = try await listedToken(on: devnet, behaviour: .feeOnTransfer)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "100"], on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["transferOutcome"] as? String == "less")
            #expect((json["amountMoved"] as? [String: String])?["units"] == "99000000")
            #expect(try devnet.tokenUnits(contract, of: Wallets.bob.evmAddress) == 99_000_000)
            #expect(result.errors.contains("Careful"), "\(result.errors)")
        }
    }

    @Test("more than the token balance is refused unsigned, naming the balance")
    func moreThanTheBalance() async throws {
        try await withDevnet { devnet async throws in
            _ = try await listedToken(on: devnet)

            let result = await send(["--token", "TUSD", "--to", bob, "--amount", "1000.000001"], on: devnet)

            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("1000 TUSD"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a token with a bytes32 symbol is listed under that symbol")
    func bytes32Symbol() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "MKR", behaviour: .bytes32Symbol)

            let added = await zhip(["token", "add", contract.checksummed, "--json"] + devnet.networkArguments)

            #expect(added.code == .success, "\(added.errors)")
            #expect((try added.json()["added"] as? [String: Any])?["symbol"] as? String == "MKR")
        }
    }

    @Test("a token whose name is 10 KB of escape codes is listed with its text cleaned and cut")
    func hostileNameCleaned() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "X", behaviour: .hostileName)

            let added = await zhip(["token", "add", contract.checksummed, "--json"] + devnet.networkArguments)

            #expect(added.code == .success, "\(added.errors)")
            let token = try #require(try added.json()["added"] as? [String: Any])
            let name = try #require(token["name"] as? String)
            let symbol = try #require(token["symbol"] as? String)
            #expect(name.count <= TokenText.maximumNameLength)
            #expect(symbol.count <= TokenText.maximumSymbolLength)
            #expect(
                !(name + symbol).unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f || $0 == "\u{202E}" })
        }
    }

    @Test("a token that says it has 255 decimals is refused: no amount of it fits 256 bits")
    func decimals255Refused() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "BIG", behaviour: .decimals255)

            let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)

            #expect(added.code == .failure)
            #expect(added.errors.contains("255 decimals"), "\(added.errors)")
        }
    }

    @Test("approve, then allowances lists it confirmed by allowance(), then revoke, then it is gone")
    func approveAllowancesRevoke() async throws {
        try await withDevnet { devnet async throws in
            let contract = try await listedToken(on: devnet)
            let token = ["--keystore", keystore, "--yes"]

            let approved = await zhip(
                ["token", "approve", "TUSD", bob, "--amount", "5"] + token + devnet.networkArguments,
                environment: Wallets.environment)
            let listed = await zhip(
                ["token", "allowances", "--owner", Wallets.alice.evmAddress.checksummed, "--json"]
                    + devnet.networkArguments)
            let revoked = await zhip(
                ["token", "revoke", "TUSD", bob] + token + devnet.networkArguments, environment: Wallets.environment)
            let after = await zhip(
                ["token", "allowances", "--owner", Wallets.alice.evmAddress.checksummed, "--json"]
                    + devnet.networkArguments)

            #expect(approved.code == .success, "\(approved.errors)")
            #expect(listed.output.contains("5000000"), "\(listed.output)")
            #expect(revoked.code == .success, "\(revoked.errors)")
            #expect(!after.output.contains("5000000"), "\(after.output)")
            #expect(
                try devnet.allowanceUnits(contract, owner: Wallets.alice.evmAddress, spender: Wallets.bob.evmAddress)
                    == 0)
        }
    }

    @Test("a token transfer signed offline with tx sign --token, then sent with tx send, moves exactly what it says")
    func signOfflineThenSend() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")
            let out = directory.file("token.json")
            let signed = await zhip(
                [
                    "tx", "sign", "--keystore", keystore, "--token", contract.checksummed, "--decimals", "6",
                    "--gas-limit", "60000", "--to", bob, "--amount", "7.25", "--nonce", "0", "--max-fee", "5000gwei",
                    "--priority-fee", "0", "--out", out,
                ] + devnet.networkArguments, environment: Wallets.environment)
            try #require(signed.code == .success, "\(signed.errors)")

            let sent = await zhip(["tx", "send", out, "--wait", "--json"] + devnet.networkArguments)

            #expect(sent.code == .success, "\(sent.errors)")
            #expect(try devnet.tokenUnits(contract, of: Wallets.bob.evmAddress) == 7_250_000)
        }
    }

    @Test("the legacy account's holdings of a ZRC-2 token are shown read-only through its proxy")
    func legacyZRC2Holdings() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "ZRC", zrc2: true, holder: Wallets.alice.address)
            let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")

            let result = await zhip(["balance", Wallets.alice.address.bech32] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            #expect(result.output.contains("1000 ZRC (\(contract.checksummed))"), "\(result.output)")
            #expect(result.output.contains("read-only"))
        }
    }
}

extension Devnet {
    /// Deploys a 6-decimal token named `Test <symbol>` whose 1000 tokens `holder` (alice's EVM
    /// account unless told) holds; its contract.
    func deployToken(
        symbol: String, behaviour: ERC20Behaviour = .standard, zrc2: Bool = false, holder: Address? = nil
    ) throws -> EVMAddress {
        let owner = try holder ?? Address(bytes: Wallets.alice.evmAddress.bytes)
        let deployed = try ledger.deploy(
            try TokenDeployment(
                name: "Test \(symbol)", symbol: symbol, decimals: 6, supply: 1_000_000_000, holder: owner,
                behaviour: behaviour, zrc2: zrc2))
        return try EVMAddress(bytes: deployed.address.bytes)
    }

    /// `balanceOf(owner)` of the token at `contract`, as the devnet's model answers it at the head.
    func tokenUnits(_ contract: EVMAddress, of owner: EVMAddress) throws -> UInt256 {
        try view(contract, ERC20.balanceOfCall(owner))
    }

    /// `allowance(owner, spender)` of the token at `contract` at the head.
    func allowanceUnits(_ contract: EVMAddress, owner: EVMAddress, spender: EVMAddress) throws -> UInt256 {
        try view(contract, ERC20.allowanceCall(owner: owner, spender: spender))
    }

    private func view(_ contract: EVMAddress, _ input: [UInt8]) throws -> UInt256 {
        let head = ledger.summary().latestBlock.number
        let call = ContractCall(
            contract: try Address(bytes: contract.bytes), caller: try Address(bytes: contract.bytes), value: 0,
            input: input, blockNumber: head)
        guard let (outcome, _) = try ledger.simulate(call, atBlock: head),
            case .returned(let data) = outcome.result
        else { throw ABIError.offsetOutOfBounds(offset: 0, size: 0) }
        return try ABIReader(data).uint256()
    }
}
