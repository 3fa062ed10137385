import CommandLineKit
import FuzzSupport
import ZhipCLI
import ZhipDevnetKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIArgumentsEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzCLIArguments.run)
}

/// Splits the input on NUL or newline into a command line and parses it against zhip-cli's
/// command tree and zhip-devnet's options (one parser, CommandLineKit, for both) without running
/// anything; a refusal must be a usage error with a message.
enum FuzzCLIArguments {
    static func run(_ bytes: [UInt8]) {
        let arguments = bytes.split(omittingEmptySubsequences: false) { $0 == 0 || $0 == 10 }
            .map { String(decoding: $0, as: UTF8.self) }
        guard arguments.count <= 64 else { return }
        parse(arguments, with: ZhipCommand.self)
        parse(arguments, with: DevnetCommand.self)
    }

    private static func parse(_ arguments: [String], with root: any ParsableCommand.Type) {
        do {
            _ = try root.parseAsRoot(arguments)
        } catch let error as CommandLineError {
            precondition(!error.description.isEmpty, "a command-line error without a description")
        } catch let error as ValidationError {
            precondition(!error.message.isEmpty, "a validation error without a message")
        } catch is CleanExit {
            return
        } catch {
            preconditionFailure("parsing threw something other than a usage error: \(error)")
        }
    }
}
