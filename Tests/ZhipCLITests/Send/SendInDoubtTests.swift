import CommandLineKit
import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// What `send` and `tx send` say when a payment may have gone out: ZhipCore's words, then the CLI's.
@Suite("Sends in doubt: the exit-3 and Ctrl-C texts")
struct SendInDoubtTests {
    private let id = "5" + String(repeating: "a", count: 63)

    /// The account every send here is from.
    private func sender() throws -> Address { try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039") }

    /// How many times `part` is in `text`.
    private func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test("the exit-3 text of an unanswered send names the transaction id once, in the command that looks it up")
    func exitThreeNamesTheIDOnce() throws {
        // Arrange
        let id = try TransactionID(hex: id)
        let outcome = SendOutcome.unknown(
            UnansweredSend(sender: try sender(), nonce: 4, id: id, network: .testnet, reason: .transport(.timedOut)))
        // Act
        let failure = #expect(throws: CommandFailure.self) {
            try outcome.accepted(.resending(nonce: 4, on: .testnet), console: ConsoleRecorder().console)
        }
        // Assert
        let message = try #require(failure?.message)
        #expect(count(id.hex, in: message) == 1, "\(message)")
        #expect(message.hasSuffix("or look it up with 'zhip-cli tx status \(id) --network testnet'"))
        #expect(failure?.exitCode == .notConfirmed)
    }

    @Test("Ctrl-C during send says ZhipCore's words for an interrupted send, then how to re-send with --nonce")
    func interruptedSend() throws {
        // Arrange
        let sender = try sender()
        let words = UnansweredSend.interrupted(sender: sender, nonce: 4, network: .testnet)
        // Act
        let text = SendInDoubt.resending(nonce: 4, on: .testnet).text(words, sender: sender, nonce: 4)
        // Assert
        #expect(text.hasPrefix(words + ". With zhip-cli: run the same command again with --nonce 4"))
        #expect(
            text.hasSuffix(
                "'zhip-cli balance \(sender.bech32) --network testnet': its nonce is 4 once the payment is confirmed"))
    }

    @Test(
        "Ctrl-C during an EVM send says the same words with the 0x sender, the --nonce re-run and the hash's tx status")
    func interruptedEVMSend() throws {
        // Arrange
        let sender = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        let hash = try EVMHash("0x" + String(repeating: "ab", count: 32))
        let words = UnansweredSend.interrupted(sender: sender, nonce: 0, network: .testnet)
        // Act
        let text = SendInDoubt.resending(nonce: 0, on: .testnet).text(words, sent: .evm(hash))
        // Assert
        #expect(text.hasPrefix("the payment (nonce 0 from \(sender.checksummed)) may or may not have reached testnet"))
        #expect(text.contains("run the same command again with --nonce 0"))
        #expect(text.hasSuffix("'zhip-cli tx status \(hash.hex) --network testnet'"))
    }

    @Test("Ctrl-C during tx send names the transaction id once, in the command that looks it up")
    func interruptedTxSendNamesTheIDOnce() throws {
        // Arrange
        let id = try TransactionID(hex: id)
        let words = UnansweredSend.interrupted(sender: try sender(), nonce: 4, network: .testnet)
        // Act
        let text = SendInDoubt.resendingTheFile(on: .testnet).text(words, sent: .legacy(id))
        // Assert
        #expect(text.contains("send the same file again (safe: it is the same transaction)"))
        #expect(count(id.hex, in: text) == 1, "\(text)")
    }

    @Test("the receipt wait's look-up line for a node that stopped answering names the id once")
    func nodeGoneLineNamesTheIDOnce() throws {
        // Arrange
        let id = try TransactionID(hex: id)
        let lookUp = ReceiptLookUp(number: 3, tries: 20, nextIn: .seconds(3), problem: .transport(.connectionRefused))
        // Act
        let line = ReceiptWait.line(for: lookUp, of: .legacy(id), on: .testnet)
        // Assert
        #expect(count(id.hex, in: line) == 1, "\(line)")
        #expect(line.hasSuffix(ReceiptWait.lookUpLater(.legacy(id), on: .testnet)))
    }
}
