import ZilliqaKit

/// The legacy API's contract reads for a ZRC-2 token (zq2-legacy-api.md §1): its legacy address
/// answers from the balances of its ERC-20 proxy, one set of balances for both APIs.
extension DevnetMethods {
    /// GetSmartContractSubState `[address, variable, indices]`: `{"balances": {"0x<holder>": "<units>"}}`
    /// for the holders asked (all of them with no index), `null` for a holder without units, another
    /// variable, or an account that is no token; `""` answers the whole state. An address with
    /// neither account nor token is `-5 "Address does not exist"`.
    func smartContractSubState(_ params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        guard params.count >= 2, params.count <= 3, let text = params[0].stringValue,
            let variable = params[1].stringValue
        else { throw .invalidParams("GetSmartContractSubState takes [address, variable name, [indices]]") }
        let address = try Self.address(text)
        guard let token = ledger.zrc2Token(at: address) else {
            guard ledger.account(address) != nil else { throw .addressDoesNotExist }
            return .null
        }
        let balances = Self.balances(token)
        guard !variable.isEmpty else {
            return [
                "_balance": "0", "balances": .object(balances), "total_supply": .string(token.totalSupply.description),
            ]
        }
        guard params.count == 3, let indices = params[2].arrayValue else {
            throw .invalidParams("GetSmartContractSubState with a variable name takes an array of indices")
        }
        guard variable == "balances" else { return .null }
        guard let first = indices.first else { return ["balances": .object(balances)] }
        guard indices.count == 1, let holderText = first.stringValue else {
            throw .invalidParams("balances is a map of one key: give one holder address")
        }
        let key = "0x" + (try Self.address(holderText)).hex
        guard let units = balances[key] else { return .null }
        return ["balances": [key: units]]
    }

    /// GetSmartContractInit `[address]`: a ZRC-2 token's immutable fields as Scilla writes them
    /// (`vname`, `type`, `value`); `-5 "Address does not exist"` for any other address.
    func smartContractInit(address text: String) throws(DevnetRPCError) -> JSONValue {
        let address = try Self.address(text)
        guard let token = ledger.zrc2Token(at: address) else { throw .addressDoesNotExist }
        let field: (String, String, String) -> JSONValue = { name, type, value in
            ["vname": .string(name), "type": .string(type), "value": .string(value)]
        }
        return [
            field("_scilla_version", "Uint32", "0"), field("_this_address", "ByStr20", "0x" + address.hex),
            field("name", "String", token.name), field("symbol", "String", token.symbol),
            field("decimals", "Uint32", String(token.decimals)),
            field("init_supply", "Uint128", token.totalSupply.description),
        ]
    }

    /// The token's balances keyed as Scilla's ByStr20 keys: `0x` and 40 lowercase hex.
    private static func balances(_ token: ERC20Model) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: token.balances.map { ("0x" + $0.key.hex, .string($0.value.description)) })
    }
}
