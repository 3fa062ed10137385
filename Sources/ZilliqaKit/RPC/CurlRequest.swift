internal import CCurl
import Foundation

/// One POST of an ``HTTPTransport``, as libcurl's options: performed on a thread of its own,
/// since `curl_easy_perform` blocks until the answer ends.
struct CurlRequest: Sendable {
    /// Where it is posted.
    let url: String
    /// The JSON-RPC request.
    let body: Data
    /// The most bytes of the answer read.
    let limit: ResponseSizeLimit
    /// The deadline of the whole exchange, from connecting to the last byte of the answer.
    let timeoutMilliseconds: Int
    /// Whether it opens a connection of its own, closed after the answer.
    let freshConnection: Bool

    /// The headers sent: JSON both ways, no `Expect: 100-continue` wait before the body.
    private var headers: [String] {
        ["Content-Type: application/json", "Accept: application/json", "Expect:"]
            + (freshConnection ? ["Connection: close"] : [])
    }

    /// Posts the body and returns the answer's body; blocks until the answer ends, the deadline
    /// passes, the limit is passed, or `cancellation` is set.
    ///
    /// - Throws: the ``TransportError`` that ended it.
    func perform(handles: CurlHandlePool, cancellation: CancellationFlag) throws(TransportError) -> Data {
        guard !cancellation.isSet else { throw .cancelled }
        let curl = try LibCurl.loaded()
        let functions = curl.functions
        let handle = freshConnection ? CurlHandlePool.newHandle(curl) : handles.checkOut(curl)
        guard let handle else { throw .other("the request could not be set up (libcurl did not start)") }
        defer {
            if freshConnection { functions.pointee.easy_cleanup(handle) } else { handles.checkIn(handle, curl) }
        }
        var list: UnsafeMutablePointer<curl_slist>?
        defer { functions.pointee.slist_free_all(list) }
        for header in headers {
            guard let appended = functions.pointee.slist_append(list, header) else {
                throw .other("the request could not be set up (out of memory)")
            }
            list = appended
        }
        let transfer = CurlTransfer(curl: curl, handle: handle, limit: limit, cancellation: cancellation)
        let code = withExtendedLifetime(transfer) {
            guard configure(functions, handle, headers: list, context: Unmanaged.passUnretained(transfer).toOpaque())
            else {
                return CURLE_FAILED_INIT
            }
            return functions.pointee.easy_perform(handle)
        }
        return try transfer.answer(after: code)
    }

    /// Sets every option of the request on `handle`; false when libcurl refused one.
    private func configure(
        _ curl: UnsafePointer<zhip_curl>, _ handle: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?,
        context: UnsafeMutableRawPointer
    ) -> Bool {
        var results = [
            zhip_curl_setopt_long(curl, handle, CURLOPT_NOSIGNAL, 1),
            zhip_curl_setopt_pointer(curl, handle, CURLOPT_URL, url),
            zhip_curl_setopt_pointer(curl, handle, CURLOPT_PROTOCOLS_STR, "http,https"),
            zhip_curl_setopt_long(curl, handle, CURLOPT_FOLLOWLOCATION, 0),
            zhip_curl_setopt_long(curl, handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds),
            zhip_curl_setopt_long(curl, handle, CURLOPT_CONNECTTIMEOUT_MS, timeoutMilliseconds),
            zhip_curl_setopt_off_t(curl, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(clamping: limit.bytes)),
            zhip_curl_setopt_pointer(curl, handle, CURLOPT_HTTPHEADER, headers),
            zhip_curl_setopt_long(curl, handle, CURLOPT_POST, 1),
            zhip_curl_setopt_off_t(curl, handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)),
            zhip_curl_setopt_pointer(curl, handle, CURLOPT_WRITEDATA, context),
            zhip_curl_setopt_write_callback(curl, handle) { bytes, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let chunk = UnsafeRawBufferPointer(start: bytes, count: size * count)
                // Any other count than the one given aborts the transfer at once.
                return transfer.receive(chunk) ? size * count : 0
            },
            zhip_curl_setopt_pointer(curl, handle, CURLOPT_XFERINFODATA, context),
            zhip_curl_setopt_xferinfo_callback(curl, handle) { context, _, _, _, _ in
                guard let context else { return 1 }
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
            },
            zhip_curl_setopt_long(curl, handle, CURLOPT_NOPROGRESS, 0),
        ]
        if freshConnection {
            results.append(zhip_curl_setopt_long(curl, handle, CURLOPT_FRESH_CONNECT, 1))
            results.append(zhip_curl_setopt_long(curl, handle, CURLOPT_FORBID_REUSE, 1))
        }
        // Copied by libcurl: a body that is never a null pointer, even when empty.
        results.append(
            (body + [0]).withUnsafeBytes {
                zhip_curl_setopt_pointer(curl, handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
            })
        return results.allSatisfy { $0 == CURLE_OK }
    }
}
