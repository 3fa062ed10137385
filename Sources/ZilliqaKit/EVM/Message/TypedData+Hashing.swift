/// EIP-712's `encodeType`, `typeHash`, `encodeData` and `hashStruct` over checked values, with
/// arrays encoded as `eth_signTypedData_v4` encodes them (Keccak-256 of their elements' words).
struct Hasher712 {
    let types: [String: [TypedDataField]]

    /// `hashStruct(value)` for a struct value; for any other value, its 32-byte word.
    func hash(_ value: TypedDataValue) -> [UInt8] {
        guard case .structure(let name, let members) = value, let fields = types[name] else { return word(value) }
        return hashStruct(name: name, fields: fields, members: members)
    }

    /// Keccak-256 of the type's hash and each member's word.
    func hashStruct(name: String, fields: [TypedDataField], members: [TypedDataMember]) -> [UInt8] {
        var encoded = Keccak256.hash(Array(encodeType(name, fields: fields).utf8))
        encoded.reserveCapacity(32 * (members.count + 1))
        for member in members { encoded += word(member.value) }
        return Keccak256.hash(encoded)
    }

    /// `Name(type name,…)` and then each struct it uses, sorted by name, written the same way.
    func encodeType(_ name: String, fields: [TypedDataField]) -> String {
        var used = Set<String>()
        var pending = fields.compactMap(\.type.coreStructName)
        while let next = pending.popLast() {
            guard next != name, used.insert(next).inserted else { continue }
            pending += (types[next] ?? []).compactMap(\.type.coreStructName)
        }
        let written = { (type: String, fields: [TypedDataField]) in
            "\(type)(\(fields.map { "\($0.type) \($0.name)" }.joined(separator: ",")))"
        }
        return written(name, fields)
            + used.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { written($0, types[$0] ?? []) }.joined()
    }

    /// The 32 bytes `encodeData` writes for one value.
    private func word(_ value: TypedDataValue) -> [UInt8] {
        switch value {
        case .address(let address): return [UInt8](repeating: 0, count: 12) + address.bytes
        case .bool(let flag): return [UInt8](repeating: 0, count: 31) + [flag ? 1 : 0]
        case .unsigned(let number): return number.bigEndianBytes
        case .signed(let magnitude, let isNegative):
            guard isNegative else { return magnitude.bigEndianBytes }
            // Two's complement: -m is ~(m - 1); m is at least 1 for a negative number.
            return ((try? magnitude.subtracting(1)) ?? .zero).bigEndianBytes.map { ~$0 }
        case .fixedBytes(let bytes): return bytes + [UInt8](repeating: 0, count: 32 - bytes.count)
        case .bytes(let bytes): return Keccak256.hash(bytes)
        case .string(let text): return Keccak256.hash(Array(text.utf8))
        case .array(let elements): return Keccak256.hash(elements.flatMap { hash($0) })
        case .structure: return hash(value)
        }
    }
}
