import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

/// Delegated staking end to end on a real zhip-devnet and its modelled pools (docs/devnet-staking.md):
/// `zhip-cli stake` with alice's saved wallet, her EVM account funded with 5000 ZIL, pools of 10 %
/// commission, a 100 ZIL minimum and 5 blocks of unbonding. Every figure below is worked out by hand
/// from the contracts' formulas (docs/zq2-staking.md §3–4).
@Suite("Staking end to end on zhip-devnet", .container)
struct StakeEndToEndTests {
    let home: TestHome

    init() throws {
        home = try TestHome()
    }

    /// Restores alice, funds her EVM account with 5000 ZIL and deploys a pool of `kind`; its address.
    func ready(_ kind: DelegationPoolModel.Kind, on devnet: Devnet) async throws -> DeployedPool {
        try await home.restoreAlice()
        _ = try devnet.ledger.fund(try Address(bytes: Wallets.alice.evmAddress.bytes), wei: Wei(5_000, unit: .zil))
        return try devnet.control.deployPool(try PoolDeployment(kind: kind))
    }

    /// `stake <arguments> --yes --json` on `devnet` with alice's password.
    func stake(_ arguments: [String], on devnet: Devnet, json: Bool = true) async -> CLIResult {
        await home.run(
            ["stake"] + arguments + ["--yes"] + (json ? ["--json"] : []) + devnet.networkArguments,
            environment: Wallets.environment)
    }

    /// `stake info POOL --json` on `devnet`.
    func info(_ pool: DeployedPool, on devnet: Devnet) async throws -> [String: Any] {
        let result = await home.run(["stake", "info", Self.hex(pool.address), "--json"] + devnet.networkArguments)
        try #require(result.code == .success, "\(result.errors)")
        return try result.json()
    }

    static func hex(_ address: Address) -> String { "0x" + address.hex }

    /// `report[first][second]…` as a string.
    static func string(_ report: [String: Any], _ path: String...) -> String? {
        var value: Any? = report
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? String
    }

