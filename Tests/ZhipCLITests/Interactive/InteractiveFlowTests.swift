import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// The encryption password of the wallets the interactive tests create.
let interactivePassword = "apple pie tree"

/// The answers that walk onboarding to the main scene with a new wallet: Welcome, the terms,
/// crash reporting (opt out), the ECC warning, New Wallet, the privacy warning, the password
/// twice, the password backed up, Done in the backup hub with the backup confirmed, no PIN.
let onboardingAnswers = [
    "", "y", "y", "2", "y", "2", "1", interactivePassword, interactivePassword, "y", "3", "y", "",
]

/// Sends `amount` ZIL from alice (funded by the devnet) to `address` through a payment session of
/// its own container, and waits for the receipt.
func fund(_ address: Address, with amount: String, on devnet: Devnet) async throws {
    let network = try Network.custom(url: devnet.url, chainID: Wallets.chainID)
    let container = Container()
    container.network.register { .success(network) }
    container.preferences.register { .inMemory() }
    let session = PaymentSession(
        order: .legacyTransfer(try Wallets.zil(amount), from: Wallets.alice.address, to: address), in: container)
    let paid = try await session.pay(signingWith: Wallets.alice)
    guard case .accepted = paid.outcome else {
        Issue.record("the funding was not accepted: \(paid.outcome)")
        return
    }
    _ = try await session.receipt()
}

/// The whole app in-process, on a scripted terminal, against an in-process devnet and a wallet
/// in a temporary home.
@Suite("Interactive app: whole flows", .container)
struct InteractiveFlowTests {
    /// Points the container at `home` and `devnet`, as `zhip-cli app --home … --network …` does.
    private func use(home: String, devnet: Devnet) throws {
        let network = try Network.custom(url: devnet.url, chainID: Wallets.chainID)
        Container.shared.zhipPaths.register {
            Result { () throws(PersistenceError) in try ZhipPaths.resolve(explicitHome: home, environment: [:]) }
        }
        Container.shared.network.register { .success(network) }
        Container.shared.zilliqaService.register { JSONRPCZilliqaService(network: network, timeout: .seconds(10)) }
        Container.shared.networkDidChange()
    }

    /// Points the container at `home` and `devnet`, runs onboarding to a new wallet (no PIN), and
    /// returns the wallet saved.
    private func onboarded(home: String, devnet: Devnet) async throws -> Wallet {
        try use(home: home, devnet: devnet)
        await InteractiveApp.run(ui: await ScriptedTerminal(onboardingAnswers + ["5"]))
        return try #require(try Container.shared.walletStorageUseCase().loadWallet())
    }

    @Test("onboarding, a new wallet, no PIN, then a payment to the devnet: the main scene shows the new balance")
    func onboardingThenSend() async throws {
        let home = try TemporaryDirectory()
        try await withDevnet { devnet in
            try use(home: home.path, devnet: devnet)
            // Onboarding makes a new wallet, with nothing on it; then Quit.
            let onboarding = await ScriptedTerminal(onboardingAnswers + ["5"])
            await InteractiveApp.run(ui: onboarding)
            let wallet = try #require(try Container.shared.walletStorageUseCase().loadWallet())
            #expect(await onboarding.output.contains("Address: " + wallet.address.bech32))
            try await fund(wallet.address, with: "10", on: devnet)

            // Started again: straight to the wallet (no PIN was set); send 1.5 ZIL to bob.
            let sending = await ScriptedTerminal([
                "1", "1", Wallets.bob.address.bech32, "1.5", "", "", "1", "y", interactivePassword, "", "5",
            ])
            await InteractiveApp.run(ui: sending)

            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
            let output = await sending.output
            #expect(output.contains("Confirmed: the payment went through"))
            let balances = await sending.lines.filter { $0.hasPrefix("Balance: ") }
            #expect(balances.first == "Balance: 10 ZIL")
            #expect(balances.last == "Balance: 8.4 ZIL")
            #expect(await sending.unusedAnswers == 0)
            #expect(!output.contains(interactivePassword))
        }
    }

    @Test("where legacy transfers are disabled the send flow offers the EVM account only, saying why in plain words")
    func sendSceneOnDisabledEra() async throws {
        let home = try TemporaryDirectory()
        try await withDevnet { devnet in
            let wallet = try await onboarded(home: home.path, devnet: devnet)
            try await fund(wallet.address, with: "10", on: devnet)
            devnet.ledger.setEras(EraSchedule(.disabled))

            // Send; the answers end at the choice of the account (Ctrl-D).
            let sending = await ScriptedTerminal(["1"])
            await InteractiveApp.run(ui: sending)

            let output = await sending.output
            #expect(output.contains("Only the EVM account can send on this network"), "\(output)")
            #expect(output.contains("1) Send from the EVM (0x) account"))
            #expect(!output.contains("Send from the legacy (zil1) account"))
            #expect(devnet.ledger.account(wallet.address)?.nonce == 0)
        }
    }

