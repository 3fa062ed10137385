import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// `zhip-cli history` shows what happened to the account, on a real zhip-devnet (issue 46): someone
/// else's transaction that only touched the account is an interaction of nothing, a staking claim and a
/// reward withdrawal are the ZIL that came in, an approval is an approval, and a fee-on-transfer send is
/// all that left.
@Suite("zhip-cli history tells what reached the account", .container)
struct HistoryTruthEndToEndTests {
    let home: TestHome

    init() throws {
        home = try TestHome()
    }

    var alice: EVMAddress { Wallets.alice.evmAddress }

    /// Restores alice's wallet and funds her EVM account with 5000 ZIL.
    func ready(_ devnet: Devnet) async throws {
        try await home.restoreAlice()
        _ = try devnet.ledger.fund(try Address(bytes: alice.bytes), wei: Wei(5_000, unit: .zil))
    }

    /// `arguments` with `--yes --json`, alice's password and the devnet; expects success.
    func run(_ arguments: [String], on devnet: Devnet) async throws {
        let result = await home.run(
            arguments + ["--yes", "--json"] + devnet.networkArguments, environment: Wallets.environment)
        try #require(result.code == .success, "\(arguments): \(result.errors)")
    }

    /// Lists the token at `contract`.
    func list(_ contract: EVMAddress, on devnet: Devnet) async throws {
        let added = await home.run(["token", "add", contract.checksummed] + devnet.networkArguments)
        try #require(added.code == .success, "\(added.errors)")
    }

    /// `history --json`'s newest entry.
    func newestEntry(on devnet: Devnet) async throws -> [String: Any] {
        let listed = await home.run(["history", "--json"] + devnet.networkArguments)
        try #require(listed.code == .success, "\(listed.errors)")
        let entries = try #require(try listed.json()["entries"] as? [[String: Any]])
        return try #require(entries.first)
    }

    static func text(_ entry: [String: Any]) -> String? { (entry["amount"] as? [String: Any])?["text"] as? String }

    @Test("1000 ZIL paid to a contract that then calls the account is an interaction of 0 with it, not 1000 in")
    func aContractCallingTheAccountIsNoIncome() async throws {
        try await withDevnet { devnet async throws in
            try await ready(devnet)
            // The attacker's contract: a pool whose commission it pays alice with an inner call, which
            // ZQ2's index records as touching her (docs/history.md).
            let pool = try devnet.control.deployPool(
                try PoolDeployment(kind: .liquid, commissionReceiver: try Address(bytes: alice.bytes)))
            try devnet.control.addPoolRewards(Wei(10, unit: .zil), to: pool.address)
            let attacker = Wallets.bob
            _ = try devnet.ledger.fund(try Address(bytes: attacker.evmAddress.bytes), wei: Wei(2_000, unit: .zil))
            let rules = devnet.ledger.rules
            let payment = EVMTransaction(
                nonce: 0, fee: .legacy(gasPrice: try #require(Ledger.weiPerEVMGas(rules.minimumGasPrice))),
                gasLimit: 400_000, to: try EVMAddress(bytes: pool.address.bytes), value: Wei(1_000, unit: .zil).wei,
                data: Delegation.stake.selector, chainID: rules.evmChainID
            ).signed(with: attacker.privateKey)
            _ = try devnet.ledger.submit(EthTransaction(raw: payment.raw))

            let entry = try await newestEntry(on: devnet)

            #expect(entry["direction"] as? String == "interaction")
            #expect(entry["counterparty"] as? String == (try EVMAddress(bytes: pool.address.bytes)).checksummed)
            #expect(Self.text(entry) == "0 ZIL")
        }
    }

    @Test("a claim of 545 unbonded ZIL is 545 ZIL in from the pool")
    func aClaimIsTheZILIn() async throws {
        try await withDevnet { devnet async throws in
            try await ready(devnet)
            let pool = try devnet.control.deployPool(try PoolDeployment(kind: .liquid))
            let address = "0x" + pool.address.hex
            try await run(["stake", "delegate", address, "--amount", "1000"], on: devnet)
            try await run(["stake", "unstake", address, "--amount", "545"], on: devnet)
            try devnet.control.mineBlocks(5)
            try await run(["stake", "claim", address], on: devnet)

            let entry = try await newestEntry(on: devnet)

            #expect(entry["direction"] as? String == "in")
            #expect(entry["counterparty"] as? String == (try EVMAddress(bytes: pool.address.bytes)).checksummed)
            #expect(Self.text(entry) == "545 ZIL")
            #expect(entry["fee"] != nil, "alice sent it: she paid its fee")
        }
    }

    @Test("a reward withdrawal of 35 ZIL is 35 ZIL in from the pool")
    func aRewardWithdrawalIsTheZILIn() async throws {
        try await withDevnet { devnet async throws in
            try await ready(devnet)
            // 40 ZIL of rewards less 12.5 % commission: 35.
            let pool = try devnet.control.deployPool(try PoolDeployment(kind: .nonLiquid, commission: 1_250))
            let address = "0x" + pool.address.hex
            try await run(["stake", "delegate", address, "--amount", "1000"], on: devnet)
            try devnet.control.addPoolRewards(Wei(40, unit: .zil), to: pool.address)
            try await run(["stake", "withdraw-rewards", address], on: devnet)

            let entry = try await newestEntry(on: devnet)

            #expect(entry["direction"] as? String == "in")
            #expect(Self.text(entry) == "35 ZIL")
        }
    }

    @Test("an approval is an approval of its allowance to its spender; an unlimited one says unlimited")
    func anApprovalIsAnApproval() async throws {
        try await withDevnet { devnet async throws in
            try await ready(devnet)
            let contract = try devnet.deployToken(symbol: "TUSD")
            try await list(contract, on: devnet)
            let spender = Wallets.bob.evmAddress.checksummed
            try await run(["token", "approve", "TUSD", spender, "--amount", "50"], on: devnet)
            let limited = try await newestEntry(on: devnet)
            try await run(
                ["token", "approve", "TUSD", spender, "--unlimited", "--allow-unlimited-approval"], on: devnet)

            let unlimited = try await newestEntry(on: devnet)

            #expect(limited["direction"] as? String == "approval")
            #expect(limited["counterparty"] as? String == spender)
            #expect(Self.text(limited) == "50 TUSD")
            #expect(unlimited["direction"] as? String == "approval")
            #expect(Self.text(unlimited) == "unlimited TUSD")
        }
    }

    @Test("a fee-on-transfer token's send of 100 is the 100 that left, to the recipient, not the 99 that arrived")
    func aFeeOnTransferSendIsWhatLeft() async throws {
        try await withDevnet { devnet async throws in
            try await ready(devnet)
            let contract = try devnet.deployToken(symbol: "TUSD", behaviour: .feeOnTransfer)
            try await list(contract, on: devnet)
            let bob = Wallets.bob.evmAddress.checksummed
            try await run(["send", "--token", "TUSD", "--to", bob, "--amount", "100"], on: devnet)

            let entry = try await newestEntry(on: devnet)

            #expect(entry["direction"] as? String == "out")
            #expect(entry["counterparty"] as? String == bob)
            #expect(Self.text(entry) == "100 TUSD")
        }
    }
}
