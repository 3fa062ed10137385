import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Error descriptions

@Suite("TransactionsError: descriptions a person can act on")
struct TransactionsErrorDescriptionTests {
    @Test("insufficient funds names the balance, the amount, the fee, the total and the most that can be sent")
    func insufficientFundsNumbers() throws {
        let error = TransactionsError.insufficientFunds(
            balance: Amount(1, unit: .zil), amount: Amount(1, unit: .zil), fee: try zil("0.1"))

        let text = error.description

        #expect(text.contains("holds 1 ZIL"))
        #expect(text.contains("1 ZIL plus a fee of 0.1 ZIL, 1.1 ZIL in all"))
        #expect(text.contains("send at most 0.9 ZIL"))
        #expect(text.contains("nothing was sent"))
    }

    @Test("insufficient funds says so when the balance covers no more than the fee")
    func insufficientFundsBelowFee() throws {
        let error = TransactionsError.insufficientFunds(
            balance: try zil("0.05"), amount: Amount(1, unit: .zil), fee: try zil("0.1"))

        #expect(error.description.contains("covers no more than the fee"))
    }

    @Test("insufficient funds with an amount and fee too large to add still describes both")
    func insufficientFundsOverflow() throws {
        let error = TransactionsError.insufficientFunds(balance: .zero, amount: .max, fee: try zil("0.1"))

        #expect(error.description.contains("plus a fee of 0.1 ZIL:"))
    }

    @Test("a network mismatch names the node's chain and network and the wallet's")
    func networkMismatchNames() {
        let error = TransactionsError.networkMismatch(nodeChainID: 333, configured: .mainnet)

        #expect(error.description.contains("chain 333 (testnet)"))
        #expect(error.description.contains("set to mainnet (chain 1)"))
        #expect(error.description.contains("https://api.zilliqa.com"))
    }

    @Test("a network mismatch with a chain no preset has names only the number")
    func networkMismatchUnknownChain() {
        let error = TransactionsError.networkMismatch(nodeChainID: 4242, configured: .testnet)

        #expect(error.description.contains("chain 4242, but"))
    }

    @Test(
        "every error says what happened and never shows the password",
        arguments: [
            (TransactionsError.wrongPassword, "wrong password"),
            (.keystore(.cryptoFailure("scrypt")), "could not be unlocked"),
            (.networkChanged(preparedFor: .testnet, configured: .mainnet), "prepared for testnet (chain 333)"),
            (.networkSetting(.unreadable(.noHomeDirectory)), "network setting could not be read"),
            (.networkSetting(.invalid(.notHTTP("ftp://x"))), "not usable"),
            (.networkSetting(.notSaved(.noHomeDirectory)), "could not be saved"),
            (.service(.insufficientFunds), "does not have enough ZIL"),
            (.amountTooLarge(.feeOverflow(gasPrice: .max, gasLimit: 50)), "cannot be made"),
            (.persistence(.noHomeDirectory), "cached balance could not be read or written"),
        ])
    func descriptions(error: TransactionsError, phrase: String) {
        #expect(error.description.contains(phrase))
        #expect(!error.description.contains(TransactionsHarness.password))
    }

    @Test("a keystore of another account names both addresses")
    func keystoreNotForSender() throws {
        let keystore = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let sender = try Address(hexString: "74c544a11795905C2c9808F9e78d8156159d32e4")

        let text = TransactionsError.keystoreNotForSender(keystore: keystore, sender: sender).description

        #expect(text.contains(keystore.bech32))
        #expect(text.contains(sender.bech32))
    }
}
