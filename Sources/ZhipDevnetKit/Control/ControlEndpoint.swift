import ZilliqaKit

/// The control API's routes: method, path, what the body or query takes, and what each does
/// (the list a 404 answers, and `GET /control`).
enum ControlEndpoint: String, Sendable, CaseIterable {
    case index
    case fund
    case minimumGasPrice
    case blockTime
    case confirm
    case setFaults
    case clearFaults
    case setLies
    case clearLies
    case reset
    case transactions
    case summary
    case settings
    case era
    case blocked
    case tokens
    case escrowClaims
    case blocks
    case pools
    case poolRewards
    case names
    case dex
    case dexLiquidity

    var method: String {
        switch self {
        case .index, .transactions, .summary, .settings: "GET"
        case .clearFaults, .clearLies: "DELETE"
        case .fund, .minimumGasPrice, .blockTime, .confirm, .setFaults, .setLies, .reset, .era, .blocked, .tokens,
            .escrowClaims,
            .blocks, .pools, .poolRewards, .names, .dex, .dexLiquidity:
            "POST"
        }
    }

    var path: String {
        switch self {
        case .index: "/control"
        case .fund: "/control/fund"
        case .minimumGasPrice: "/control/min-gas-price"
        case .blockTime: "/control/block-time"
        case .confirm: "/control/confirm"
        case .setFaults, .clearFaults: "/control/faults"
        case .setLies, .clearLies: "/control/lies"
        case .reset: "/control/reset"
        case .transactions: "/control/transactions"
        case .summary: "/control/summary"
        case .settings: "/control/settings"
        case .era: "/control/era"
        case .blocked: "/control/blocked"
        case .tokens: "/control/tokens"
        case .escrowClaims: "/control/escrow/claims"
        case .blocks: "/control/blocks"
        case .pools: "/control/pools"
        case .poolRewards: "/control/pools/{address}/rewards"
        case .names: "/control/names"
        case .dex: "/control/dex"
        case .dexLiquidity: "/control/dex/liquidity"
        }
    }

    /// What the request carries besides the token: an example body, or the query it takes.
    var takes: String {
        switch self {
        case .fund: #"{"address": "zil1…|0x…", "zil": "100"} (or "li"/"qa" instead of "zil")"#
        case .minimumGasPrice: #"{"li": "1000"} (or "qa"/"zil")"#
        case .blockTime: #"{"seconds": 2}; 0 confirms inside CreateTransaction, null only on POST /control/confirm"#
        case .setFaults:
            #"{"mode": "drop|500|garbage|timeout", "rate": 1, "methods": ["CreateTransaction"], "times": 1,"#
                + #" "seed": 7, "holdSeconds": 30} (only mode is required)"#
        case .setLies:
            #"{"method": "eth_gasPrice", "result": "0xde0b6b3a7640000", "whenParam": "pending", "honestAnswers": 1}"#
                + " (whenParam and honestAnswers optional)"
        case .transactions: "?sender=zil1…|0x…&status=accepted|rejected (both optional)"
        case .summary: "?sender=zil1…|0x… (optional)"
        case .era: #"{"era": "legacy|disabled|escrow-only", "atBlock": 1001} (atBlock optional: from that height on)"#
        case .blocked: #"{"addresses": ["zil1…|0x…", …]}"#
        case .tokens:
            #"{"symbol": "TUSD", "name": "Test USD", "decimals": 6, "supply": "1000000000000", "holder": "zil1…|0x…","#
                + #" "behaviour": "\#(ERC20Behaviour.allCases.map(\.rawValue).joined(separator: "|"))", "zrc2": false}"#
                + " (behaviour and zrc2 optional; supply in the smallest unit)"
        case .escrowClaims: #"{"calldata": "0xcf1c9461…"} (a claim's exact call data)"#
        case .blocks: #"{"count": 5} (1 to \#(Ledger.maximumBlocksMined); 1 when absent)"#
        case .pools:
            #"{"kind": "liquid|nonLiquid", "commissionPercent": "10", "minimumDelegationZIL": "100","#
                + #" "unbondingBlocks": 5, "name": "…", "symbol": "stZIL", "commissionReceiver": "0x…"}"#
                + " (all but kind optional; percent up to 2 decimals; symbol liquid only)"
        case .poolRewards: #"{"zil": "10"} (or "li"/"qa"); {address} is the pool's"#
        case .names:
            #"{"name": "alice.zil", "address": "0x…|zil1…", "reverse": true} (reverse optional, false when absent;"#
                + " the zero address registers the name with no address set)"
        case .dex: #"{"feeBasisPoints": 35} (optional: 0 to \#(DexModel.maximumFee), 35 when absent)"#
        case .dexLiquidity:
            #"{"token": "0x…", "zil": "1000", "amount": "5000000000"} (zil in ZIL, up to 18 decimals; amount in"#
                + " the token's smallest unit; either may be \"0\")"
        case .index, .confirm, .clearFaults, .clearLies, .reset, .settings: ""
        }
    }

