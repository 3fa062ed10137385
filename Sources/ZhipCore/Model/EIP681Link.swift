public import ZilliqaKit

/// An EIP-681 payment request to an EVM account: `ethereum:0x<EIP-55>@<EVM chain id>`, with
/// `?value=<wei>` (a decimal integer) when an amount is requested; EVM wallets open it on their
/// send screen, on the chain it names.
///
/// ```swift
/// let link = EIP681Link(to: evmAddress, on: .mainnet, amount: Wei("1.5", unit: .zil))
/// link.text        // "ethereum:0x3C0820b2333d0C9FA1145D66414C908909b43041@32769?value=1500000000000000000"
/// link.chainName   // "Zilliqa mainnet (EVM chain 32769)"
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

    /// The request to pay `address` on `network`'s EVM chain (`amount`, when given).
    public init(to address: EVMAddress, on network: Network, amount: Wei?) {
        self.address = address
        chainID = network.evmChainID
        self.amount = amount
        chainName = Self.chainName(of: network)
    }

    /// `network`'s EVM chain as people read it: `Zilliqa mainnet (EVM chain 32769)`.
    public static func chainName(of network: Network) -> String {
        "Zilliqa \(network.name) (EVM chain \(network.evmChainID))"
    }

    /// The link: `ethereum:0x…@32769`, then `?value=<wei>` when an amount is requested.
    public var text: String {
        "ethereum:\(address.checksummed)@\(chainID)" + (amount.map { "?value=\($0.weiString)" } ?? "")
    }

    public var description: String { text }
}
