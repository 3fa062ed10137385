import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `send --account evm` as a new user meets it on Zilliqa 2.0 (issue 26): the node's chain, the
/// fee charged, the defaults, `--nonce`, the keystore's password and the messages that name the
/// real cause.
extension SendEVMCommandTests {
    @Test(
        "a wrong --chain-id: refused unsigned by rule chain-id (exit 2) naming both chains, from either account"
    )
    func aWrongChainIDIsRefusedBeforeSigning() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let common =
                ["send", "--keystore", file, "--amount", "1", "--yes", "--network", devnet.url.absoluteString]
                + ["--chain-id", "1"]
            let evm = await zhip(common + ["--account", "evm", "--to", bob], environment: Wallets.environment)
            let legacy = await zhip(
                common + ["--account", "legacy", "--to", Wallets.bob.address.bech32], environment: Wallets.environment)

            for result in [evm, legacy] {
                #expect(result.code == ExitCode(2))
                #expect(result.errors.contains("the chain ids do not match: nothing was signed"), "\(result.errors)")
                #expect(result.errors.hasSuffix("(rule chain-id)\n"), "\(result.errors)")
            }
            for id in ["32990", "0x80de", "Zilliqa chain 222", "32769", "0x8001", "Zilliqa chain 1"] {
                #expect(evm.errors.contains(id), "\(id) in \(evm.errors)")
            }
            #expect(!evm.errors.contains("sign it again"), "\(evm.errors)")
            #expect(devnet.control.received.summary().received == 0, "the devnet received nothing")
        }
    }

    @Test("a raised --max-fee: the balance falls by exactly the amount plus the fee shown, at the network's price")
    func theFeeShownIsWhatTheBalanceLost() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", "10000gwei", "--yes"]) {
            result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            let shown = try #require((try result.json()["feeCharged"] as? [String: String])?["wei"])
            let lost = Self.thousand.wei - devnet.wei(of: Wallets.alice.evmAddress).wei
            #expect(String(lost - Wei(1, unit: .zil).wei) == shown)
            #expect(shown == Self.fee.weiString, "the network's gas price is charged, not the max fee")
        }
    }

    @Test("the review of a raised --max-fee shows the fee charged and the most it can be")
    func theReviewShowsTheFeeAndItsCeiling() async throws {
        let arguments = ["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", "10000gwei"]
        try await send(arguments, input: ["no"]) { result, _ in
            #expect(
                result.errors.contains("0.099999999999984 ZIL (21000 gas x 4761.904761904 gwei"), "\(result.errors)")
            #expect(result.errors.contains("0.21 ZIL (21000 gas x the max fee"), "\(result.errors)")
        }
    }

    @Test("--nonce alone pays from the EVM account where legacy transfers are refused, signed with that nonce")
    func aNonceAlonePaysFromTheEVMAccount() async throws {
        try await send(["--to", bob, "--amount", "1", "--nonce", "0", "--yes"], era: .escrowOnly) { result, devnet in
            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["account"] as? String == "evm")
            #expect(json["nonce"] as? Int == 0)
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("an unanswered send names --nonce; the same send again once it is mined is refused by rule nonce: paid once")
    func theSameSendAgainWithItsNoncePaysOnce() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let arguments = ["send", "--account", "evm", "--keystore", file, "--to", bob, "--amount", "1", "--yes"]
        try await withDevnet(faults: FaultPlans.always(.drop, methods: ["eth_sendRawTransaction"])) {
            devnet async throws in
            let first = await zhip(
                arguments + ["--timeout", "2"] + devnet.networkArguments, environment: Wallets.environment)
            devnet.control.setFaults(nil)
            let again = await zhip(
                arguments + ["--nonce", "0"] + devnet.networkArguments, environment: Wallets.environment)

            #expect(first.code == ExitCode(3))
            #expect(first.errors.contains("--nonce 0"), "\(first.errors)")
            #expect(again.code == ExitCode(2), "\(again.errors)")
            #expect(again.errors.contains("the nonce 0 was used by a mined transaction of this account"))
            #expect(again.errors.hasSuffix("(rule nonce)\n"))
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil), "paid once")
            #expect(
                devnet.wei(of: Wallets.alice.evmAddress)
                    == Wei(wei: Self.thousand.wei - Wei(1, unit: .zil).wei - Self.fee.wei))
        }
    }

    @Test("--keystore on a terminal: the review comes before the password, and a no asks none")
    func theKeystorePasswordComesAfterTheReview() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1"], input: ["no"], environment: [:]) {
            result, devnet in
            #expect(
                result.errors.contains(
                    "the EVM account of the key: its address is known only once the key is unlocked"),
                "\(result.errors)")
            #expect(result.errors.contains("not sent: the payment was not confirmed"), "\(result.errors)")
            #expect(result.echoModes == [true], "one question, no password prompt")
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }

    @Test("--keystore on a terminal: yes, then the password, and the payment is shown and paid")
    func theKeystoreIsUnlockedAfterTheConfirmation() async throws {
        let input = ["yes", Wallets.password]
        try await send(["--account", "evm", "--to", bob, "--amount", "1"], input: input, environment: [:]) {
            result, devnet in
            #expect(result.code == .success, "\(result.errors)")
            #expect(result.echoModes == [true, false], "the question, then the password without echo")
            #expect(result.errors.contains(Wallets.alice.evmAddress.checksummed), "\(result.errors)")
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("too little balance: said in ZIL, exactly, with the most that can be sent")
    func tooLittleBalanceIsSaidInZIL() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1000", "--yes"]) { result, _ in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("1000.099999999999984 ZIL"), "\(result.errors)")
            #expect(result.errors.contains("send at most 999.900000000000016 ZIL"), "\(result.errors)")
        }
    }
}

/// An EIP-55 recipient where `send` would read the options as a legacy payment: the message names
/// the real cause, never the recipient's checksum.
@Suite("zhip-cli send to an EIP-55 recipient without --account", .container { $0.preferences.register { .inMemory() } })
struct SendEIP55RecipientTests {
    private var bob: String { Wallets.bob.evmAddress.checksummed }

    @Test("a bad amount names the amount")
    func aBadAmountNamesTheAmount() async throws {
        let result = await zhip(["send", "--to", bob, "--amount", "1,5", "--yes", "--network", "mainnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--amount"), "\(result.errors)")
        #expect(!result.errors.contains("checksum"), "\(result.errors)")
    }

    @Test("an unreachable node names the node")
    func anUnreachableNodeNamesTheNode() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let arguments = ["send", "--keystore", file, "--to", bob, "--amount", "1", "--yes"]

        let result = await zhip(arguments + (try closedPortArguments()), environment: Wallets.environment)

        #expect(result.code == ExitCode(1))
        #expect(result.errors.contains("could not reach"), "\(result.errors)")
        #expect(!result.errors.contains("checksum"), "\(result.errors)")
    }

    @Test("a wrong --chain-id names the chains")
    func aWrongChainIDNamesTheChains() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let arguments = ["send", "--keystore", file, "--to", bob, "--amount", "1", "--yes"]
            let network = ["--network", devnet.url.absoluteString, "--chain-id", "1"]

            let result = await zhip(arguments + network, environment: Wallets.environment)

            #expect(result.errors.contains("the chain ids do not match"), "\(result.errors)")
            #expect(!result.errors.contains("checksum"), "\(result.errors)")
        }
    }
}
