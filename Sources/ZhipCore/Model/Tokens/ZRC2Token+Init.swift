public import ZilliqaKit

extension ZRC2Token {
    /// The most fields of a contract's init that are looked at; a ZRC-2 token's has six.
    public static let maximumInitFields = 64

    /// The token whose init (`GetSmartContractInit`'s `[{"vname","type","value"}]`) is `fields`:
    /// its `name` and `symbol` (`String`) and `decimals` (`Uint32`, written as a decimal string),
    /// the immutable fields of every ZRC-2 contract.
    ///
    /// - Throws: ``TokenError/notZRC2(_:network:)`` when the answer is not a list of fields, or one
    ///   of the three is missing or not of its type; the errors of ``init(contract:symbol:name:decimals:evmChainID:)``.
    public init(contract: Address, initFields fields: JSONValue, on network: Network) throws(TokenError) {
        guard let list = fields.arrayValue else { throw .notZRC2(contract, network: network.displayName) }
        var values: [String: String] = [:]
        for field in list.prefix(Self.maximumInitFields) {
            guard let name = field["vname"]?.stringValue, let value = field["value"]?.stringValue else { continue }
            if ["name", "symbol", "decimals"].contains(name), values[name] == nil { values[name] = value }
        }
        guard let name = values["name"], let symbol = values["symbol"], let decimalsText = values["decimals"],
            decimalsText.count <= 10, !decimalsText.isEmpty, decimalsText.allSatisfy(\.isASCIIDigit),
            let decimals = Int(decimalsText)
        else { throw .notZRC2(contract, network: network.displayName) }
        try self.init(
            contract: contract, symbol: symbol, name: name, decimals: decimals, evmChainID: network.evmChainID)
    }
}

extension Character {
    /// True for `0` to `9` only (not the other scripts' digits that `isNumber` takes).
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
