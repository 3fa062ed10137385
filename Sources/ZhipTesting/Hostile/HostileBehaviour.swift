/// What a ``HostileNode`` does with each request it reads.
public enum HostileBehaviour: Sendable, Hashable {
    /// Answers with `status` and `body`, announcing its Content-Length, and closes.
    case answer(status: Int, body: String)
    /// Answers 200 with a chunked body that never ends (64 KiB chunks), until the client goes.
    case endlessChunkedBody
    /// Answers 200 with a body of `bytes` bytes, with its Content-Length or, when
    /// `announcingLength` is false, chunked.
    case hugeBody(bytes: Int, announcingLength: Bool)
    /// Answers 200 with a real balance answer padded with spaces to 64 KiB, its head at once
    /// and its body one byte per `interval`.
    case dripFeed(interval: Duration)
    /// Reads the request and never answers, until the client goes or ``HostileNode/stop()``.
    case stall

    /// A 200 answer to call id "1" whose `result` is `result` (JSON text).
    public static func result(_ result: String) -> HostileBehaviour {
        .answer(status: 200, body: #"{"id":"1","jsonrpc":"2.0","result":"# + result + "}")
    }

    /// A balance of 10^40 Qa: far more ZIL than will ever exist, and more than 128 bits hold.
    public static let absurdBalance = result(#"{"balance":"1"# + String(repeating: "0", count: 40) + #"","nonce":1}"#)
    /// A balance with a negative nonce.
    public static let negativeNonce = result(#"{"balance":"1000","nonce":-5}"#)
    /// A balance whose `balance` is a string of 1 MiB of digits.
    public static let megabyteBalance = result(
        #"{"balance":""# + String(repeating: "9", count: 1 << 20) + #"","nonce":1}"#)
}
