import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// Each kind of payment costs two HTTP round trips before its receipt is awaited, on a network whose
/// forks are known (a devnet on mainnet's chain id, in the legacy era by its height): one batch, then
/// the send. Counted through the transports themselves, on a real zhip-devnet.
@Suite("A payment costs two round trips before its receipt", .container)
@MainActor
struct RoundTripTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob

    /// A counted devnet funding alice (``withCountedDevnet(funding:_:)``).
    private func onDevnet(_ body: (Devnet, CountingTransport) async throws -> Void) async throws {
        try await withCountedDevnet(funding: alice, body)
    }

    /// The requests `order` costs from its prepare to its send, paid with alice's key.
    private func roundTrips(of order: PaymentOrder, counted: CountingTransport) async throws -> Int {
        let before = counted.requests
        let paid = try await PaymentSession(order: order).pay(signingWith: alice)
        #expect(paid.outcome.sent != nil, "\(paid.outcome)")
        return counted.requests - before
    }

    @Test("ZIL from the EVM account: one batch, one send")
    func evmTransfer() async throws {
        try await onDevnet { _, counted in
            let order = PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: alice.evmAddress, to: bob.evmAddress)
            let trips = try await roundTrips(of: order, counted: counted)
            #expect(trips == 2)
        }
    }

    @Test("ZIL to a .zil name: one eth_call resolving it (ZilNames on mainnet's chain), then one batch, one send")
    func zilNameTransfer() async throws {
        try await onDevnet { devnet, counted in
            try devnet.control.registerName(try ZilName("bob.zil"), address: Address(bob.evmAddress), reverse: false)
            let before = counted.requests
            let found = try #require(try await RecipientLookup().recipient("bob.zil"))
            let resolving = counted.requests - before
            let address = try EVMAddress(found.text)
            var order = PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: alice.evmAddress, to: address)
            order.counterpartyName = found.name

            let trips = try await roundTrips(of: order, counted: counted)

            #expect(address == bob.evmAddress)
            #expect(resolving == 1)
            #expect(trips == 2)
        }
    }

    @Test("ZIL from the legacy account: one batch (its era from the known forks at the node's height), one send")
    func legacyTransfer() async throws {
        try await onDevnet { _, counted in
            let order = PaymentOrder.legacyTransfer(Amount(1, unit: .zil), from: alice.address, to: bob.address)
            let trips = try await roundTrips(of: order, counted: counted)
            #expect(trips == 2)
        }
    }

    @Test("a token transfer: one batch with its balance, simulation and estimate, one send")
    func tokenTransfer() async throws {
        try await onDevnet { devnet, counted in
            let token = try deployToken(on: devnet)
            let order = PaymentOrder(
                TokenTransfer(token, to: bob.evmAddress, units: 12_500_000), from: .evm, sender: alice.evmAddress)
            let trips = try await roundTrips(of: order, counted: counted)
            #expect(trips == 2)
        }
    }

    @Test("an approval: one batch with its simulation and estimate, one send")
    func approval() async throws {
        try await onDevnet { devnet, counted in
            let token = try deployToken(on: devnet)
            let order = PaymentOrder(
                TokenApproval(token, spender: bob.evmAddress, units: 50_000_000), from: .evm, sender: alice.evmAddress)
            let trips = try await roundTrips(of: order, counted: counted)
            #expect(trips == 2)
        }
    }

    @Test("a stake: one batch with the pool's reads, the simulation and the estimate, one send")
    func stake() async throws {
        try await onDevnet { devnet, counted in
            let deployed = try devnet.control.deployPool(try PoolDeployment(kind: .liquid))
            let chainID = Network.mainnet.evmChainID
            let lst = try Token(
                contract: EVMAddress(try #require(deployed.lst)), symbol: "stZIL", name: "Staked ZIL", decimals: 18,
                evmChainID: chainID)
            let pool = StakingPool(
                address: EVMAddress(deployed.address), name: nil, kind: .liquid(lst: lst), evmChainID: chainID)
            let order = PaymentOrder(
                StakingCall(pool: pool, action: .stake(Wei(1000, unit: .zil))), from: .evm, sender: alice.evmAddress)
            let trips = try await roundTrips(of: order, counted: counted)
            #expect(trips == 2)
        }
    }

    /// A 6-decimal token alice holds 1000 of, listed for mainnet's EVM chain.
    @Test(
        "a swap of ZIL for a token: one batch with both routes' quotes, the reserves, simulations and estimates, one send"
    )
    func swap() async throws {
        try await onDevnet { devnet, counted in
            let token = try deployToken(on: devnet)
            let dex = try devnet.control.deployDex()
            _ = try devnet.control.seedLiquidity(
                token: Address(token.contract), zil: Wei(1_000, unit: .zil), amount: 3_000_000_000)
            let exchange = SwapExchange(
                router: EVMAddress(dex.router), factory: EVMAddress(dex.factory), wzil: EVMAddress(dex.wzil),
                initCodeHash: PlunderSwap.initCodeHash)
            let swap = TokenSwap(
                from: .zil, to: .token(token), terms: SwapTerms(amount: .exactIn(UInt256(Wei(1, unit: .zil).wei))),
                exchange: exchange, now: UInt64(Date().timeIntervalSince1970))
            let order = PaymentOrder(swap, from: .evm, sender: alice.evmAddress)

            let trips = try await roundTrips(of: order, counted: counted)

            #expect(trips == 2)
        }
    }

    private func deployToken(on devnet: Devnet) throws -> Token {
        let deployed = try devnet.ledger.deploy(
            try TokenDeployment(
                name: "Test USD", symbol: "TUSD", decimals: 6, supply: 1_000_000_000, holder: Address(alice.evmAddress))
        )
        return try Token(
            contract: EVMAddress(deployed.address), symbol: "TUSD", name: "Test USD", decimals: 6,
            evmChainID: Network.mainnet.evmChainID)
    }
}