    @Test(
        "where legacy transfers are disabled, a payment from the EVM account: bob's EVM account gets exactly the amount"
    )
    func evmSendOnDisabledEra() async throws {
        let home = try TemporaryDirectory()
        try await withDevnet { devnet in
            let wallet = try await onboarded(home: home.path, devnet: devnet)
            let evm = try #require(wallet.evmAddress)
            // Funded while legacy transfers are taken: a legacy payment to the EVM account's 20 bytes.
            try await fund(try Address(bytes: evm.bytes), with: "10", on: devnet)
            devnet.ledger.setEras(EraSchedule(.disabled))

            // Send, the EVM account, 1.000000000000000001 ZIL to bob's EVM account (type and fees the
            // network's), to signing, reviewed, the password, Enter once confirmed, Quit.
            let sending = await ScriptedTerminal([
                "1", "1", Wallets.bob.evmAddress.checksummed, "1.000000000000000001", "", "", "", "1", "y",
                interactivePassword, "", "5",
            ])
            await InteractiveApp.run(ui: sending)

            let output = await sending.output
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(wei: 1_000_000_000_000_000_001), "\(output)")
            #expect(output.contains("Confirmed: the payment went through"))
            #expect(output.contains("Amount:        1.000000000000000001 ZIL"))
            // zhip-devnet's gas price, 4,761,904,761,904 wei: 21000 x it is 99,999,999,999,984,000 wei.
            #expect(output.contains("Fee:           0.099999999999984 ZIL (21000 gas x 4761.904761904 gwei"))
            #expect((devnet.ledger.account(wallet.address)?.nonce ?? 0) == 0, "the legacy account signed nothing")
            #expect(await sending.unusedAnswers == 0)
            #expect(!output.contains(interactivePassword))
        }
    }

    @Test("'Move ZIL to my EVM account' pays the wallet's own EVM account exactly the amount, from the legacy one")
    func moveToEVMAccount() async throws {
        let home = try TemporaryDirectory()
        try await withDevnet { devnet in
            let wallet = try await onboarded(home: home.path, devnet: devnet)
            let evm = try #require(wallet.evmAddress)
            try await fund(wallet.address, with: "10", on: devnet)

            // Send, the move, 2 ZIL (gas as the network asks), to signing, reviewed, the password, Enter, Quit.
            let moving = await ScriptedTerminal(["1", "3", "2", "", "", "1", "y", interactivePassword, "", "5"])
            await InteractiveApp.run(ui: moving)

            let output = await moving.output
            #expect(devnet.wei(of: evm) == Wei(2, unit: .zil), "\(output)")
            #expect(output.contains(EVMAccountMove.recipientNote(of: try #require(wallet.publicKey))))
            #expect(await moving.unusedAnswers == 0)
        }
    }

    @Test("with a PIN set, the app asks for it before showing the wallet")
    func pincodeAtStart() async throws {
        let home = try TemporaryDirectory()
        try await withDevnet { devnet in
            try use(home: home.path, devnet: devnet)
            var answers = onboardingAnswers
            answers[answers.count - 1] = "0258"
            await InteractiveApp.run(ui: await ScriptedTerminal(answers + ["0258", "y", "5"]))

            let unlocking = await ScriptedTerminal(["0111", "0258", "5"])
            await InteractiveApp.run(ui: unlocking)

            let output = await unlocking.output
            #expect(output.contains("Unlock app"))
            #expect(output.contains("Incorrect PIN"))
            #expect(output.contains("Your balance"))
            #expect(await unlocking.reads.prefix(2).allSatisfy { $0.hidden })
        }
    }
}

/// `zhip-cli` alone, and `zhip-cli app`, run in-process.
@Suite("Interactive app: the commands", .container)
struct InteractiveCommandTests {
    @Test("zhip-cli alone without a terminal prints the help, as before")
    func rootWithoutTerminal() async {
        let result = await zhip([])
        #expect(result.code == .success)
        #expect(result.output.contains("USAGE: zhip-cli"))
        #expect(result.output.contains("\n  app "))
        #expect(!result.output.contains("Welcome"))
    }

    @Test("zhip-cli alone on a terminal runs the app, and Ctrl-D leaves it cleanly")
    func rootOnTerminal() async throws {
        let home = try TemporaryDirectory()
        let path = home.path
        Container.shared.zhipPaths.register {
            Result { () throws(PersistenceError) in try ZhipPaths.resolve(explicitHome: path, environment: [:]) }
        }
        let result = await zhip([], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(result.code == .success)
        #expect(result.output.contains("Welcome to Zhip - a wallet for Zilliqa."))
        #expect(result.output.hasSuffix("Goodbye.\n"))
    }

    @Test("zhip-cli app --home keeps the onboarding answers in that home")
    func appHome() async throws {
        let home = try TemporaryDirectory()
        let result = await zhip(["app", "--home", home.path], input: ["", "y"], environment: ["NO_COLOR": "1"])
        #expect(result.code == .success)
        let preferences = try String(contentsOfFile: home.path + "/config/preferences.json", encoding: .utf8)
        #expect(preferences.contains("Terms") || preferences.contains("terms"))
    }

    @Test("zhip-cli app with a node URL but no chain id is a usage error")
    func appBadNetwork() async {
        let result = await zhip(["app", "--network", "http://127.0.0.1:1"])
        #expect(result.code == .usageError)
        #expect(result.errors.contains("--chain-id"))
    }
}
