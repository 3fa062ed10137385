import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Pools on a running devnet through the control API and eth_ over real HTTP: a liquid pool with
/// 10 % commission and 3 unbonding blocks, alice's EVM account funded with 2000 ZIL.
@Suite("Staking pools over HTTP: the control routes, eth_call and transactions")
struct PoolHTTPTests {
    private typealias F = PoolFixture
    private static let body = #"{"kind": "liquid", "unbondingBlocks": 3}"#

    /// `POST /control/pools` with `body`.
    private func postPool(_ devnet: Devnet, _ body: String, _ session: URLSession) async throws -> ControlAnswer {
        try await control(devnet, "POST", "/control/pools", body: body, session: session)
    }

    /// Deploys the liquid pool and funds alice; the pool's address.
    private func deploy(_ devnet: Devnet, _ session: URLSession) async throws -> Address {
        try devnet.ledger.fund(F.alice, wei: Wei(2_000, unit: .zil))
        let answer = try await postPool(devnet, Self.body, session)
        try #require(answer.status == 200, "\(answer.json)")
        return EthFixture.account(try EVMAddress(try #require(answer.json["address"]?.stringValue)))
    }

    /// Sends `data` with `value` from `key` (alice by default; nonce `nonce`) to `to`; its receipt.
    private func send(
        _ devnet: Devnet, _ session: URLSession, to: Address, _ data: [UInt8], value: UInt128 = 0,
        from key: KeyPair = Fixture.alice, nonce: UInt64
    ) async throws -> JSONValue {
        let raw = EthFixture.legacy(
            from: key, nonce: nonce, gasLimit: 400_000, to: try EVMAddress(bytes: to.bytes), value: value, data: data)
        let sent = try await rpc(devnet, "eth_sendRawTransaction", [.string(EthFixture.hex(raw))], session: session)
        let hash = try #require(sent["result"], "not accepted: \(sent)")
        let receipt = try await rpc(devnet, "eth_getTransactionReceipt", [hash], session: session)
        return try #require(receipt["result"])
    }

    /// eth_call of `data` on `to` from alice at the head: the answer's bytes.
    private func call(_ devnet: Devnet, _ session: URLSession, to: Address, _ data: [UInt8]) async throws -> [UInt8] {
        let request: JSONValue = [
            "to": .string("0x" + to.hex), "from": .string("0x" + F.alice.hex),
            "data": .string("0x" + Hex.encode(data)),
        ]
        let answer = try await rpc(devnet, "eth_call", [request, "latest"], session: session)
        return try Hex.decode(Hex.stripPrefix(try #require(answer["result"]?.stringValue, "\(answer)")))
    }

    @Test("POST /control/pools answers the pool's and its token's addresses; eth_call getLST() answers the token")
    func deployRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await postPool(devnet, Self.body, session)

            #expect(answer.status == 200)
            let pool = EthFixture.account(try EVMAddress(try #require(answer.json["address"]?.stringValue)))
            let token = EthFixture.account(try EVMAddress(try #require(answer.json["lst"]?.stringValue)))
            #expect(pool == F.pool)
            #expect(token == F.token)
            #expect(
                try await call(devnet, session, to: pool, Delegation.getLST.selector).suffix(20) == token.bytes[...])
            let code = try await rpc(devnet, "eth_getCode", [.string("0x" + token.hex), "latest"], session: session)
            #expect(code["result"]?.stringValue?.count ?? 0 > 2)
        }
    }

    @Test("a non-liquid pool answers lst null; an unknown kind is a 400")
    func nonLiquidAndBadKind() async throws {
        try await withControlDevnet { devnet, session in
            let nonLiquid = try await postPool(devnet, #"{"kind": "nonLiquid", "commissionPercent": "12.5"}"#, session)
            let bad = try await postPool(devnet, #"{"kind": "rebasing"}"#, session)

            #expect(nonLiquid.status == 200)
            #expect(nonLiquid.json["lst"] == .null)
            #expect(devnet.ledger.pool(at: F.pool)?.commission == 1_250)
            #expect(bad.status == 400)
        }
    }

    @Test("POST /control/blocks mines that many blocks and answers the head; past 100000 it is a 400")
    func blocksRoute() async throws {
        try await withControlDevnet { devnet, session in
            let mined = try await control(devnet, "POST", "/control/blocks", body: #"{"count": 4}"#, session: session)
            let tooMany = try await control(
                devnet, "POST", "/control/blocks", body: #"{"count": 100001}"#, session: session)

            #expect(mined.status == 200)
            #expect(mined.json["head"] == .number(4))
            #expect(tooMany.status == 400)
            #expect(tooMany.error.contains("100000"))
        }
    }

    @Test("a commission of 100 % is a 400 saying rates must be below 10000, and deploys nothing")
    func commissionTooHigh() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await postPool(devnet, #"{"kind": "liquid", "commissionPercent": "100"}"#, session)

            #expect(answer.status == 400)
            #expect(answer.error.contains("10000"))
            #expect(devnet.ledger.pool(at: F.pool) == nil)
        }
    }

    @Test("POST /control/blocks with an empty body mines one block")
    func oneBlockByDefault() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "POST", "/control/blocks", body: "", session: session)

            #expect(answer.json["head"] == .number(1))
        }
    }

    @Test("rewards for an address with no pool are a 404 naming the address")
    func rewardsUnknownPool() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(
                devnet, "POST", "/control/pools/0x" + F.bob.hex + "/rewards", body: #"{"zil": "10"}"#,
                session: session)

            #expect(answer.status == 404)
            #expect(answer.error.contains(F.bob.hex))
        }
    }

    @Test("the rewards route takes only POST (405) and needs a non-empty address segment (404 without)")
    func rewardsRouteMatching() async throws {
        try await withControlDevnet { devnet, session in
            let get = try await control(devnet, "GET", "/control/pools/0x" + F.pool.hex + "/rewards", session: session)
            let empty = try await control(
                devnet, "POST", "/control/pools//rewards", body: #"{"zil": "1"}"#, session: session)

            #expect(get.status == 405)
            #expect(empty.status == 404)
        }
    }

    @Test("1000 ZIL staked then 100 ZIL of rewards through the route: getPrice answers 1.09 ZIL")
    func priceAfterRewards() async throws {
        try await withControlDevnet { devnet, session in
            let pool = try await deploy(devnet, session)
            let staked = try await send(
                devnet, session, to: pool, Delegation.stake.selector, value: 1_000 * F.zil, nonce: 0)
            try #require(staked["status"] == "0x1", "\(staked)")

            let rewards = try await control(
                devnet, "POST", "/control/pools/0x" + pool.hex + "/rewards", body: #"{"zil": "100"}"#, session: session)

            #expect(rewards.json["balanceWei"]?.stringValue == String(1_100 * F.zil))
            let price = try await call(devnet, session, to: pool, Delegation.getPrice.selector)
            #expect(price == ABIValue.uint256(UInt256(UInt64(1_090_000_000_000_000_000))).word)
        }
    }

    /// eth_estimateGas of alice's `withdrawAllRewards()` on `pool`.
    private func withdrawalEstimate(_ devnet: Devnet, _ session: URLSession, pool: Address) async throws -> UInt64 {
        let request: JSONValue = [
            "to": .string("0x" + pool.hex), "from": .string("0x" + F.alice.hex),
            "data": .string("0x" + Hex.encode(Delegation.withdrawAllRewards.selector)),
        ]
        let answer = try await rpc(devnet, "eth_estimateGas", [request], session: session)
        let text = try #require(answer["result"]?.stringValue, "\(answer)")
        return try #require(UInt64(text.dropFirst(2), radix: 16))
    }

    @Test("eth_estimateGas of a non-liquid withdrawal grows as others' stakes and unstakes lengthen the history")
    func withdrawalEstimateGrows() async throws {
        try await withControlDevnet { devnet, session in
            try devnet.ledger.fund(F.alice, wei: Wei(2_000, unit: .zil))
            try devnet.ledger.fund(F.bob, wei: Wei(2_000, unit: .zil))
            let answer = try await postPool(devnet, #"{"kind": "nonLiquid"}"#, session)
            let pool = EthFixture.account(try EVMAddress(try #require(answer.json["address"]?.stringValue)))
            _ = try await send(devnet, session, to: pool, Delegation.stake.selector, value: 200 * F.zil, nonce: 0)
            let before = try await withdrawalEstimate(devnet, session, pool: pool)

            for round in UInt64(0)..<3 {
                _ = try await send(
                    devnet, session, to: pool, Delegation.stake.selector, value: 100 * F.zil, from: Fixture.bob,
                    nonce: 2 * round)
                _ = try await send(
                    devnet, session, to: pool, Delegation.unstakeCall(amount: F.wei(100)), from: Fixture.bob,
                    nonce: 2 * round + 1)
            }

            let after = try await withdrawalEstimate(devnet, session, pool: pool)
            #expect(after > before)
        }
    }

    @Test("an unstaked claim pays nothing before its block, and exactly its ZIL after POST /control/blocks")
    func claimAfterBlocks() async throws {
        try await withControlDevnet { devnet, session in
            let pool = try await deploy(devnet, session)
            _ = try await send(devnet, session, to: pool, Delegation.stake.selector, value: 1_000 * F.zil, nonce: 0)
            let unstaked = try await send(
                devnet, session, to: pool, Delegation.unstakeCall(amount: F.wei(400)), nonce: 1)
            let block = try #require(
                unstaked["blockNumber"]?.stringValue.flatMap { UInt64($0.dropFirst(2), radix: 16) })
            let pending = try await call(devnet, session, to: pool, Delegation.getPendingClaims.selector)
            let early = try await send(devnet, session, to: pool, Delegation.claim.selector, nonce: 2)

            let mined = try await control(devnet, "POST", "/control/blocks", body: #"{"count": 3}"#, session: session)
            let before = try #require(devnet.ledger.account(F.alice)?.wei.wei)
            let claimed = try await send(devnet, session, to: pool, Delegation.claim.selector, nonce: 3)

            #expect(
                pending == ABIValue.uint256(32).word + ABIValue.uint256(1).word
                    + ABIValue.uint256(UInt256(block + 3)).word + ABIValue.uint256(F.wei(400)).word)
            #expect(early["status"] == "0x1")
            #expect(early["logs"] == .array([]))
            #expect(mined.status == 200)
            let gas = try #require(TokenFixture.gasUsed(claimed))
            let after = try #require(devnet.ledger.account(F.alice)?.wei.wei)
            let fee = UInt128(gas) * EthFixture.gasPrice
            #expect(after == before + 400 * F.zil - fee)
            let log = claimed["logs"]?.arrayValue?.first
            #expect(log?["topics"]?.arrayValue?.first == .string("0x" + Hex.encode(Delegation.claimedEvent.topic)))
        }
    }
}
