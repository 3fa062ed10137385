internal import CCurl
import Foundation

/// What libcurl's callbacks reach while one request runs: the body up to its limit, and the
/// first reason the answer was refused (a status outside 2xx, a body too large).
///
/// Used only on the request's own thread (libcurl calls back on the thread that performs), so it
/// needs no lock; the ``CancellationFlag`` it reads is the one thing another thread sets.
final class CurlTransfer {
    private let curl: LibCurl
    private let handle: UnsafeMutableRawPointer
    private let limit: ResponseSizeLimit
    private let cancellation: CancellationFlag
    private var body: BoundedBody
    private var headChecked = false
    private var refusal: TransportError?

    init(curl: LibCurl, handle: UnsafeMutableRawPointer, limit: ResponseSizeLimit, cancellation: CancellationFlag) {
        self.curl = curl
        self.handle = handle
        self.limit = limit
        self.cancellation = cancellation
        body = BoundedBody(limit: limit)
    }

    /// Whether the waiting task was cancelled, so that the transfer stops.
    var isCancelled: Bool { cancellation.isSet }

    /// Keeps `chunk` of the body; false (and the transfer stops) when the answer is refused:
    /// a status outside 2xx or a length above the limit, known with the first chunk, or a body
    /// that passes the limit.
    func receive(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard refusal == nil else { return false }
        do throws(TransportError) {
            if !headChecked {
                headChecked = true
                let status = self.status
                guard (200...299).contains(status) else { throw .httpStatus(status) }
                _ = try BoundedBody(limit: limit, announcedLength: announcedLength)
            }
            try body.append(Data(chunk))
            return true
        } catch {
            refusal = error
            return false
        }
    }

    /// The answer's body once `curl_easy_perform` returned `code`.
    ///
    /// - Throws: the refusal, `.cancelled`, `.httpStatus`, or the error `code` stands for.
    func answer(after code: CURLcode) throws(TransportError) -> Data {
        if let refusal { throw refusal }
        guard code == CURLE_OK else {
            if cancellation.isSet { throw .cancelled }
            // An announced length above CURLOPT_MAXFILESIZE_LARGE, refused before any of the body.
            if code == CURLE_FILESIZE_EXCEEDED {
                guard (200...299).contains(status) else { throw .httpStatus(status) }
                throw .responseTooLarge(limit: limit.bytes)
            }
            throw HTTPTransport.transportError(for: code)
        }
        guard (200...299).contains(status) else { throw .httpStatus(status) }
        return body.data
    }

    /// The HTTP status of the answer, 0 before one arrived.
    private var status: Int {
        var status = 0
        return zhip_curl_getinfo_long(curl.functions, handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK ? status : 0
    }

    /// The answer's Content-Length, -1 when it announced none.
    private var announcedLength: Int64 {
        var length: curl_off_t = -1
        return zhip_curl_getinfo_off_t(curl.functions, handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length) == CURLE_OK
            ? Int64(length) : -1
    }
}
