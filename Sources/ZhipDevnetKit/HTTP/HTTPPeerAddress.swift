import Glibc

/// The IP address a connection came from, as `accept(2)` reported it: 4 bytes for IPv4, 16 for
/// IPv6. The control API answers only peers for which ``isLoopback`` holds.
///
/// ```swift
/// HTTPPeerAddress("127.0.0.1")?.isLoopback        // true
/// HTTPPeerAddress("::ffff:10.0.0.7")?.isLoopback  // false
/// ```
public struct HTTPPeerAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address in network order: 4 bytes (IPv4) or 16 (IPv6).
    public let bytes: [UInt8]

    /// An IPv4 or IPv6 address written the usual way (`127.0.0.1`, `::1`); nil for anything else.
    public init?(_ text: String) {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        bytes = withUnsafeBytes(of: &v6) { Array($0) }
    }

    /// The address in a `sockaddr_storage` that `accept(2)` filled; nil for a family other than
    /// IPv4 and IPv6.
    init?(_ storage: sockaddr_storage) {
        switch Int32(storage.ss_family) {
        case AF_INET:
            let address = withUnsafeBytes(of: storage) { $0.loadUnaligned(as: sockaddr_in.self) }.sin_addr
            bytes = withUnsafeBytes(of: address) { Array($0) }
        case AF_INET6:
            let address = withUnsafeBytes(of: storage) { $0.loadUnaligned(as: sockaddr_in6.self) }.sin6_addr
            bytes = withUnsafeBytes(of: address) { Array($0) }
        default:
            return nil
        }
    }

    /// True for 127.0.0.0/8, ::1, and 127.0.0.0/8 mapped into IPv6 (`::ffff:127.x.x.x`).
    public var isLoopback: Bool {
        switch bytes.count {
        case 4:
            return bytes[0] == 127
        case 16:
            let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
            if Array(bytes[0..<12]) == mappedPrefix { return bytes[12] == 127 }
            return bytes == Array(repeating: 0, count: 15) + [1]
        default:
            return false
        }
    }

    /// The usual text form (`127.0.0.1`, `::1`).
    public var description: String {
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = bytes.withUnsafeBytes { raw in
            inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count))
        }
        guard written != nil else { return "an unreadable address" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
