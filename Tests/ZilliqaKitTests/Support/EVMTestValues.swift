import Foundation
import ZilliqaKit

/// Values the EVM service tests share: the doc's key-1 account, a recipient, a signed transfer,
/// and the request bodies the service writes.
enum EVMTestValues {
    /// Private key 0x…01's EVM address (zq2-eth-api.md section 5), as the node writes it: lowercase.
    static let senderHex = "0x7e5f4552091a69125d5dfcb7b8c2659029395bdf"
    static let sender = evmAddress(senderHex)
    static let recipientHex = "0x3535353535353535353535353535353535353535"
    static let recipient = evmAddress(recipientHex)

    /// A mainnet transfer of 1 ZIL at Zilliqa 2.0's gas price, signed by key 0x…01.
    static func signedTransfer(nonce: UInt64 = 0) throws -> SignedEVMTransaction {
        let key = try PrivateKey(hex: String(repeating: "0", count: 63) + "1")
        let transfer = EVMTransaction(
            nonce: nonce, fee: .legacy(gasPrice: 4_761_904_800_000), gasLimit: 21_000, to: recipient,
            value: 1_000_000_000_000_000_000, chainID: 32769)
        return transfer.signed(with: key)
    }

    /// A hash of 32 bytes written `0x` + `prefix` padded with `fill` to 64 digits.
    static func hash(_ prefix: String, fill: Character = "0") -> String {
        "0x" + prefix + String(repeating: fill, count: 64 - prefix.count)
    }

    /// The body the service writes for `method` with `params` (already JSON text), id 1.
    static func body(_ method: String, _ params: String = "[]") -> String {
        #"{"id":"1","jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#
    }

    /// A service over `transport` that retries with `log` recording the waits instead of waiting.
    static func service(_ transport: ScriptedTransport, attempts: Int = 3, log: SleepLog = SleepLog())
        -> JSONRPCEVMService
    {
        JSONRPCEVMService(
            transport: transport,
            retry: RetryPolicy(attempts: attempts, backoffBase: .milliseconds(500), growth: 2, sleep: log.sleep))
    }

    private static func evmAddress(_ text: String) -> EVMAddress {
        guard let address = try? EVMAddress(text) else { preconditionFailure("bad test address") }
        return address
    }
}
