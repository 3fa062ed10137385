public import ZilliqaKit

extension ZilNamesModel {
    /// ZilNames' state as the `--state` file keeps it: each name with its address, each reverse
    /// record with its address, addresses as 40 hex, sorted.
    ///
    /// ```json
    /// {"names": [{"name": "alice.zil", "address": "7e5f…5bdf"}], "reverse": [{"address": "7e5f…5bdf", "name": "alice.zil"}]}
    /// ```
    public struct Record: Sendable, Hashable, Codable {
        /// A name and the address its `addr` answers.
        public struct Name: Sendable, Hashable, Codable {
            public let name: String
            public let address: String
        }

        public let names: [Name]
        public let reverse: [Name]

        /// ZilNames again, as it was saved.
        func model() throws(LedgerSnapshotError) -> ZilNamesModel {
            var model = ZilNamesModel()
            for entry in names {
                _ = model.register(
                    try Self.name(entry.name), address: try ContractRecord.address(entry.address), reverse: false)
            }
            for entry in reverse {
                let address = try ContractRecord.address(entry.address)
                let name = try Self.name(entry.name)
                let node = ENSNameEncoding.namehash(ZilNames.reverseLabels(of: ZilNamesModel.evmAddress(address)))
                model.reverse[node] = ReverseEntry(address: address, name: name)
            }
            guard model.forward.count + model.reverse.count <= ZilNamesModel.maximumNames else {
                throw .inconsistent("ZilNames holds more than \(ZilNamesModel.maximumNames) names")
            }
            return model
        }

        private static func name(_ text: String) throws(LedgerSnapshotError) -> ZilName {
            do { return try ZilName(text) } catch {
                throw .inconsistent("ZilNames' \"\(text.prefix(64))\" is not a .zil name: \(error)")
            }
        }
    }

    public func record(at address: Address) -> ContractRecord {
        let record = Record(
            names: forward.values.map { Record.Name(name: $0.name.text, address: $0.address.hex) }.sorted {
                $0.name < $1.name
            },
            reverse: reverse.values.map { Record.Name(name: $0.name.text, address: $0.address.hex) }.sorted {
                $0.address < $1.address
            })
        return ContractRecord(address: address, names: record)
    }
}
