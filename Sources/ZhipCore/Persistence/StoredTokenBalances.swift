import Foundation
import ZilliqaKit

/// ``CachedTokenBalances`` as ``PreferencesKey/cachedTokenBalances`` keeps them, stamped with the
/// network they were read on: addresses as EIP-55 text, units as decimal text.
struct StoredTokenBalances: Codable, Sendable, Hashable {
    let network: NetworkPreference
    let owner: String
    let units: [String: String]
    let updatedAt: Date

    init(_ balances: CachedTokenBalances, network: Network) {
        self.network = NetworkPreference(network)
        owner = balances.owner.checksummed
        units = Dictionary(
            balances.units.map { ($0.key.checksummed, $0.value.description) }, uniquingKeysWith: { first, _ in first })
        updatedAt = balances.updatedAt
    }

    /// The balances stored, when they were read on `network` for `owner`; entries that no longer
    /// parse are left out.
    func balances(of owner: EVMAddress, on network: Network) -> CachedTokenBalances? {
        guard self.network == NetworkPreference(network), (try? EVMAddress(self.owner)) == owner else { return nil }
        var read: [EVMAddress: UInt256] = [:]
        for (contract, text) in units {
            guard let address = try? EVMAddress(contract), let value = try? UInt256(decimal: text) else { continue }
            read[address] = value
        }
        return CachedTokenBalances(owner: owner, units: read, updatedAt: updatedAt)
    }
}
