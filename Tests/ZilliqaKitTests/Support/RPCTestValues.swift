import Foundation
import ZilliqaKit

/// Values the RPC tests share: addresses, a signed transaction and answers in the node's form.
enum RPCTestValues {
    static let alice = address("74c544a11795905c2c9808f9e78d8156159d32e4")
    static let bob = address("9ca91eb535fb92fda5094110fdaeb752edb9b039")
    static let carol = address("0000000000000000000000000000000000000001")

    /// A payment from the protocol document's known key, signed for testnet.
    static func signedTransaction(nonce: UInt64 = 1) throws -> SignedTransaction {
        let keyPair = KeyPair(privateKey: try PrivateKey(hex: KnownKey.privateKeyHex))
        let payment = Payment(
            to: bob, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), gasLimit: 50, nonce: nonce)
        return SignedTransaction.sign(payment, with: keyPair, chainID: 333)
    }

    /// `CreateTransaction`'s answer for `transaction`.
    static func created(_ transaction: SignedTransaction) -> ScriptedReply {
        .result(#"{"Info":"Non-contract txn, sent to Ds","TranID":"\#(transaction.id.hex)"}"#)
    }

    /// `GetTransaction`'s answer for a confirmed transaction.
    static func confirmed(_ id: TransactionID, epoch: Int = 1234) -> ScriptedReply {
        .result(
            #"{"ID":"\#(id.hex)","amount":"1000000000000","gasLimit":"50","gasPrice":"2000000000","nonce":"1","#
                + #""receipt":{"cumulative_gas":"50","epoch_num":"\#(epoch)","success":true},"#
                + #""senderPubKey":"0x\#(KnownKey.publicKeyHex)","signature":"0x00","toAddr":"9ca91eb535fb92fda5094110fdaeb752edb9b039","version":"21823489"}"#
        )
    }

    /// -20, the node's "not (yet) there".
    static let notPresent = ScriptedReply.error(code: -20, message: "Txn Hash not Present")

    private static func address(_ hex: String) -> Address {
        guard let address = try? Address(bytes: [UInt8](hex: hex)) else { preconditionFailure("bad test address") }
        return address
    }
}
