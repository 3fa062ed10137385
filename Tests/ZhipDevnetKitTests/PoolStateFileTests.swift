import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// Pools in the `--state` file: the pool, its token and its delegators survive a save and a load.
@Suite("Modelled staking pools in the state file")
struct PoolStateFileTests {
    @Test("a saved ledger with a liquid pool, a stake, rewards and an unstake restores them whole")
    func roundTrip() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let (ledger, handler, pool) = try PoolFixture.stakedLedger(.liquid, zil: 200)
        try ledger.addPoolRewards(Wei(10, unit: .zil), to: pool.address)
        _ = try TokenFixture.send(
            handler, pool.address, Delegation.unstakeCall(amount: PoolFixture.wei(50)), nonce: 1, gasLimit: 400_000)

        try file.save(ledger.snapshot())
        let restored = try Ledger(rules: ledger.rules, snapshot: try #require(try file.load()))

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(restored.pool(at: pool.address) == ledger.pool(at: pool.address))
        let token = try #require(pool.lst)
        #expect(try restored.code(at: token, atBlock: restored.summary().latestBlock.number).isEmpty == false)
    }

    @Test("a non-liquid pool's book of delegators round-trips")
    func nonLiquidRoundTrip() throws {
        let (ledger, _, pool) = try PoolFixture.stakedLedger(.nonLiquid, zil: 300)
        try ledger.addPoolRewards(Wei(40, unit: .zil), to: pool.address)

        let restored = try Ledger(rules: ledger.rules, snapshot: ledger.snapshot())

        #expect(restored.pool(at: pool.address) == ledger.pool(at: pool.address))
        #expect(restored.pool(at: pool.address)?.withdrawableRewards(PoolFixture.alice) == 36 * PoolFixture.zil)
    }

    @Test("a state file whose delegators' stakes sum past 2^128 answers the most there can be, never traps")
    func absurdStakesSaturate() throws {
        let (ledger, _, pool) = try PoolFixture.stakedLedger(.nonLiquid, zil: 300)
        let huge = String(UInt128.max)
        var json = try #require(
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(ledger.snapshot())) as? [String: Any])
        var contracts = try #require(json["contracts"] as? [[String: Any]])
        let index = try #require(contracts.firstIndex { $0["pool"] != nil })
        var record = try #require(contracts[index]["pool"] as? [String: Any])
        record["delegators"] = [PoolFixture.alice, PoolFixture.bob].map {
            ["address": $0.hex, "stake": huge, "available": huge, "firstEntry": 0]
        }
        contracts[index]["pool"] = record
        json["contracts"] = contracts
        let edited = try JSONDecoder().decode(
            LedgerSnapshot.self, from: try JSONSerialization.data(withJSONObject: json))
        let model = try #require(try Ledger(rules: ledger.rules, snapshot: edited).pool(at: pool.address))

        let total = try PoolFixture.view(model, DelegationPoolABI.getDelegatedTotal)
        let rewards = try PoolFixture.view(model, Delegation.rewards)

        #expect(total == UInt256(UInt128.max))
        #expect(rewards == UInt256(UInt128.max))
    }
}
