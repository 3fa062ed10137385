import ZilliqaKit

/// `eth_getLogs`'s filter object as alloy reads it (`docs/zq2-eth-calls.md`): `fromBlock` and
/// `toBlock` (tags or `0x` numbers, absent or null for `latest`) or `blockHash`, `address` (one,
/// a list, or null), and at most four `topics`, each null, one topic or a list (a list holding null
/// matches anything). Any other key is refused, as serde refuses an unknown field.
struct EthLogFilter {
    /// Which blocks the filter reads.
    enum Blocks: Hashable {
        case range(from: EVMBlockTag?, to: EVMBlockTag?)
        case hash([UInt8])
    }

    let blocks: Blocks
    /// The contracts matched; empty matches every one.
    let addresses: Set<Address>
    /// Per position, the topics matched there; an empty set matches any topic (or none).
    let topics: [Set<[UInt8]>]

    private static let keys = ["fromBlock", "toBlock", "address", "topics", "blockHash"]

    init(_ value: JSONValue) throws(DevnetRPCError) {
        guard let members = value.objectValue else { throw .invalidParams("invalid type: expected Filter object") }
        if let unknown = members.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            throw .invalidParams(
                "unknown field `\(unknown)`, expected one of " + Self.keys.map { "`\($0)`" }.joined(separator: ", "))
        }
        let from = try Self.tag(members["fromBlock"])
        let to = try Self.tag(members["toBlock"])
        if let hashValue = members["blockHash"], hashValue != .null {
            guard members["fromBlock"] == nil, members["toBlock"] == nil else {
                throw .invalidParams("fromBlock,toBlock not allowed with blockHash")
            }
            blocks = .hash(try Self.word(hashValue))
        } else {
            blocks = .range(from: from, to: to)
        }
        addresses = try Self.set(members["address"]) { (value) throws(DevnetRPCError) in try EthParams.hexAddress(value)
        }
        let positions = try Self.list(members["topics"])
        guard positions.count <= 4 else { throw .invalidParams("exceeded maximum topics len") }
        topics = try positions.map { (position) throws(DevnetRPCError) in
            try Self.set(position) { (value) throws(DevnetRPCError) in try Self.word(value) }
        }
    }

    /// True when `log` is one of the contracts and its topics match position by position (alloy's
    /// `filter_topics`: a position past the log's topics matches only when it matches anything).
    func matches(_ log: EthLog) -> Bool {
        guard addresses.isEmpty || addresses.contains(log.address) else { return false }
        for (index, wanted) in topics.enumerated() where !wanted.isEmpty {
            guard index < log.topics.count, wanted.contains(log.topics[index]) else { return false }
        }
        return true
    }

    // MARK: - Members

    private static func tag(_ value: JSONValue?) throws(DevnetRPCError) -> EVMBlockTag? {
        guard let value, value != .null else { return nil }
        return try EthParams.blockNumberOrTag(value)
    }

    /// A B256: 64 hex digits, `0x` optional.
    private static func word(_ value: JSONValue) throws(DevnetRPCError) -> [UInt8] {
        guard let text = value.stringValue, Hex.stripPrefix(text).utf8.count == 64,
            let bytes = try? Hex.decode(Hex.stripPrefix(text))
        else { throw .invalidParams("Invalid variadic value or array type: expected 32 bytes of hex") }
        return bytes
    }

    /// The elements of an array member; none when absent or null.
    private static func list(_ value: JSONValue?) throws(DevnetRPCError) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case .array(let elements)?: return elements
        case _?: throw .invalidParams("invalid type: expected a sequence of topics")
        }
    }

    /// alloy's `ValueOrArray<Option<T>>` into a `FilterSet`: null or a list holding null is empty
    /// (anything), one value or a list of values is those values.
    private static func set<T: Hashable>(
        _ value: JSONValue?, _ read: (JSONValue) throws(DevnetRPCError) -> T
    ) throws(DevnetRPCError) -> Set<T> {
        switch value {
        case nil, .null?: return []
        case .array(let elements)?:
            var values = Set<T>()
            for element in elements where element != .null { values.insert(try read(element)) }
            return elements.contains(.null) ? [] : values
        case let one?: return [try read(one)]
        }
    }
}
