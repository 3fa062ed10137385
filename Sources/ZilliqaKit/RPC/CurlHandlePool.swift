internal import CCurl
import Foundation

/// The idle libcurl easy handles of one ``HTTPTransport``, so that sequential requests reuse a
/// kept-alive connection: libcurl keeps its connections with the easy handle that opened them,
/// and `curl_easy_reset` keeps them.
///
/// `@unchecked Sendable`: requests check handles out and in from threads of their own; `lock`
/// guards `idle`, and a handle is used by one request at a time (checked out, it is not in `idle`).
final class CurlHandlePool: @unchecked Sendable {
    /// How many idle handles (and so kept-alive connections) are kept; more are cleaned up.
    static let capacity = 4

    /// Whether libcurl's global state is set up: `curl_global_init` is not thread-safe, and a
    /// `static let` runs it exactly once, whichever thread first needs it.
    private static let libcurlReady: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    private let lock = NSLock()
    private var idle: [UnsafeMutableRawPointer] = []

    deinit {
        for handle in idle { curl_easy_cleanup(handle) }
    }

    /// A new easy handle, not in any pool; nil when libcurl could not make one.
    static func newHandle() -> UnsafeMutableRawPointer? {
        guard libcurlReady else { return nil }
        return curl_easy_init()
    }

    /// An idle handle (with its kept-alive connection), else a new one.
    func checkOut() -> UnsafeMutableRawPointer? {
        lock.lock()
        let handle = idle.popLast()
        lock.unlock()
        return handle ?? Self.newHandle()
    }

    /// Takes back `handle` after its request: its options are reset (its connections kept), and
    /// it is cleaned up when the pool is full.
    func checkIn(_ handle: UnsafeMutableRawPointer) {
        curl_easy_reset(handle)
        lock.lock()
        let kept = idle.count < Self.capacity
        if kept { idle.append(handle) }
        lock.unlock()
        if !kept { curl_easy_cleanup(handle) }
    }
}
