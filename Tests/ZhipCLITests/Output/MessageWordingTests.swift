import CommandLineKit
import Foundation
import Testing

@testable import ZhipCLI

/// Messages say what is wrong in words: a negative amount is a value, a full-width character is
/// not hex, a prompt is separated from what is typed.
@Suite("zhip-cli message wording", .container)
struct MessageWordingTests {
    @Test("--amount -1 is a value the command refuses, not a missing value")
    func negativeAmount() async throws {
        let result = await zhip(["receive", "--address", KnownKey.bech32, "--amount", "-1"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --amount "))
        #expect(!result.errors.contains("missing value"))
    }

    @Test("a full-width 0x is reported as characters that are not ASCII hex, not as a wrong length")
    func fullWidthAddress() async throws {
        let result = await zhip(["address", "\u{FF10}x" + KnownKey.hex])
        #expect(result.code != .success)
        #expect(result.errors.contains("not hex at position 0"))
        #expect(result.errors.contains("full-width"))
        #expect(!result.errors.contains("wrong length"))
    }

    @Test("a prompt without a separator gets ': '")
    @MainActor
    func promptSeparator() throws {
        let terminal = ScriptedTerminal(["x"])
        _ = try terminal.ask("The node's URL (http://host:port)")
        #expect(terminal.reads.first?.prompt == "The node's URL (http://host:port): ")
        _ = try? terminal.ask("Already separated: ")
        #expect(terminal.reads.last?.prompt == "Already separated: ")
    }
}
