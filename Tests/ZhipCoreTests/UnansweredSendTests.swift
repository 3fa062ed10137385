import Testing
import ZhipCore
import ZilliqaKit

@Suite("UnansweredSend: the words for a send that may have gone out")
struct UnansweredSendTests {
    /// The account every send here is from.
    private func sender() throws -> Address { try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039") }

    @Test("a send interrupted before the node answered says the nonce to send again with, never a new payment")
    func interruptedSaysTheNonce() throws {
        // Arrange
        let sender = try sender()
        // Act
        let words = UnansweredSend.interrupted(sender: sender, nonce: 7, network: .testnet)
        // Assert
        #expect(words.hasPrefix("the payment (nonce 7 from \(sender.bech32)) may or may not have reached testnet:"))
        #expect(words.contains("it was interrupted before the node answered"))
        #expect(words.contains("Do not make it a new payment: send the same one again with nonce 7"))
    }

    @Test("an unanswered send and an interrupted one share their words up to the reason")
    func sharedWords() throws {
        // Arrange
        let sender = try sender()
        let unanswered = UnansweredSend(
            sender: sender, nonce: 7, id: try TransactionID(hex: String(repeating: "7", count: 64)), network: .testnet,
            reason: .transport(.timedOut))
        // Act
        let interrupted = UnansweredSend.interrupted(sender: sender, nonce: 7, network: .testnet)
        // Assert
        let sharedStart = "the payment (nonce 7 from \(sender.bech32)) may or may not have reached testnet: "
        #expect(unanswered.mayHaveGoneOut.hasPrefix(sharedStart) && interrupted.hasPrefix(sharedStart))
        #expect(unanswered.mayHaveGoneOut.hasSuffix("it went through)") && interrupted.hasSuffix("it went through)"))
    }

    @Test("the unanswered send's words name its transaction id once")
    func idOnce() throws {
        // Arrange
        let sender = try sender()
        let id = try TransactionID(hex: String(repeating: "7", count: 64))
        let unanswered = UnansweredSend(
            sender: sender, nonce: 7, id: id, network: .testnet, reason: .transport(.timedOut))
        // Act
        let words = unanswered.description
        // Assert
        #expect(words.components(separatedBy: id.hex).count - 1 == 1)
    }
}
