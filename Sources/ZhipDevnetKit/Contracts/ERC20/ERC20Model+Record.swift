public import ZilliqaKit

extension ERC20Model {
    /// The token's state as the `--state` file keeps it: amounts as decimal strings, addresses as 40 hex.
    public struct Record: Sendable, Hashable, Codable {
        /// One holder's units.
        public struct Holding: Sendable, Hashable, Codable {
            public let holder: String
            public let units: UInt256
        }

        /// One allowance.
        public struct Allowed: Sendable, Hashable, Codable {
            public let owner: String
            public let spender: String
            public let units: UInt256
        }

        public let name: String
        public let symbol: String
        public let decimals: UInt8
        public let behaviour: ERC20Behaviour
        public let legacyAddress: String?
        public let totalSupply: UInt256
        public let balances: [Holding]
        public let allowances: [Allowed]

        /// The token again, as it was saved.
        func model() throws(LedgerSnapshotError) -> ERC20Model {
            var held: [Address: UInt256] = [:]
            for holding in balances { held[try ContractRecord.address(holding.holder)] = holding.units }
            var allowed: [ERC20Allowance: UInt256] = [:]
            for entry in allowances {
                let key = ERC20Allowance(
                    owner: try ContractRecord.address(entry.owner), spender: try ContractRecord.address(entry.spender))
                allowed[key] = entry.units
            }
            return ERC20Model(
                restoring: self, legacyAddress: try legacyAddress.map(ContractRecord.address), balances: held,
                allowances: allowed)
        }
    }

    /// The token a record describes, its fields as saved (no behaviour's overrides applied again).
    init(
        restoring record: Record, legacyAddress: Address?, balances: [Address: UInt256],
        allowances: [ERC20Allowance: UInt256]
    ) {
        name = record.name
        symbol = record.symbol
        decimals = record.decimals
        behaviour = record.behaviour
        self.legacyAddress = legacyAddress
        totalSupply = record.totalSupply
        self.balances = balances
        self.allowances = allowances
    }

    /// The token under `address` as the `--state` file keeps it.
    public func record(at address: Address) -> ContractRecord {
        let record = Record(
            name: name, symbol: symbol, decimals: decimals, behaviour: behaviour, legacyAddress: legacyAddress?.hex,
            totalSupply: totalSupply,
            balances: balances.map { Record.Holding(holder: $0.key.hex, units: $0.value) }.sorted {
                $0.holder < $1.holder
            },
            allowances: allowances.map {
                Record.Allowed(owner: $0.key.owner.hex, spender: $0.key.spender.hex, units: $0.value)
            }.sorted { ($0.owner, $0.spender) < ($1.owner, $1.spender) })
        return ContractRecord(address: address, erc20: record)
    }
}
