public import Foundation

/// The body of an answer as it arrives, refused as soon as it passes its ``ResponseSizeLimit``.
///
/// A transport that reads an answer in pieces appends each piece here and stops reading at
/// the first error, so a node that sends without end costs at most the limit and one piece.
/// ```swift
/// var body = try BoundedBody(limit: .singleCall, announcedLength: response.expectedContentLength)
/// try body.append(chunk)      // throws TransportError.responseTooLarge(limit:) past 16 MiB
/// ```
public struct BoundedBody: Sendable {
    /// The most bytes kept.
    public let limit: ResponseSizeLimit
    /// The bytes received so far, never more than the limit.
    public private(set) var data = Data()

    /// An empty body; `announcedLength` is the answer's Content-Length (negative when it has none).
    ///
    /// - Throws: ``TransportError/responseTooLarge(limit:)`` when the announced length is above
    ///   the limit, before anything is read.
    public init(limit: ResponseSizeLimit, announcedLength: Int64) throws(TransportError) {
        self.limit = limit
        guard announcedLength <= Int64(limit.bytes) else { throw .responseTooLarge(limit: limit.bytes) }
    }

    /// An empty body whose length was not announced.
    public init(limit: ResponseSizeLimit) {
        self.limit = limit
    }

    /// Adds `chunk` to the body.
    ///
    /// - Throws: ``TransportError/responseTooLarge(limit:)`` when the body would pass the limit;
    ///   the chunk is then not kept.
    public mutating func append(_ chunk: Data) throws(TransportError) {
        guard chunk.count <= limit.bytes - data.count else { throw .responseTooLarge(limit: limit.bytes) }
        data.append(chunk)
    }
}
