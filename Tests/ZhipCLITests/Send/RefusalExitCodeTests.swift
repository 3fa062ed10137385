import CommandLineKit
import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// The exit codes of ZhipCore's refusals, one mapping for both accounts as the README's table says.
@Suite("send: exit codes of ZhipCore's refusals, from either account")
struct RefusalExitCodeTests {
    private func exitCode(of error: TransactionsError) -> ExitCode? {
        (error.thrown(network: .devnet, console: ConsoleRecorder().console) as? CommandFailure)?.exitCode
    }

    @Test(
        "a refusal by a rule or by the node exits 2: nothing moved",
        arguments: [
            TransactionsError.evmService(.insufficientFunds(cost: nil, balance: nil)),
            .nodeRefused(.rpc(code: -32000, message: "rejected")),
            .refused(Self.refusal("fee-floor")),
            .refused(Self.refusal("contract-recipient", consent: .contract)),
            .refused(Self.refusal("chain-id")),
        ])
    func refusalsExitTwo(_ error: TransactionsError) {
        #expect(exitCode(of: error) == .refused)
    }

    @Test("a rule's refusal says its reason, that nothing was signed, the next step and the rule's name")
    func refusalSaysItsRule() throws {
        // Act
        let thrown = TransactionsError.refused(Self.refusal("fee-floor")).thrown(
            network: .devnet, console: ConsoleRecorder().console)
        // Assert
        let failure = try #require(thrown as? CommandFailure)
        #expect(failure.message == "the reason: nothing was signed; the next step (rule fee-floor)")
    }

    @Test("a refusal a consent lifts names the flag that gives it")
    func riskNamesItsFlag() throws {
        // Act
        let thrown = TransactionsError.refused(Self.refusal("escrow-lodge", consent: .escrowLodge)).thrown(
            network: .devnet, console: ConsoleRecorder().console)
        // Assert
        let failure = try #require(thrown as? CommandFailure)
        #expect(failure.message.hasSuffix("(rule escrow-lodge) (add --lodge-into-escrow)"))
    }

    @Test("a payment not mined yet exits 3: scripts loop on it")
    func notMinedYetExitsThree() throws {
        let hash = try EVMHash("0x" + String(repeating: "ab", count: 32))
        #expect(exitCode(of: .notMinedYet(.evm(hash))) == .notConfirmed)
    }

    @Test("a node that could not be reached exits 1, named by its label: nothing was sent")
    func unreachableNodeFails() {
        // Act
        let thrown = TransactionsError.service(.transport(.timedOut)).thrown(
            network: .devnet, console: ConsoleRecorder().console)
        // Assert
        #expect((thrown as? NodeError)?.node == Network.devnet.nodeLabel)
    }

    @Test(
        "tx send of an EVM file: an answer that leaves it in doubt exits 3 naming its look-up; a refusal exits 2",
        arguments: [
            (
                TransactionsError.evmService(.hashMismatch(sent: Self.hash, answered: Self.hash)),
                ExitCode.notConfirmed,
                "tx status 0x" + Self.hashHex
            ),
            (
                .evmService(.nodeFailure(method: "eth_sendRawTransaction", message: "no")), .refused,
                "refused the transaction"
            ),
            (.service(.invalidResponse("garbled")), .notConfirmed, "answered the send with something unreadable"),
            (.refused(Self.refusal("nonce", consent: .nonceGap)), .refused, "(add --allow-nonce-gap)"),
            (.nodeRefused(.rpc(code: -32000, message: "rejected")), .refused, "refused the transaction"),
            (.networkSetting(.unreadable(.noHomeDirectory)), .failure, Network.devnet.nodeLabel + ": "),
        ])
    func signedFileSendMapping(_ error: TransactionsError, exit: ExitCode, words: String) throws {
        // Arrange
        let hash = try EVMHash("0x" + Self.hashHex)
        // Act
        let thrown = error.thrown(network: .devnet, console: ConsoleRecorder().console, sendingFile: hash)
        // Assert
        let failure = try #require(thrown as? CommandFailure)
        #expect(failure.exitCode == exit)
        #expect(failure.message.contains(words))
    }

    private static let hashHex = String(repeating: "ab", count: 32)
    // A constant: 32 bytes read as a hash, so this never fails.
    private static let hash: EVMHash = {
        guard let hash = try? EVMHash("0x" + hashHex) else { preconditionFailure("32 bytes are a hash") }
        return hash
    }()

    /// A refusal by the rule `rule`, lifted by `consent` when one is given.
    private static func refusal(_ rule: String, consent: PaymentRisk? = nil) -> PaymentRefusal {
        PaymentRefusal(rule: rule, reason: "the reason", nextStep: "the next step", consent: consent)
    }
}
