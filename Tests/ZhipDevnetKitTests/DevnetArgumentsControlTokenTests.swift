import CommandLineKit
import Testing
import ZhipDevnetKit

/// `--control-token`, beside the other options' tests.
extension DevnetArgumentsTests {
    @Test("without --control-token the control API is off")
    func controlTokenOffByDefault() throws {
        #expect(try configuration([]).controlToken == nil)
    }

    @Test("--control-token TOKEN turns it on with that token")
    func readsControlToken() throws {
        #expect(try configuration(["--control-token", "ci-token"]).controlToken == "ci-token")
        #expect(try configuration(["--control-token=a+b/c"]).controlToken == "a+b/c")
    }

    @Test(
        "a token that is empty, has a space or is not ASCII is refused, saying what a token is",
        arguments: ["", "a b", "tökén"])
    func refusesBadControlToken(_ token: String) {
        let error = #expect(throws: ValidationError.self) { try DevnetOptions.parse(["--control-token", token]) }
        #expect(error?.description.contains("--control-token takes") == true)
    }

    @Test("a refused token is never repeated in the error")
    func refusedTokenIsNotEchoed() {
        let error = #expect(throws: ValidationError.self) {
            try DevnetOptions.parse(["--control-token", "secret token"])
        }
        #expect(error?.description.contains("secret token") == false)
    }

    @Test("a refused token is not repeated on standard error either, and the run exits 64")
    func refusedTokenIsNotPrinted() async {
        let (status, recorder) = await run(["--control-token=secret token"])

        #expect(status == 64)
        #expect(recorder.errorOutput.contains("--control-token takes"))
        #expect(!recorder.errorOutput.contains("secret token"))
    }

    @Test("the help text documents --control-token and the marker header")
    func helpDocumentsControlToken() async {
        let (_, recorder) = await run(["--help"])

        #expect(recorder.output.contains("--control-token <token>"))
        #expect(recorder.output.contains("X-Zhip-Devnet: 1"))
    }
}
