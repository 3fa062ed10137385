internal import CCurl

/// libcurl's functions, from the library loaded the first time a request needs it (not linked:
/// a command that never talks to a node never loads it; `Sources/CCurl` says why).
///
/// `@unchecked Sendable`: the table it points to is written once, by the loader, before any
/// ``LibCurl`` exists, and only read afterwards.
struct LibCurl: @unchecked Sendable {
    /// The library's name as Debian's libcurl4 installs it.
    static let soname = "libcurl.so.4"

    /// The functions, as the loader found them.
    let functions: UnsafePointer<zhip_curl>

    /// libcurl loaded and its global state set up, once per process: a `static let` runs the
    /// loader and `curl_global_init` (which is not thread-safe) exactly once, whichever thread
    /// first needs them.
    private static let shared: Result<LibCurl, TransportError> = {
        let loaded = load(soname)
        guard case .success(let curl) = loaded else { return loaded }
        guard curl.functions.pointee.global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
            return .failure(.other("the request could not be set up (libcurl did not start)"))
        }
        return loaded
    }()

    /// The loaded libcurl.
    ///
    /// - Throws: ``TransportError/libcurlUnavailable(_:)`` when it cannot be loaded, `.other` when
    ///   it does not start.
    static func loaded() throws(TransportError) -> LibCurl {
        try shared.get()
    }

    /// libcurl loaded from `soname`, without setting up its global state.
    static func load(_ soname: String) -> Result<LibCurl, TransportError> {
        var reason = [CChar](repeating: 0, count: 512)
        let functions = reason.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { zhip_curl_load(soname, $0, buffer.count) }
        }
        guard let functions else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.libcurlUnavailable(text))
        }
        return .success(LibCurl(functions: functions))
    }
}
