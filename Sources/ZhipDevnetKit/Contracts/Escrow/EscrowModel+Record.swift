public import ZilliqaKit

extension EscrowModel {
    /// The escrow's state as the `--state` file keeps it: wei as decimal strings, addresses as 40
    /// hex, registered claims as 0x hex.
    public struct Record: Sendable, Hashable, Codable {
        /// What one address lodged.
        public struct Lodging: Sendable, Hashable, Codable {
            public let address: String
            public let wei: String
        }

        public let chainID: UInt64
        public let lodged: [Lodging]
        public let registeredClaims: [String]

        /// The escrow again, as it was saved.
        func model() throws(LedgerSnapshotError) -> EscrowModel {
            var balances: [Address: UInt128] = [:]
            for lodging in lodged {
                guard let wei = UInt128(lodging.wei) else {
                    throw .inconsistent("the escrow's \"\(lodging.wei)\" wei is not a whole number")
                }
                balances[try ContractRecord.address(lodging.address)] = wei
            }
            var claims: Set<[UInt8]> = []
            for claim in registeredClaims {
                guard claim.hasPrefix("0x"), let bytes = try? Hex.decode(claim.dropFirst(2)) else {
                    throw .inconsistent("the escrow's registered claim \"\(claim.prefix(16))…\" is not 0x hex")
                }
                claims.insert(bytes)
            }
            return EscrowModel(chainID: chainID, lodged: balances, registeredClaims: claims)
        }
    }

    public func record(at address: Address) -> ContractRecord {
        let record = Record(
            chainID: chainID,
            lodged: lodged.map { Record.Lodging(address: $0.key.hex, wei: String($0.value)) }.sorted {
                $0.address < $1.address
            },
            registeredClaims: registeredClaims.map { "0x" + Hex.encode($0) }.sorted())
        return ContractRecord(address: address, escrow: record)
    }
}
