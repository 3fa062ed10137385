public import ZilliqaKit

extension DexModel {
    /// The DEX as the `--state` file keeps it: addresses as 40 hex, amounts as decimal strings.
    public struct Record: Sendable, Hashable, Codable {
        /// A token's balances and allowances (WZIL's, or a pair's LP token's).
        public struct Book: Sendable, Hashable, Codable {
            public let supply: UInt256
            public let balances: [ERC20Model.Record.Holding]
            public let allowances: [ERC20Model.Record.Allowed]
        }

        /// One pair, at its address.
        public struct Pair: Sendable, Hashable, Codable {
            public let address: String
            public let token0: String
            public let token1: String
            public let reserve0: UInt256
            public let reserve1: UInt256
            public let blockTimestampLast: UInt32
            public let liquidity: Book
        }

        public let feeBasisPoints: UInt64
        public let factory: String
        public let wzil: String
        public let wrapped: Book
        /// In the order the factory made them (`allPairs`).
        public let pairs: [Pair]

        /// The DEX again, its router at `router`.
        func model(router: Address) throws(LedgerSnapshotError) -> DexModel {
            guard feeBasisPoints <= DexModel.maximumFee else {
                throw .inconsistent("the DEX's fee \(feeBasisPoints) is past \(DexModel.maximumFee) basis points")
            }
            var dex = DexModel(
                feeBasisPoints: feeBasisPoints, router: router, factory: try ContractRecord.address(factory),
                wzil: try ContractRecord.address(wzil))
            dex.wrapped = try Self.balances(wrapped)
            for saved in pairs {
                let address = try ContractRecord.address(saved.address)
                var pair = DexPair(
                    token0: try ContractRecord.address(saved.token0), token1: try ContractRecord.address(saved.token1))
                guard !(DexMath.maximumReserve < saved.reserve0), !(DexMath.maximumReserve < saved.reserve1),
                    dex.pairAddress(pair.token0, pair.token1) == address, dex.pairs[address] == nil
                else { throw .inconsistent("the DEX's pair at \(saved.address) does not hold together") }
                pair.reserve0 = saved.reserve0
                pair.reserve1 = saved.reserve1
                pair.blockTimestampLast = saved.blockTimestampLast
                pair.liquidity = try Self.balances(saved.liquidity)
                dex.pairs[address] = pair
                dex.allPairs.append(address)
            }
            return dex
        }

        private static func balances(_ book: Book) throws(LedgerSnapshotError) -> DexBalances {
            var balances = DexBalances()
            balances.supply = book.supply
            for holding in book.balances {
                balances.setBalance(holding.units, of: try ContractRecord.address(holding.holder))
            }
            for entry in book.allowances {
                let key = ERC20Allowance(
                    owner: try ContractRecord.address(entry.owner), spender: try ContractRecord.address(entry.spender))
                balances.setAllowance(entry.units, key)
            }
            return balances
        }

        static func book(_ balances: DexBalances) -> Book {
            Book(
                supply: balances.supply,
                balances: balances.balances.map { ERC20Model.Record.Holding(holder: $0.key.hex, units: $0.value) }
                    .sorted { $0.holder < $1.holder },
                allowances: balances.allowances.map {
                    ERC20Model.Record.Allowed(owner: $0.key.owner.hex, spender: $0.key.spender.hex, units: $0.value)
                }.sorted { ($0.owner, $0.spender) < ($1.owner, $1.spender) })
        }
    }

    /// The DEX under its router's address as the `--state` file keeps it.
    public func record(at address: Address) -> ContractRecord {
        let saved = allPairs.compactMap { address -> Record.Pair? in
            guard let pair = pairs[address] else { return nil }
            return Record.Pair(
                address: address.hex, token0: pair.token0.hex, token1: pair.token1.hex, reserve0: pair.reserve0,
                reserve1: pair.reserve1, blockTimestampLast: pair.blockTimestampLast,
                liquidity: Record.book(pair.liquidity))
        }
        let record = Record(
            feeBasisPoints: feeBasisPoints, factory: factory.hex, wzil: wzil.hex, wrapped: Record.book(wrapped),
            pairs: saved)
        return ContractRecord(address: address, dex: record)
    }
}
