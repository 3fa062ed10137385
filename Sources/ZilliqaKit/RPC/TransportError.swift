/// Why a request never got an answer from the node; each case says what to check.
public enum TransportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing accepted the connection at that address, so nothing was sent (libcurl's
    /// `CURLE_COULDNT_CONNECT`: the connection was never made).
    case connectionRefused
    /// The node did not answer within the transport's timeout.
    case timedOut
    /// The secure connection could not be set up (a TLS failure or a certificate that is not trusted).
    case tls(String)
    /// The server answered with an HTTP status outside 200-299.
    case httpStatus(Int)
    /// The request was cancelled before an answer arrived.
    case cancelled
    /// The answer was longer than `limit` bytes (see ``ResponseSizeLimit``), announced or as
    /// it arrived: reading stopped there.
    case responseTooLarge(limit: Int)
    /// libcurl, which every request uses, could not be loaded (the loader's reason): nothing was sent.
    case libcurlUnavailable(String)
    /// Any other failure, described in words.
    case other(String)
    /// The node at `node` (as shown, without user info) answered `eth_chainId` with `answered`
    /// (nil: no chain id it could be read as) where the network is on EVM chain `expected`: it was
    /// refused before it served anything (``FailoverTransport``).
    case otherChain(node: String, answered: UInt64?, expected: UInt64)

    public var description: String {
        switch self {
        case .connectionRefused:
            "the connection was refused: nothing is listening at that address; check the URL and that the node is running"
        case .timedOut:
            "the node did not answer in time: check the network connection, or try again later"
        case .tls(let message):
            "the secure connection failed (\(message.sanitizedForDisplay())): check the URL's host name and the system's"
                + " certificates"
        case .httpStatus(let status):
            "the server answered with HTTP status \(status): \(TransportError.advice(forStatus: status))"
        case .cancelled:
            "the request was cancelled before the node answered"
        case .responseTooLarge(let limit):
            "the node's answer was larger than \(ResponseSizeLimit(bytes: limit)), far more than any Zilliqa answer: it is"
                + " not a Zilliqa node or it is hostile; check the URL"
        case .libcurlUnavailable(let reason):
            "the request could not be sent: libcurl could not be loaded (\(reason.sanitizedForDisplay())); install"
                + " Debian's libcurl4 (sudo apt-get install libcurl4)"
        case .other(let message):
            "the request failed: \(message.sanitizedForDisplay())"
        case .otherChain(let node, let answered, let expected):
            "the node at \(node.sanitizedForDisplay(maxLength: 120)) is "
                + (answered.map { "on EVM chain \($0)" } ?? "on no chain it could tell")
                + ", not the network's EVM chain \(expected), so it was not used: remove it from the network's nodes"
                + " or give the chain id of its network"
        }
    }

    /// True for failures that may go away by themselves, so that trying again makes sense:
    /// a refused connection, a timeout, a server error (5xx), too many requests (429) and
    /// unclassified failures. TLS failures, client errors (4xx), cancellation and an answer
    /// too large (a node that sends one will send it again) and a missing libcurl are not.
    public var isTransient: Bool {
        switch self {
        case .connectionRefused, .timedOut, .other: true
        case .httpStatus(let status): status == 429 || (500...599).contains(status)
        case .tls, .cancelled, .responseTooLarge, .libcurlUnavailable, .otherChain: false
        }
    }

    /// True when the request certainly did not reach the node: the connection was refused, or
    /// the node was refused for its chain before anything was sent to it. Only then may a send
    /// be made again (to the same or, through ``FailoverTransport``, another node).
    public var nothingWasSent: Bool {
        switch self {
        case .connectionRefused, .otherChain: true
        default: false
        }
    }

    private static func advice(forStatus status: Int) -> String {
        switch status {
        case 404, 405: "the URL is probably not a Zilliqa JSON-RPC endpoint; check it"
        case 401, 403: "the server refused access; check the URL"
        case 429: "the server is limiting requests; wait a moment and try again"
        case 500...599: "the server has a problem; try again later"
        default: "check the URL"
        }
    }
}
