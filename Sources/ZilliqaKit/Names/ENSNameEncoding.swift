/// The two forms ENS gives a name besides its text: the namehash (EIP-137: Keccak-256 folded over the
/// labels from the last one) and the DNS wire form (RFC 1035 §3.1: each label's length byte then its
/// bytes, then a zero byte), as ENS's UniversalResolver takes names.
///
/// ```swift
/// ENSNameEncoding.namehash(["alice", "zil"])        // 46f967dc…1721
/// ENSNameEncoding.dnsEncoded(["alice", "zil"])      // 05 616c696365 03 7a696c 00
/// ENSNameEncoding.labels(dnsEncoded: bytes)          // the labels again, nil for malformed bytes
/// ```
public enum ENSNameEncoding {
    /// The namehash of the name made of `labels` (in reading order, `["alice", "zil"]`): 32 bytes.
    public static func namehash(_ labels: [some Collection<UInt8>]) -> [UInt8] {
        var node = [UInt8](repeating: 0, count: 32)
        for label in labels.reversed() {
            node = Keccak256.hash(node + Keccak256.hash(label))
        }
        return node
    }

    /// The namehash of the name made of these text labels.
    public static func namehash(_ labels: [String]) -> [UInt8] {
        namehash(labels.map { Array($0.utf8) })
    }

    /// The DNS wire form of `labels`; each label must have 1…63 bytes (the caller checks).
    public static func dnsEncoded(_ labels: [String]) -> [UInt8] {
        labels.flatMap { [UInt8(truncatingIfNeeded: $0.utf8.count)] + Array($0.utf8) } + [0]
    }

    /// The labels of a DNS-encoded name, nil unless the bytes are exactly labels of 1…63 bytes ending
    /// with the zero byte (the root alone, `[0]`, is no labels).
    public static func labels(dnsEncoded bytes: [UInt8]) -> [[UInt8]]? {
        var labels: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let length = Int(bytes[index])
            if length == 0 { return index == bytes.count - 1 ? labels : nil }
            guard length <= 63, index + 1 + length < bytes.count else { return nil }
            labels.append(Array(bytes[(index + 1)...(index + length)]))
            index += 1 + length
        }
        return nil
    }
}
