import ZilliqaKit

/// Legacy API answers about ZRC-2 contracts, as written outside this code base.
enum ZRC2Answers {
    /// `GetSmartContractInit` of AliceCoin, as Zilliqa's developer portal prints it
    /// (Zilliqa/dev-portal, "Fetching Immutable Data"; `_this_address` is
    /// zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69).
    static let aliceCoinInit = """
        [{"type":"Uint32","value":"0","vname":"_scilla_version"},
         {"type":"ByStr20","value":"0xe26d0b90d695188599558d1c3af41f34bcec6220","vname":"owner"},
         {"type":"Uint128","value":"1000000","vname":"total_tokens"},
         {"type":"Uint32","value":"12","vname":"decimals"},
         {"type":"String","value":"AliceCoin","vname":"name"},
         {"type":"String","value":"ALI","vname":"symbol"},
         {"type":"BNum","value":"387125","vname":"_creation_block"},
         {"type":"ByStr20","value":"0x5938fc8af82250ad6cf1da3bb92f4aa005cb2717","vname":"_this_address"}]
        """

    /// AliceCoin's contract.
    static let aliceCoin = "zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69"
    /// A holder of 967500 AliceCoin units in the same page's state.
    static let holder = "0xe26d0b90d695188599558d1c3af41f34bcec6220"

    /// `text` parsed as JSON.
    static func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }
}
