import FuzzSupport
import ZhipDevnetKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequestEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzHTTPRequest.run)
}

/// Parses the input as the bytes received on a connection, request after pipelined request,
/// with the default limits and with tiny ones; a complete request must consume at least one
/// byte and no more than it was given.
enum FuzzHTTPRequest {
    static let parsers = [
        HTTPRequestParser(),
        HTTPRequestParser(limits: HTTPRequestLimits(maxHeadBytes: 64, maxHeaderCount: 3, maxBodyBytes: 16)),
    ]

    static func run(_ bytes: [UInt8]) {
        for parser in parsers {
            var rest = bytes[...]
            while true {
                guard case .complete(_, let consumed) = parser.parse(rest) else { break }
                precondition(consumed > 0 && consumed <= rest.count, "consumed \(consumed) of \(rest.count) bytes")
                rest = rest.dropFirst(consumed)
            }
            // Every prefix is a connection that has not received everything yet.
            if bytes.count <= 512 {
                for end in stride(from: 0, to: bytes.count, by: 7) { _ = parser.parse(bytes[..<end]) }
            }
        }
    }
}
