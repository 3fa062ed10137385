public import ZilliqaKit

/// An EIP-681 payment request to an EVM account: `ethereum:0x<EIP-55>@<EVM chain id>`, with
/// `?value=<wei>` (a decimal integer) when an amount is requested; for a token, the call of its
/// `transfer`: `ethereum:<token>@<chain>/transfer?address=<to>&uint256=<smallest units>`. EVM
/// wallets open it on their send screen, on the chain it names.
///
/// ```swift
/// let link = EIP681Link(to: evmAddress, on: .mainnet, amount: Wei("1.5", unit: .zil))
/// link.text        // "ethereum:0x3C0820b2333d0C9FA1145D66414C908909b43041@32769?value=1500000000000000000"
/// link.chainName   // "Zilliqa mainnet (EVM chain 32769)"
/// let usdt = EIP681Link(to: evmAddress, on: .mainnet, token: token, units: 12_500_000)
/// usdt.text        // "ethereum:0xdAC1…@32769/transfer?address=0x3C08…&uint256=12500000"
/// ```
public struct EIP681Link: Sendable, Hashable, CustomStringConvertible {
    /// The account to pay.
    public let address: EVMAddress
    /// The EVM chain id the payment is for (the network's Zilliqa chain id + 0x8000).
    public let chainID: UInt64
    /// The requested amount, nil when none is.
    public let amount: Wei?
    /// The chain's name as people read it beside the link: `Zilliqa mainnet (EVM chain 32769)`.
    public let chainName: String
    /// The token asked for, nil for ZIL.
    public let token: Token?
    /// The amount of ``token`` asked for, in its smallest unit; nil when none is.
    public let tokenUnits: UInt256?

    /// The request to pay `address` on `network`'s EVM chain (`amount`, when given).
    public init(to address: EVMAddress, on network: Network, amount: Wei?) {
        self.address = address
        chainID = network.evmChainID
        self.amount = amount
        chainName = Self.chainName(of: network)
        token = nil
        tokenUnits = nil
    }

    /// The request to pay `address` in `token` on `network`'s EVM chain (`units` of its smallest
    /// unit, when given).
    public init(to address: EVMAddress, on network: Network, token: Token, units: UInt256?) {
        self.address = address
        chainID = network.evmChainID
        amount = nil
        chainName = Self.chainName(of: network)
        self.token = token
        tokenUnits = units
    }

    /// `network`'s EVM chain as people read it: `Zilliqa mainnet (EVM chain 32769)`.
    public static func chainName(of network: Network) -> String {
        "Zilliqa \(network.name) (EVM chain \(network.evmChainID))"
    }

    /// The link: `ethereum:0x…@32769`, then `?value=<wei>` when an amount is requested; for a
    /// token, `ethereum:<token>@32769/transfer?address=0x…`, then `&uint256=<units>`.
    public var text: String {
        guard let token else {
            return "ethereum:\(address.checksummed)@\(chainID)" + (amount.map { "?value=\($0.weiString)" } ?? "")
        }
        return "ethereum:\(token.contract.checksummed)@\(chainID)/transfer?address=\(address.checksummed)"
            + (tokenUnits.map { "&uint256=\($0)" } ?? "")
    }

    public var description: String { text }
}
