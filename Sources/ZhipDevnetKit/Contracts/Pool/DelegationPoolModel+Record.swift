public import ZilliqaKit

extension DelegationPoolModel {
    /// The pool's state as the `--state` file keeps it: wei and shares as decimal strings,
    /// addresses as 40 hex; the token under `lst` as an ERC-20 record.
    public struct Record: Sendable, Hashable, Codable {
        /// One delegator's figures (a non-liquid pool's book, and anyone's claims).
        public struct Delegator: Sendable, Hashable, Codable {
            public let address: String
            public let stake: String?
            public let available: String?
            public let taken: String?
            public let firstEntry: UInt64?
            public let walkedTo: UInt64?
            public let claims: [Claim]?
        }

        public let kind: Kind
        public let name: String
        public let commission: UInt64
        public let minimumDelegation: String
        public let unbondingBlocks: UInt64
        public let commissionReceiver: String
        public let lstAddress: String?
        public let lst: ERC20Model.Record?
        public let stake: String
        public let rewards: String
        public let taxedRewards: String
        public let entries: UInt64
        public let delegators: [Delegator]

        /// The pool again, as it was saved.
        func model() throws(LedgerSnapshotError) -> DelegationPoolModel {
            guard commission < DelegationPoolModel.denominator else {
                throw .inconsistent("the pool \"\(name)\"'s commission \(commission) is not below 10000")
            }
            var pool = DelegationPoolModel(
                restoring: self, receiver: try ContractRecord.address(commissionReceiver),
                lst: try lstAddress.map(ContractRecord.address), minimum: try Self.wei(minimumDelegation))
            pool.lst = try lst?.model()
            pool.stake = try Self.wei(stake)
            pool.rewards = try Self.wei(rewards)
            pool.taxedRewards = try Self.wei(taxedRewards)
            pool.book.entries = entries
            for delegator in delegators {
                let address = try ContractRecord.address(delegator.address)
                pool.book.stakes[address] = try delegator.stake.map(Self.wei)
                pool.book.available[address] = try delegator.available.map(Self.wei)
                pool.book.taken[address] = try delegator.taken.map(Self.wei)
                pool.book.firstEntry[address] = delegator.firstEntry
                pool.book.walkedTo[address] = delegator.walkedTo
                pool.claims[address] = delegator.claims.flatMap { $0.isEmpty ? nil : $0 }
            }
            return pool
        }

        private static func wei(_ text: String) throws(LedgerSnapshotError) -> UInt128 {
            guard let wei = UInt128(text) else { throw .inconsistent("a pool's \"\(text)\" wei is not a whole number") }
            return wei
        }
    }

    /// The pool a record describes, its settings as saved.
    private init(restoring record: Record, receiver: Address, lst lstAddress: Address?, minimum: UInt128) {
        kind = record.kind
        name = record.name
        commission = record.commission
        minimumDelegation = minimum
        unbondingBlocks = record.unbondingBlocks
        commissionReceiver = receiver
        self.lstAddress = lstAddress
    }

    public func record(at address: Address) -> ContractRecord {
        let everyone = Set(book.stakes.keys).union(book.available.keys).union(book.taken.keys)
            .union(book.firstEntry.keys).union(book.walkedTo.keys).union(claims.keys)
        let delegators = everyone.map { delegator in
            Record.Delegator(
                address: delegator.hex, stake: book.stakes[delegator].map { String($0) },
                available: book.available[delegator].map { String($0) },
                taken: book.taken[delegator].map { String($0) },
                firstEntry: book.firstEntry[delegator], walkedTo: book.walkedTo[delegator], claims: claims[delegator])
        }.sorted { $0.address < $1.address }
        let record = Record(
            kind: kind, name: name, commission: commission, minimumDelegation: String(minimumDelegation),
            unbondingBlocks: unbondingBlocks, commissionReceiver: commissionReceiver.hex, lstAddress: lstAddress?.hex,
            lst: lstAddress.flatMap { address in lst?.record(at: address).erc20 }, stake: String(stake),
            rewards: String(rewards), taxedRewards: String(taxedRewards), entries: book.entries, delegators: delegators)
        return ContractRecord(address: address, pool: record)
    }
}
