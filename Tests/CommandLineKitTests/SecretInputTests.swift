import Foundation
import Glibc
import Testing

@testable import CommandLineKit

/// Secrets read as bytes: the process's secret variables out of `Console.environment`, copied once
/// into the caller's buffer and wiped where the environment kept them; a test console's copied.
@Suite("Secret input")
struct SecretInputTests {
    /// A variable name no other test uses.
    private static func uniqueName(_ stem: String) -> String {
        "ZHIP_SECRET_INPUT_TEST_\(stem)_\(UUID().uuidString.replacingOccurrences(of: "-", with: "_"))"
    }

    /// `name=value` in storage this test owns, put in the environment as it is (`putenv` keeps the pointer).
    private final class PutVariable {
        let entry: UnsafeMutablePointer<CChar>
        let valueRange: Range<Int>

        init(_ name: String, _ value: String) {
            let text = Array((name + "=" + value).utf8CString)
            entry = .allocate(capacity: text.count)
            entry.initialize(from: text, count: text.count)
            valueRange = (name.utf8.count + 1)..<(text.count - 1)
            _ = putenv(entry)
        }

        /// The value's bytes where the environment kept them.
        var keptValue: [CChar] { valueRange.map { entry[$0] } }

        deinit { entry.deallocate() }
    }

    @Test("a secret variable is copied into the buffer, then zeroed where the environment kept it and unset")
    func takenOnceAndWiped() {
        let name = Self.uniqueName("TAKEN")
        let password = "hunter2hunter2"
        let variable = PutVariable(name, password)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }

        let read = ProcessEnvironment.take(name, into: buffer)

        #expect(read == .read(byteCount: 14))
        #expect(Array(buffer[0..<14]) == Array(password.utf8))
        #expect(variable.keptValue.allSatisfy { $0 == 0 })
        #expect(getenv(name) == nil)
    }

    @Test("a secret variable longer than the buffer is refused, and still zeroed and unset")
    func tooLongStillWiped() {
        let name = Self.uniqueName("LONG")
        let variable = PutVariable(name, "hunter2hunter2")
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        defer { buffer.deallocate() }

        let read = ProcessEnvironment.take(name, into: buffer)

        #expect(read == .tooLong)
        #expect(buffer.allSatisfy { $0 == 0 })
        #expect(variable.keptValue.allSatisfy { $0 == 0 } && getenv(name) == nil)
    }

    @Test("the process's console leaves its secret variables out of its environment and reads them as bytes")
    func standardConsoleLeavesSecretsOut() {
        let secret = Self.uniqueName("SECRET")
        let plain = Self.uniqueName("PLAIN")
        setenv(secret, "hunter2hunter2", 1)
        setenv(plain, "visible", 1)
        defer { unsetenv(plain) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }

        let console = Console.standard(secretVariables: [secret])
        let setBefore = console.isSecretVariableSet(secret)
        let read = console.takeSecretVariable(secret, into: buffer)

        #expect(console.environment[secret] == nil && console.environment[plain] == "visible")
        #expect(setBefore && read == .read(byteCount: 14))
        #expect(!console.isSecretVariableSet(secret))
    }

    @Test("a console built from parts copies a secret from its environment and its scripted lines, without echo")
    func testConsoleCopies() {
        let recorder = ConsoleRecorder(input: ["s3cret"], environment: ["ZHIP_PASSWORD": "hunter2"])
        let console = recorder.console
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 1)
        defer { buffer.deallocate() }

        let variable = console.takeSecretVariable("ZHIP_PASSWORD", into: buffer)
        let variableBytes = Array(buffer[0..<7])
        let line = console.readSecretLine(prompt: "Password: ", into: buffer)

        #expect(variable == .read(byteCount: 7) && variableBytes == Array("hunter2".utf8))
        #expect(line == .read(byteCount: 6) && Array(buffer[0..<6]) == Array("s3cret".utf8))
        #expect(recorder.echoModes == [false] && recorder.errorOutput == "Password: \n")
        #expect(console.isSecretVariableSet("ZHIP_PASSWORD"))
    }

    @Test("a scripted line longer than the buffer is refused; the end of input is absent")
    func testConsoleBounds() {
        let console = ConsoleRecorder(input: ["hunter2hunter2"]).console
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
        defer { buffer.deallocate() }

        #expect(console.readSecretLine(prompt: "", into: buffer) == .tooLong)
        #expect(console.readSecretLine(prompt: "", into: buffer) == .absent)
    }
}
