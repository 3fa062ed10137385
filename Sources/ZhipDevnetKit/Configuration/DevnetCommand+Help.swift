public import CommandLineKit
import ZilliqaKit

extension DevnetCommand {
    /// The name, the help `--help` prints above the usage line and the options, and errors on one line.
    public static let configuration = CommandConfiguration(
        commandName: "zhip-devnet",
        abstract: "A local Zilliqa node serving the JSON-RPC API on 127.0.0.1, for testing wallets offline.",
        discussion: """
            A --genesis file is a JSON array whose entries are either \
            {"privateKey": "<64 hex>", "amount": "<ZIL>"} or \
            {"address": "<zil1…, 0x… or 40 hex>", "balance": "<Qa>"}.

            The modes of --fail-mode, for the answers --fail-rate spoils:
            500      HTTP 500, request not processed
            drop     request processed, connection closed without an answer
            garbage  HTTP 200 with a body that is not JSON, request not processed
            timeout  request processed, held 30 s (or until exit), then dropped

            The control API (--control-token TOKEN) answers loopback clients that send the token (?t=TOKEN or \
            Authorization: Bearer TOKEN). Requests that change the devnet (POST, DELETE) also need the header \
            X-Zhip-Devnet: 1. Other local users can see the token in the process list: it guards a test devnet, \
            not money. Routes:
            POST /control/fund            {"address": "zil1…", "zil": "100"}
            POST /control/min-gas-price   {"li": "1000"}
            POST /control/block-time      {"seconds": 2} (0 at once, null on demand)
            POST /control/confirm         seal a block now
            POST /control/faults          {"mode": "drop", "methods": […], "times": 1}
            DELETE /control/faults        stop injecting faults
            POST /control/lies            {"method": "eth_gasPrice", "result": "0x…", "whenParam": "pending", \
            "honestAnswers": 1}: a hostile node's answer instead of the truth (whenParam, honestAnswers optional)
            DELETE /control/lies          tell the truth again
            POST /control/reset           back to genesis, received list cleared
            GET /control/transactions     ?sender=…&status=accepted|rejected
            GET /control/summary          {"received": N, "accepted": N, "rejected": N}
            POST /control/era             {"era": "escrow-only", "atBlock": 1001} (atBlock optional)
            POST /control/blocked         {"addresses": ["zil1…"]}: balance 0, nonce 2^64-1
            POST /control/tokens          {"symbol": "TUSD", "name": "Test USD", "decimals": 6, \
            "supply": "1000000000000", "holder": "0x…", "behaviour": "standard", "zrc2": false}: deploys a \
            modelled ERC-20 token, answers {"address": "0x…", …}
            POST /control/escrow/claims   {"calldata": "0xcf1c9461…"}: takes that exact claim as proven
            POST /control/blocks          {"count": 5}: mines that many blocks now (at most 100000), \
            answers {"head": N}
            POST /control/pools           {"kind": "liquid", "commissionPercent": "10", \
            "minimumDelegationZIL": "100", "unbondingBlocks": 5}: deploys a modelled Zilliqa 2.0 staking pool \
            (docs/devnet-staking.md), answers {"address": "0x…", "lst": "0x…"|null, …}
            POST /control/pools/ADDRESS/rewards {"zil": "10"}: adds rewards to the pool's balance
            POST /control/names           {"name": "alice.zil", "address": "0x…", "reverse": true}: registers \
            a ZilNames name (docs/zilnames.md), answers {"name", "node", "address", "universalResolver", …}
            POST /control/dex             {"feeBasisPoints": 35} (optional): deploys PlunderSwap's factory, \
            router and WZIL (docs/devnet-dex.md), one a devnet, answers {"factory", "router", "wzil"}
            POST /control/dex/liquidity   {"token": "0x…", "zil": "1000", "amount": "5000000000"}: creates \
            the units and WZIL in the token/WZIL pair and syncs it, answers {"pair", "reserveToken", "reserveZil"}
            GET /control/settings, GET /control (this list)

            The answers are Zilliqa 2.0 v0.21.8's legacy API: its rejection words in its order of checks, \
            {"Info": "Txn processed", "TranID": "0x…"}, 50 x gasPrice per payment, minimum gas price \
            2000000016 Qa. --era disabled answers -32 "CreateTransaction is disabled"; --era escrow-only takes \
            only deposits to 0x00000000005a494c31455343524F5750524f5859, charged a flat 21000 EVM gas on top.

            The same port serves Zilliqa 2.0's eth_ namespace for EVM value transfers, on the same ledger \
            (balances in wei, the legacy API showing floor(wei / 10^6) Qa, one nonce per 20-byte address): \
            eth_chainId (chain id + 0x8000), net_version, web3_clientVersion, eth_blockNumber, eth_getBalance, \
            eth_getTransactionCount, eth_gasPrice and eth_maxPriorityFeePerGas (--min-gas-price x 10^6 / 420 wei, \
            4761904800000 by default), eth_feeHistory, eth_estimateGas, eth_sendRawTransaction (types 0, 1, 2), \
            eth_getTransactionByHash, eth_getTransactionReceipt, eth_getBlockByNumber, eth_getBlockByHash, \
            eth_getCode, eth_syncing, eth_accounts, eth_call, eth_getLogs (ranges at most 50 blocks apart, as \
            mainnet's API nodes). A --genesis-key funds both of the key's accounts. eth_getBalance, \
            eth_getTransactionCount, eth_call and eth_getCode read a past block's state for the newest 1000 \
            blocks; older is -32603 "State required to execute request does not exist".

            No bytecode runs. ERC-20 tokens deployed with POST /control/tokens are modelled natively \
            (docs/devnet-tokens.md): eth_call answers name, symbol, decimals, totalSupply, balanceOf, allowance; \
            transfer, approve and transferFrom execute with OpenZeppelin 4.9's checks, revert words, Transfer and \
            Approval logs and gas; a revert is code 3 "execution reverted: <reason>" with the revert data. With \
            "zrc2": true the token also has a legacy address answering GetSmartContractSubState \
            [addr, "balances", [holder]] and GetSmartContractInit. Behaviours:
            \(ERC20Behaviour.allCases.map { "\($0.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
            The migration escrow at \(MigrationEscrow.address.checksummed) is modelled too (docs/zq2-escrow.md): \
            balanceOf(address), a payable lodge() crediting the caller, and in the escrow-only era a legacy \
            transfer into it lodges for the zil1 account's 20 bytes. The devnet cannot verify a zero-knowledge \
            proof: claim(pA, pB, pC, pubSignals) pays the old address's lodged ZIL to the new one only when a test \
            registered that exact call data with POST /control/escrow/claims, and otherwise reverts "Zk-proof \
            failed" (a public chain id that is not this devnet's reverts "Invalid domain" first).
            ZilNames is modelled at mainnet's addresses (docs/zilnames.md): the UniversalResolver \
            \(ZilNames.universalResolver.checksummed) answers resolve(bytes,bytes) for addr and name, reverting \
            ENS's ResolverNotFound(bytes) for an unknown name; the Registry answers resolver and owner, the \
            L2Resolver addr and name.
            PlunderSwap (a Uniswap V2 fork) deployed with POST /control/dex is modelled too \
            (docs/devnet-dex.md): the router's getAmountsOut/In, its nine swaps and addLiquidity(ETH) with \
            its revert words, the pairs' getReserves, Swap, Sync and Mint, the factory's getPair, and WZIL's \
            deposit and withdraw; tokens move through the modelled ERC-20s, all or nothing.
            Any other transaction with data, or without a recipient, is refused.

            Stop with Ctrl-C (SIGINT) or SIGTERM: the state is saved and the exit status is 0.
            """,
        errorStyle: .oneLine)
}
