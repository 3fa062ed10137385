import CommandLineKit
import Testing

@Suite("Console")
struct ConsoleTests {
    @Test("print adds a newline on standard output; printError on standard error")
    func printing() {
        let recorder = ConsoleRecorder()
        recorder.console.print("out")
        recorder.console.printError("err")
        #expect(recorder.output == "out\n" && recorder.errorOutput == "err\n")
    }

    @Test("readSecret prompts on standard error and reads without echo")
    func readSecret() {
        let recorder = ConsoleRecorder(input: ["s3cret"], stdinIsTerminal: true)
        let answer = recorder.console.readSecret(prompt: "Password: ")
        #expect(answer == "s3cret")
        #expect(recorder.echoModes == [false])
        #expect(recorder.errorOutput == "Password: \n")
        #expect(recorder.output.isEmpty)
    }

    @Test("a read with echo records its prompt without adding a line break")
    func echoedPrompt() {
        let recorder = ConsoleRecorder(input: ["answer"])
        let answer = recorder.console.readLine("Name? ", true)
        #expect(answer == "answer" && recorder.errorOutput == "Name? " && recorder.echoModes == [true])
    }

    @Test("reading past the scripted input gives nil, as at end of input")
    func endOfInput() {
        let recorder = ConsoleRecorder(input: ["one"])
        let console = recorder.console
        #expect(console.readLine("", true) == "one")
        #expect(console.readLine("", true) == nil)
    }

    @Test("a relative path is resolved against the current directory")
    func relativePath() {
        let console = ConsoleRecorder(currentDirectory: "/home/me").console
        #expect(console.absolutePath("wallet.json") == "/home/me/wallet.json")
    }

    @Test("an absolute path is kept")
    func absolutePath() {
        let console = ConsoleRecorder(currentDirectory: "/home/me/").console
        #expect(console.absolutePath("/tmp/x") == "/tmp/x")
    }

    @Test("the recorder hands environment, terminal and directory to the console")
    func recorderParts() {
        let console = ConsoleRecorder(environment: ["A": "1"], stdinIsTerminal: true, currentDirectory: "/d").console
        #expect(console.environment == ["A": "1"] && console.stdinIsTerminal && console.currentDirectory == "/d")
    }
}

@Suite("Exit codes")
struct ExitCodeTests {
    @Test("the standard codes are 0, 1 and 64")
    func standardCodes() {
        #expect(ExitCode.success.rawValue == 0 && ExitCode.failure.rawValue == 1 && ExitCode.usageError.rawValue == 64)
    }

    @Test("only 0 counts as success")
    func isSuccess() {
        #expect(ExitCode.success.isSuccess && !ExitCode.failure.isSuccess && !ExitCode(2).isSuccess)
    }
}
