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

    private let lock = NSLock()
    /// The idle handles, with the libcurl that made them (the same for all: one per process).
    private var idle: [(curl: LibCurl, handle: UnsafeMutableRawPointer)] = []

    deinit {
        for (curl, handle) in idle { curl.functions.pointee.easy_cleanup(handle) }
    }

    /// A new easy handle, not in any pool; nil when libcurl could not make one.
    static func newHandle(_ curl: LibCurl) -> UnsafeMutableRawPointer? {
        curl.functions.pointee.easy_init()
    }

    /// An idle handle (with its kept-alive connection), else a new one.
    func checkOut(_ curl: LibCurl) -> UnsafeMutableRawPointer? {
        lock.lock()
        let handle = idle.popLast()?.handle
        lock.unlock()
        return handle ?? Self.newHandle(curl)
    }

    /// Takes back `handle` after its request: its options are reset (its connections kept), and
    /// it is cleaned up when the pool is full.
    func checkIn(_ handle: UnsafeMutableRawPointer, _ curl: LibCurl) {
        curl.functions.pointee.easy_reset(handle)
        lock.lock()
        let kept = idle.count < Self.capacity
        if kept { idle.append((curl, handle)) }
        lock.unlock()
        if !kept { curl.functions.pointee.easy_cleanup(handle) }
    }
}
