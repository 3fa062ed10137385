public import ZilliqaKit

/// Where the container's ``ZilliqaKit/FailoverNodes`` say that they moved to another node: nowhere
/// by default (ZhipCore prints nothing); zhip-cli registers one that writes the line to standard error.
///
/// ```swift
/// Container.shared.failoverNotices.register { FailoverNoticeSink { console.printError("\($0)") } }
/// ```
public struct FailoverNoticeSink: Sendable {
    /// Takes the notice.
    public let take: @Sendable (FailoverNotice) -> Void

    public init(_ take: @escaping @Sendable (FailoverNotice) -> Void) {
        self.take = take
    }
}