    @Test("a stake in a liquid pool mints its LST at price 1 and reports the Staked event")
    func aLiquidStakeMintsTheLST() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)

            let result = await stake(["delegate", Self.hex(pool.address), "--amount", "1000"], on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            let report = try result.json()
            #expect(Self.string(report, "staking", "outcome", "amount", "wei") == "1000000000000000000000")
            #expect(Self.string(report, "staking", "outcome", "shares", "units") == "1000000000000000000000")
            let shown = try await info(pool, on: devnet)
            #expect(Self.string(shown, "position", "lstBalance", "units") == "1000000000000000000000")
        }
    }

    @Test("rewards raise the LST's price: 100 ZIL on 1000 staked at 10 % commission make 1.09 ZIL")
    func rewardsRaiseThePrice() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)
            let staked = await stake(["delegate", Self.hex(pool.address), "--amount", "1000"], on: devnet)
            try #require(staked.code == .success, "\(staked.errors)")

            try devnet.control.addPoolRewards(Wei(100, unit: .zil), to: pool.address)

            let shown = try await info(pool, on: devnet)
            // (1000 + 100 − 10 commission) × 10^18 ÷ 1000 LST.
            #expect(Self.string(shown, "facts", "price", "wei") == "1090000000000000000")
            #expect(Self.string(shown, "position", "staked", "wei") == "1090000000000000000000")
        }
    }

    @Test("a claim is refused before the unstake unbonds, and pays exactly after the blocks are mined")
    func claimAfterUnbonding() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)
            let address = Self.hex(pool.address)
            try #require(await stake(["delegate", address, "--amount", "1000"], on: devnet).code == .success)
            let unstaked = await stake(["unstake", address, "--all"], on: devnet)
            try #require(unstaked.code == .success, "\(unstaked.errors)")
            let received = devnet.control.received.summary().received

            let early = await stake(["claim", address], on: devnet)

            #expect(early.code == ExitCode(2), "\(early.errors)")
            #expect(early.errors.contains("nothing has unbonded"), "\(early.errors)")
            #expect(devnet.control.received.summary().received == received, "nothing was sent")

            try devnet.control.mineBlocks(5)
            let before = devnet.wei(of: Wallets.alice.evmAddress)
            let claimed = await stake(["claim", address], on: devnet)

            #expect(claimed.code == .success, "\(claimed.errors)")
            let report = try claimed.json()
            #expect(Self.string(report, "staking", "outcome", "amount", "wei") == "1000000000000000000000")
            let feeText = try #require(Self.string(report, "feeCharged", "wei"))
            let fee = try #require(UInt128(feeText))
            #expect(devnet.wei(of: Wallets.alice.evmAddress).wei + fee == before.wei + Wei(1_000, unit: .zil).wei)
        }
    }

    @Test("a non-liquid pool's rewards, less its 10 % commission, are withdrawn exactly")
    func nonLiquidRewardsAreWithdrawn() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.nonLiquid, on: devnet)
            let address = Self.hex(pool.address)
            try #require(await stake(["delegate", address, "--amount", "1000"], on: devnet).code == .success)
            try devnet.control.addPoolRewards(Wei(100, unit: .zil), to: pool.address)
            let before = devnet.wei(of: Wallets.alice.evmAddress)

            let result = await stake(["withdraw-rewards", address], on: devnet)

            #expect(result.code == .success, "\(result.errors)")
            let report = try result.json()
            #expect(Self.string(report, "staking", "outcome", "amount", "wei") == "90000000000000000000")
            let feeText = try #require(Self.string(report, "feeCharged", "wei"))
            let fee = try #require(UInt128(feeText))
            #expect(devnet.wei(of: Wallets.alice.evmAddress).wei + fee == before.wei + Wei(90, unit: .zil).wei)
        }
    }

    @Test("a stake below the pool's minimum is refused unsigned, nothing sent")
    func belowTheMinimumIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)
            let received = devnet.control.received.summary().received

            let result = await stake(["delegate", Self.hex(pool.address), "--amount", "50"], on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("below"), "\(result.errors)")
            #expect(devnet.control.received.summary().received == received)
        }
    }

    @Test("stake status lists the position with its unstake unbonding at a block")
    func statusShowsThePosition() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.nonLiquid, on: devnet)
            let address = Self.hex(pool.address)
            try #require(await stake(["delegate", address, "--amount", "1000"], on: devnet).code == .success)
            let unstaked = await stake(["unstake", address, "--amount", "400"], on: devnet)
            try #require(unstaked.code == .success, "\(unstaked.errors)")

            let result = await home.run(["stake", "status", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let pools = try #require(try result.json()["pools"] as? [[String: Any]])
            #expect(pools.count == 1)
            let position = try #require(pools.first?["position"] as? [String: Any])
            #expect(Self.string(position, "staked", "wei") == "600000000000000000000")
            let pending = try #require(position["pending"] as? [[String: Any]])
            #expect(Self.string(pending.first ?? [:], "amount", "wei") == "400000000000000000000")
        }
    }

    @Test("on a terminal the review says what the stake does, and 'no' sends nothing")
    func theReviewIsInWords() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)
            let received = devnet.control.received.summary().received

            let result = await home.run(
                ["stake", "delegate", Self.hex(pool.address), "--amount", "1000"] + devnet.networkArguments,
                input: ["no"], environment: Wallets.environment, terminal: true)

            let shown = result.output + result.errors
            #expect(shown.contains("stake 1000 ZIL with"), "\(shown)")
            #expect(shown.contains("you receive about 1000 stZIL at 1 ZIL per stZIL"), "\(shown)")
            #expect(shown.contains("unstaking later takes 5 blocks"), "\(shown)")
            #expect(devnet.control.received.summary().received == received, "nothing was sent")
        }
    }

    @Test("an unstake amount finer than the pool's unit is refused once the pool is known (usage, 64)")
    func unstakeInThePoolsUnit() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.nonLiquid, on: devnet)

            let result = await stake(
                ["unstake", Self.hex(pool.address), "--amount", "0.0000000000000000001"], on: devnet)

            #expect(result.code == .usageError, "\(result.errors)")
            #expect(result.errors.contains("--amount (in ZIL)"), "\(result.errors)")
            #expect(result.errors.contains("At most 18 decimals"), "\(result.errors)")
        }
    }

    @Test("in words, pools add names the pool, info its facts and position, status the totals")
    func theTextOutputs() async throws {
        try await withDevnet { devnet async throws in
            let pool = try await ready(.liquid, on: devnet)
            let address = Self.hex(pool.address)
            let added = await home.run(["stake", "pools", "add", address] + devnet.networkArguments)
            try #require(await stake(["delegate", address, "--amount", "1000"], on: devnet).code == .success)

            let info = await home.run(["stake", "info", address] + devnet.networkArguments)
            let status = await home.run(["stake", "status"] + devnet.networkArguments)

            #expect(added.code == .success, "\(added.errors)")
            #expect(added.output.contains("kind:") && added.output.contains("liquid"), "\(added.output)")
            #expect(info.output.contains("commission:    10 %"), "\(info.output)")
            #expect(info.output.contains("staked:        1000 stZIL, worth 1000 ZIL"), "\(info.output)")
            #expect(status.output.contains("total staked:    1000 ZIL"), "\(status.output)")
        }
    }
}
