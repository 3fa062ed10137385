/// The bytes a ``HostileNode`` writes for one ``HostileBehaviour``: a head, then body pieces
/// (each after `pause`, when there is one), and whether the connection stays open after them.
struct HostileAnswer {
    /// The status line and headers, blank line included (empty when nothing is ever sent).
    let head: [UInt8]
    /// The pieces of the body, in order; endless for an answer without end.
    let body: AnyIterator<[UInt8]>
    /// The wait before each piece.
    var pause: Duration?
    /// Whether the connection is held open once the pieces ran out.
    var holdsOpen = false

    private static let chunkBytes = 64 << 10
    /// The start of a JSON-RPC answer whose result string the filler goes on to fill.
    private static let opening = Array(#"{"id":"1","jsonrpc":"2.0","result":""#.utf8)

    init(_ behaviour: HostileBehaviour) {
        switch behaviour {
        case .answer(let status, let text):
            let body = Array(text.utf8)
            head = Self.head(status: status, length: body.count)
            self.body = AnyIterator([body].makeIterator())
        case .endlessChunkedBody:
            head = Self.head(status: 200, length: nil)
            let filler =
                Self.opening + [UInt8](repeating: UInt8(ascii: "0"), count: Self.chunkBytes - Self.opening.count)
            body = AnyIterator { Self.chunk(filler) }
        case .hugeBody(let bytes, let announcingLength):
            head = Self.head(status: 200, length: announcingLength ? bytes : nil)
            body = Self.pieces(of: bytes, chunked: !announcingLength)
        case .dripFeed(let interval):
            let answer = Array(#"{"id":"1","jsonrpc":"2.0","result":{"balance":"1000","nonce":1}}"#.utf8)
            let padded = answer + [UInt8](repeating: UInt8(ascii: " "), count: Self.chunkBytes - answer.count)
            head = Self.head(status: 200, length: padded.count)
            body = AnyIterator(padded.lazy.map { [$0] }.makeIterator())
            pause = interval
        case .stall:
            head = []
            body = AnyIterator { nil }
            pause = .milliseconds(50)
            holdsOpen = true
        }
    }

    private static func head(status: Int, length: Int?) -> [UInt8] {
        let framing = length.map { "Content-Length: \($0)" } ?? "Transfer-Encoding: chunked"
        return Array(
            "HTTP/1.1 \(status) Hostile\r\nContent-Type: application/json\r\n\(framing)\r\nConnection: close\r\n\r\n"
                .utf8)
    }

    /// `piece` as one chunk of a chunked body.
    private static func chunk(_ piece: [UInt8]) -> [UInt8] {
        Array((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Array("\r\n".utf8)
    }

    /// `total` bytes of an answer (an opening, then filler) in 64 KiB pieces, chunked or not.
    private static func pieces(of total: Int, chunked: Bool) -> AnyIterator<[UInt8]> {
        var left = total
        var first = true
        var ended = !chunked
        return AnyIterator {
            guard left > 0 else {
                guard !ended else { return nil }
                ended = true
                return Array("0\r\n\r\n".utf8)
            }
            let count = min(left, chunkBytes)
            var piece = [UInt8](repeating: UInt8(ascii: "0"), count: count)
            if first { piece.replaceSubrange(0..<min(count, opening.count), with: opening.prefix(count)) }
            first = false
            left -= count
            return chunked ? chunk(piece) : piece
        }
    }
}
