import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Swaps through PlunderSwap's mainnet router on the fixture's fake node: call data, and the logs
/// WZIL, the tokens and the pairs write (docs/plunderswap.md §5).
extension HistoryFixture {
    var router: EVMAddress { PlunderSwap.mainnetRouter }
    var wzil: EVMAddress { PlunderSwap.mainnetWZIL }
    /// A pair's address (its logs are not read).
    var pair: EVMAddress { EVMAddress.zero.withLast(0x9a) }
    /// A token not in the list.
    var unlisted: EVMAddress { EVMAddress.zero.withLast(0x77) }
    /// 1 ZIL in wei.
    static let zil: UInt128 = 1_000_000_000_000_000_000

    /// The call data of the router's `function` with `path`, paid to `to` (the account unless told);
    /// amounts that do not matter to the history.
    func swapCall(_ function: ABIFunction, path: [EVMAddress], to: EVMAddress? = nil) throws -> [UInt8] {
        let tail: [ABIValue] = [.addresses(path), .address(to ?? me), .uint256(1_900_000_000)]
        let head: [ABIValue] = function.parameters.count == 4 ? [.uint256(1)] : [.uint256(1), .uint256(1)]
        return try function.callData(head + tail)
    }

    /// The account's transaction to `router` (PlunderSwap's unless told) with `input` and `value` wei.
    func swap(_ byte: UInt8, input: [UInt8], value: UInt128 = 0, router: EVMAddress? = nil) throws
        -> EVMSearchedTransaction
    {
        try transaction(byte, from: me, to: router ?? self.router, value: value, block: UInt64(byte), input: input)
    }

    /// `contract`'s `Transfer(from, to, units)` log.
    func transfer(
        _ contract: EVMAddress, from: EVMAddress, to: EVMAddress, units: UInt256, in tx: EVMSearchedTransaction
    )
        throws -> EVMLog
    {
        try log(ERC20.transferEvent, of: contract, [from, to], data: units.bigEndianBytes, in: tx)
    }

    /// `contract`'s (WZIL's unless told) `Deposit` or `Withdrawal` of `wad` for the router.
    func wrap(
        _ event: ABIEvent, wad: UInt256, by contract: EVMAddress? = nil, in tx: EVMSearchedTransaction
    ) throws -> EVMLog {
        try log(event, of: contract ?? wzil, [router], data: wad.bigEndianBytes, in: tx)
    }

    /// A history over the fixture's node that also knows `routers`.
    func useCase(routers: [EVMAddress]) -> DefaultHistoryUseCase {
        DefaultHistoryUseCase(
            evmService: node, networkSetting: .success(.mainnet), preferences: preferences,
            tokenList: DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet)),
            staking: FakeStakingUseCase(pools: [pool]), explorers: DefaultExplorerUseCase(preferences: preferences),
            routers: { routers })
    }

    /// The newest entry of the account's history.
    func newestEntry(_ history: DefaultHistoryUseCase? = nil) async throws -> HistoryEntry? {
        try await (history ?? useCase).page(of: HistoryAccount(evm: me), before: nil, limit: 25).entries.first
    }
}

extension EVMAddress {
    /// This address with its last byte `byte` (test shorthand).
    fileprivate func withLast(_ byte: UInt8) -> EVMAddress {
        (try? EVMAddress(bytes: Array(bytes.dropLast()) + [byte])) ?? self
    }
}