    /// One line on what the route does.
    var does: String {
        switch self {
        case .index: "lists these routes"
        case .fund: "adds the amount to the address's balance (opening the account)"
        case .minimumGasPrice: "sets the lowest gas price accepted from now on"
        case .blockTime: "sets when blocks confirm pending transactions"
        case .confirm: "seals a block with every pending transaction now"
        case .setFaults: "injects faults into JSON-RPC answers from now on"
        case .clearFaults: "stops injecting faults"
        case .setLies:
            "answers the method (only calls carrying whenParam, when given) with result instead of the truth, after"
                + " honestAnswers true answers: a hostile node, for a wallet's tests"
        case .clearLies: "tells the truth again"
        case .reset: "puts the ledger back as the devnet started and forgets the transactions received"
        case .transactions: "the CreateTransaction requests received, oldest first, accepted or rejected (with why)"
        case .summary: #"{"received": N, "accepted": N, "rejected": N}"#
        case .settings: "the chain id, minimum gas price, block time, era, finality lag and faults in force"
        case .era: "switches the Zilliqa 2.0 legacy-transaction era, now or from a block height on"
        case .blocked: "sweeps each address as a blocked recipient: balance 0, nonce 18446744073709551615"
        case .tokens: "deploys a modelled ERC-20 token minting its supply to the holder; answers its address"
        case .blocks:
            #"mines that many blocks now, empty unless transactions are pending (they go into the first); {"head": N}"#
        case .pools:
            "deploys a modelled Zilliqa 2.0 delegated staking pool (liquid: with its token);"
                + #" {"address": "0x…", "lst": "0x…"|null, "commissionReceiver": "0x…"}"#
        case .poolRewards:
            "adds rewards to the pool: its balance grows, as Zilliqa 2.0 pays them;"
                + #" {"pool": "0x…", "addedWei": "…", "balanceWei": "…"}"#
        case .names:
            "registers a ZilNames .zil name with the address it resolves to, or changes its address; with reverse,"
                + " makes it the address's primary name too; answers the name, its namehash and the contracts"
        case .dex:
            "deploys PlunderSwap (a Uniswap V2 fork) modelled natively: its factory, router and WZIL, one a devnet;"
                + #" {"factory": "0x…", "router": "0x…", "wzil": "0x…"}"#
        case .dexLiquidity:
            "creates that many token units and that much WZIL (its ZIL credited to WZIL) in the pair of the token"
                + " and WZIL, made if new, and syncs its reserves: no transaction, no block;"
                + #" {"pair": "0x…", "reserveToken": "…", "reserveZil": "…"}"#
        case .escrowClaims:
            "takes that exact call data as a migration escrow claim whose zero-knowledge proof verifies (the devnet"
                + " cannot verify one); any other claim reverts \"Zk-proof failed\""
        }
    }

    /// The query names the route reads besides `t`.
    var queryNames: Set<String> {
        switch self {
        case .transactions: ["sender", "status"]
        case .summary: ["sender"]
        default: []
        }
    }

    /// True for the routes that change the devnet: they need `X-Zhip-Devnet: 1`.
    var changesState: Bool { method != "GET" }

    /// The route for `method` and `path`, and the path's parameter (the `{address}` of
    /// `/control/pools/{address}/rewards`) when the route's path has one, else "".
    /// - Throws: ``ControlError`` 404 with the route list for an unknown path, 405 for a known path
    ///   and another method.
    static func find(method: String, path: String) throws(ControlError) -> (
        endpoint: ControlEndpoint, parameter: String
    ) {
        let matches = allCases.compactMap { endpoint in endpoint.match(path).map { (endpoint, $0) } }
        guard !matches.isEmpty else { throw .unknownRoute(method, path) }
        guard let (endpoint, parameter) = matches.first(where: { $0.0.method == method }) else {
            throw .wrongMethod(method, path, allowed: matches.map(\.0.method))
        }
        return (endpoint, parameter)
    }

    /// Whether `path` is this route's: nil when not; the text in place of a `{…}` segment when it
    /// has one (never empty, never holding a slash), else "".
    private func match(_ path: String) -> String? {
        let template = self.path.split(separator: "/", omittingEmptySubsequences: false)
        let given = path.split(separator: "/", omittingEmptySubsequences: false)
        guard template.count == given.count else { return nil }
        var parameter = ""
        for (expected, actual) in zip(template, given) {
            if expected.hasPrefix("{"), expected.hasSuffix("}") {
                guard !actual.isEmpty else { return nil }
                parameter = String(actual)
            } else if expected != actual {
                return nil
            }
        }
        return parameter
    }

    /// Every route as `{"route": "POST /control/fund", "takes": …, "does": …}`.
    static var listing: JSONValue {
        .array(
            allCases.map { endpoint in
                var members: [String: JSONValue] = [
                    "route": .string("\(endpoint.method) \(endpoint.path)"), "does": .string(endpoint.does),
                ]
                if !endpoint.takes.isEmpty { members["takes"] = .string(endpoint.takes) }
                return .object(members)
            })
    }
}
