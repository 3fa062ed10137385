import CommandLineKit
import ZilliqaKit

/// `--chain-id N`: a network's Zilliqa chain id (1, 333, 222) or its EVM chain id (32769, 33101,
/// the Zilliqa id + 32768); both name the same network, in every command.
struct ChainIDArgument: ExpressibleByArgument, Equatable {
    /// The network's Zilliqa chain id, whichever id was given.
    let zilliqa: UInt16

    init(zilliqa: UInt16) {
        self.zilliqa = zilliqa
    }

    init?(argument: String) {
        guard let id = UInt64(argument, radix: 10), let zilliqa = Network.zilliqaChainID(fromEither: id) else {
            return nil
        }
        self.zilliqa = zilliqa
    }

    static var valueExpectation: String {
        "a chain id: the Zilliqa one (1 mainnet, 333 testnet, 222 zhip-devnet) or the EVM one"
            + " (32769 mainnet, 33101 testnet: the Zilliqa id + 32768)"
    }

    var argumentDescription: String { String(zilliqa) }

    /// The words help shows for the option.
    static let help =
        "The chain id of the node at a --network URL: its Zilliqa id (1 mainnet, 333 testnet, 222 zhip-devnet) or its"
        + " EVM id (32769, 33101, 32990: the Zilliqa id + 32768); ids from 32768 on are read as EVM ids."
}
