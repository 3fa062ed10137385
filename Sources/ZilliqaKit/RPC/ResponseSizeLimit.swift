/// The most bytes of one answer a client reads before it gives up on the node.
///
/// The wallet's largest answers from a Zilliqa node are kilobytes (a balance is about 100
/// bytes, a receipt with a contract's code and data a few kilobytes), so a single call may read
/// ``singleCallBytes`` (16 MiB): more than a thousand times any real answer, and still cheap to
/// hold. A batch may read that plus ``perBatchedCallBytes`` (64 KiB) for each call it holds, so a
/// big batch of real answers is never refused while a hostile node still cannot make it read
/// more than its calls justify (1,000 balances: 78.5 MiB).
/// ```swift
/// let answer = try await transport.send(body, limit: .singleCall)           // at most 16 MiB
/// let answers = try await transport.send(batch, limit: .batch(of: 3))       // 16 MiB + 3 x 64 KiB
/// ```
public struct ResponseSizeLimit: Sendable, Hashable, CustomStringConvertible {
    /// The most bytes of a body that are read; one more and the answer is refused.
    public let bytes: Int

    /// A limit of `bytes` (at least 0).
    public init(bytes: Int) {
        self.bytes = max(0, bytes)
    }

    /// 16 MiB: the limit of one call's answer.
    public static let singleCallBytes = 16 << 20
    /// 64 KiB: what each call of a batch adds to ``singleCallBytes``.
    public static let perBatchedCallBytes = 64 << 10

    /// The limit of one call's answer (16 MiB).
    public static let singleCall = ResponseSizeLimit(bytes: singleCallBytes)

    /// The limit of the answer to a batch of `count` calls: 16 MiB plus 64 KiB per call.
    public static func batch(of count: Int) -> ResponseSizeLimit {
        let (extra, overflowed) = max(0, count).multipliedReportingOverflow(by: perBatchedCallBytes)
        let (total, overflowedAgain) = singleCallBytes.addingReportingOverflow(extra)
        return ResponseSizeLimit(bytes: overflowed || overflowedAgain ? Int.max : total)
    }

    /// The limit in words: "16 MiB", "16576 KiB", "100 bytes".
    public var description: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
