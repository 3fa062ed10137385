/// How large a request may be before the parser refuses it.
///
/// ```swift
/// var limits = HTTPRequestLimits()
/// limits.maxBodyBytes = 64 * 1024   // refuse larger bodies with 413
/// ```
public struct HTTPRequestLimits: Sendable, Hashable {
    /// The most bytes the request line and header fields may take, final blank line included;
    /// more gets 431. Default 8 KiB.
    public var maxHeadBytes: Int
    /// The most header fields a request may have; more gets 431. Default 100.
    public var maxHeaderCount: Int
    /// The largest `Content-Length` accepted; larger gets 413. Default 1 MiB.
    public var maxBodyBytes: Int

    /// Limits with the given values (defaults: 8 KiB head, 100 headers, 1 MiB body).
    public init(maxHeadBytes: Int = 8 * 1024, maxHeaderCount: Int = 100, maxBodyBytes: Int = 1024 * 1024) {
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
    }
}
