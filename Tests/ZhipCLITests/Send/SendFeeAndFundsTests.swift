import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `send`'s refusals of the funds and the fee before anything is signed: each by its rule (exit 2),
/// in the rule's words, the node given nothing.
extension SendCommandTests {
    @Test("more than the balance is refused before signing: exit 2, no password needed, the node got nothing")
    func insufficientFunds() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet(balance: "1") { devnet async throws in
            // A wrong password: had the keystore been unlocked, this would fail differently.
            let result = await zhip(
                send(file, amount: "1", ["--yes"] + devnet.networkArguments),
                environment: ["ZHIP_PASSWORD": "wrong one"])
            #expect(result.code == ExitCode(2))
            #expect(result.output.isEmpty)
            #expect(result.errors.hasPrefix("Error: insufficient funds: the payment needs 1.1 ZIL"))
            #expect(result.errors.contains("the balance is 1 ZIL"))
            #expect(
                result.errors.hasSuffix(
                    "send at most 0.9 ZIL (900000000000000000 wei) at this fee, or fund the account (rule funds)\n"))
            #expect(devnet.acceptedNothing)
            #expect(devnet.nonce(of: Wallets.alice) == 0)
        }
    }

    @Test("send --yes with a node reporting an absurd minimum gas price signs nothing: exit 2, the node named")
    func absurdNodeMinimum() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            devnet.control.setMinimumGasPrice(Amount(qa: 1_000_000_000_000_000_000))
            let result = await zhip(send(file, ["--yes"] + devnet.networkArguments), environment: Wallets.environment)
            #expect(result.code == ExitCode(2))
            #expect(
                result.errors.hasPrefix("Error: the node at \(devnet.url.absoluteString) asks 1000000000000 Li a gas"))
            #expect(result.errors.contains("above Zhip's ceiling of 20000 Li: the node is wrong or hostile"))
            #expect(result.errors.hasSuffix("(rule fee-ceiling)\n"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("--gas-price above the ceiling needs --allow-high-fee: refused without it, paid with it")
    func highGasPriceNeedsTheFlag() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let refused = await zhip(
                send(file, ["--yes", "--gas-price", "50000"] + devnet.networkArguments),
                environment: Wallets.environment)
            let allowed = await zhip(
                send(
                    file, ["--yes", "--gas-price", "50000", "--allow-high-fee", "--no-wait"] + devnet.networkArguments),
                environment: Wallets.environment)
            #expect(refused.code == ExitCode(2))
            #expect(refused.errors.contains("above Zhip's ceiling of 20000 Li"))
            #expect(allowed.code == .success, "\(allowed.errors)")
        }
    }

    @Test("a gas price below the network's minimum is refused before signing: exit 2, the node got nothing")
    func gasPriceTooLow() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--gas-price", "1999.999999"] + devnet.networkArguments),
                environment: ["ZHIP_PASSWORD": "wrong one"])
            #expect(result.code == ExitCode(2))
            #expect(
                result.errors
                    == "Error: the price offered, 1999.999999 Li a gas, is below the network's 2000 Li, so the node "
                    + "would refuse it: nothing was signed; offer at least the network's price (leave the price out "
                    + "to pay it) (rule fee-floor)\n")
            #expect(devnet.acceptedNothing)
        }
    }
}
