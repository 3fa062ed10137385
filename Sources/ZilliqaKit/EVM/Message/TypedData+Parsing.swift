extension TypedData {
    /// The fields EIP-712 allows in a domain, in its order.
    static let domainFields: [TypedDataField] = [
        TypedDataField(name: "name", type: .string),
        TypedDataField(name: "version", type: .string),
        TypedDataField(name: "chainId", type: .unsigned(bits: 256)),
        TypedDataField(name: "verifyingContract", type: .address),
        TypedDataField(name: "salt", type: .fixedBytes(32)),
    ]

    /// Reads a JSON document as `eth_signTypedData_v4` takes it.
    ///
    /// Stricter than the signers it matches, so what is shown is always what is signed: every
    /// declared field needs a value and a value may have no other field; numbers above 2^64 are
    /// written as decimal or `0x` strings (JSON numbers lose them); `bytesN` is exactly N bytes of
    /// `0x` hex, `bytes` is `0x` hex, `bool` is `true` or `false`; the domain's types, when given,
    /// are EIP-712's in its order; no object gives a key twice. The hash is then the one
    /// eth-account and MetaMask compute.
    /// - Throws: ``TypedDataError`` naming what is wrong, before anything is hashed.
    public init(json bytes: [UInt8]) throws(TypedDataError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(bytes.count) }
        guard JSONNesting.depth(of: bytes, stoppingAbove: Self.maximumDepth) <= Self.maximumDepth else {
            throw .tooDeep
        }
        guard let document = try? JSONValue(parsing: bytes) else { throw .notJSON }
        // A key given twice is read as its first value here and as its last by the site's JavaScript.
        if let key = JSONDuplicateKeys.first(in: bytes) { throw .duplicateKey(key) }
        try self.init(document: document)
    }

    /// Reads a parsed document; see ``init(json:)``.
    public init(document: JSONValue) throws(TypedDataError) {
        guard let declared = document["types"]?.objectValue else { throw .missing("types object") }
        guard let primaryType = document["primaryType"]?.stringValue else { throw .missing("primaryType string") }
        guard let domainValues = document["domain"]?.objectValue else { throw .missing("domain object") }
        guard case .object = document["message"] else { throw .missing("message object") }
        guard declared.count <= Self.maximumTypes else { throw .tooManyTypes }
        var types: [String: [TypedDataField]] = [:]
        for (name, fields) in declared where name != "EIP712Domain" {
            guard TypedDataType.atom(name) == nil, TypedDataType.isIdentifier(name) else { throw .badType(name) }
            types[name] = try Self.fields(of: name, fields)
        }
        for fields in types.values {
            for field in fields {
                if let core = field.type.coreStructName, types[core] == nil { throw .undefinedType(core) }
            }
        }
        guard primaryType != "EIP712Domain" else {
            throw .badDomain("is the primaryType: Zhip signs a message, not a domain alone")
        }
        guard types[primaryType] != nil else { throw .undefinedType(primaryType) }
        let domainTypes = try Self.domainTypes(declared["EIP712Domain"], values: domainValues)
        let reader = Reader(types: types)
        let domain = try reader.members(of: domainTypes, in: domainValues, at: "domain")
        let message = try reader.value(of: .structure(primaryType), document["message"] ?? .null, at: "message")
        self.types = types
        self.primaryType = primaryType
        self.domain = domain
        self.message = message
        let hasher = Hasher712(types: types)
        domainSeparator = hasher.hashStruct(name: "EIP712Domain", fields: domainTypes, members: domain)
        messageHash = hasher.hash(message)
    }

    /// The fields of the struct `name` as `fields` declares them.
    private static func fields(of name: String, _ fields: JSONValue) throws(TypedDataError) -> [TypedDataField] {
        guard let list = fields.arrayValue else { throw .missing("list of fields for \(name)") }
        guard list.count <= maximumFields else { throw .tooManyTypes }
        var result: [TypedDataField] = []
        for entry in list {
            guard let field = entry["name"]?.stringValue, let type = entry["type"]?.stringValue,
                entry.objectValue?.count == 2
            else { throw .missing("{\"name\", \"type\"} for each field of \(name)") }
            guard TypedDataType.isIdentifier(field), !result.contains(where: { $0.name == field }) else {
                throw .badField(type: name, field: field)
            }
            result.append(TypedDataField(name: field, type: try TypedDataType(type)))
        }
        return result
    }

    /// The domain's fields: those `declared` gives, which must be EIP-712's in its order, or
    /// (when the document declares none) EIP-712's that `values` has.
    private static func domainTypes(_ declared: JSONValue?, values: [String: JSONValue]) throws(TypedDataError)
        -> [TypedDataField]
    {
        guard let declared else {
            let unknown = values.keys.filter { key in !domainFields.contains { $0.name == key } }
            guard unknown.isEmpty else { throw .badDomain("has \(unknown.sorted()), not an EIP-712 domain field") }
            return domainFields.filter { values[$0.name] != nil }
        }
        let fields = try fields(of: "EIP712Domain", declared)
        var remaining = domainFields[...]
        for field in fields {
            guard let index = remaining.firstIndex(of: field) else {
                throw .badDomain(
                    "declares \(field.type) \(field.name): its fields must be among string name, string version, "
                        + "uint256 chainId, address verifyingContract and bytes32 salt, in that order")
            }
            remaining = remaining[(index + 1)...]
        }
        guard Set(fields.map(\.name)) == Set(values.keys) else {
            throw .badDomain("has other fields (\(values.keys.sorted())) than its type declares")
        }
        return fields
    }
}

/// Reads JSON values against their EIP-712 types.
private struct Reader {
    let types: [String: [TypedDataField]]

    func members(of fields: [TypedDataField], in object: [String: JSONValue], at path: String)
        throws(TypedDataError) -> [TypedDataMember]
    {
        if let extra = object.keys.sorted().first(where: { key in !fields.contains { $0.name == key } }) {
            throw .undeclaredField(path: "\(path).\(extra)")
        }
        var members: [TypedDataMember] = []
        for field in fields {
            let place = "\(path).\(field.name)"
            guard let json = object[field.name] else { throw .badValue(path: place, expected: "there (it is missing)") }
            members.append(
                TypedDataMember(name: field.name, type: field.type, value: try value(of: field.type, json, at: place)))
        }
        return members
    }

    func value(of type: TypedDataType, _ json: JSONValue, at path: String) throws(TypedDataError) -> TypedDataValue {
        switch type {
        case .structure(let name):
            guard let object = json.objectValue, let fields = types[name] else {
                throw .badValue(path: path, expected: "an object of type \(name)")
            }
            return .structure(type: name, members: try members(of: fields, in: object, at: path))
        case .array(let element, let count):
            guard let elements = json.arrayValue, count == nil || count == elements.count else {
                throw .badValue(path: path, expected: count.map { "an array of \($0)" } ?? "an array")
            }
            var values: [TypedDataValue] = []
            for (index, item) in elements.enumerated() {
                values.append(try value(of: element, item, at: "\(path)[\(index)]"))
            }
            return .array(values)
        case .unsigned(let bits):
            guard let (magnitude, isNegative) = TypedDataNumber.read(json), !isNegative,
                TypedDataNumber.fits(magnitude, bits: bits)
            else { throw .badValue(path: path, expected: "a uint\(bits) (a number, or a decimal or 0x string)") }
            return .unsigned(magnitude)
        case .signed(let bits):
            guard let (magnitude, isNegative) = TypedDataNumber.read(json),
                TypedDataNumber.fitsSigned(magnitude, isNegative: isNegative, bits: bits)
            else { throw .badValue(path: path, expected: "an int\(bits) (a number, or a decimal or 0x string)") }
            return .signed(magnitude: magnitude, isNegative: isNegative)
        case .fixedBytes(let count):
            guard let bytes = Self.hexBytes(json), bytes.count == count else {
                throw .badValue(path: path, expected: "\(count) bytes as 0x and \(2 * count) hex digits")
            }
            return .fixedBytes(bytes)
        case .bytes:
            guard let bytes = Self.hexBytes(json) else {
                throw .badValue(path: path, expected: "bytes as 0x and hex digits")
            }
            return .bytes(bytes)
        case .string:
            guard let text = json.stringValue else { throw .badValue(path: path, expected: "a string") }
            return .string(text)
        case .bool:
            guard case .bool(let flag) = json else { throw .badValue(path: path, expected: "true or false") }
            return .bool(flag)
        case .address:
            guard let text = json.stringValue, let address = try? EVMAddress(text) else {
                throw .badValue(path: path, expected: "an address, 0x and 40 hex digits (EIP-55 or one case)")
            }
            return .address(address)
        }
    }

    /// The bytes of `0x` and an even number of hex digits.
    private static func hexBytes(_ json: JSONValue) -> [UInt8]? {
        guard let text = json.stringValue, text.hasPrefix("0x") else { return nil }
        return try? Hex.decode(text.dropFirst(2))
    }
}

/// The numbers of EIP-712 typed data: a JSON number that fits 64 bits, a decimal string (a `-`
/// before it for a negative one), or `0x` and hex digits.
enum TypedDataNumber {
    /// The magnitude and sign `json` spells, nil for anything else (a JSON number too large to be
    /// exact, text with white space or a `+`).
    static func read(_ json: JSONValue) -> (UInt256, Bool)? {
        switch json {
        case .integer(let value): return (UInt256(value.magnitude), value < 0)
        case .unsignedInteger(let value): return (UInt256(value), false)
        case .string(let text):
            if text.hasPrefix("0x") {
                let digits = text.dropFirst(2).drop { $0 == "0" }
                guard text.count > 2, digits.count <= 64 else { return nil }
                let even = digits.count % 2 == 0 ? String(digits) : "0" + digits
                guard let bytes = try? Hex.decode(even), let value = try? UInt256(bigEndian: bytes) else { return nil }
                return (value, false)
            }
            let isNegative = text.hasPrefix("-")
            guard let value = try? UInt256(decimal: String(isNegative ? text.dropFirst() : text[...])) else {
                return nil
            }
            return (value, isNegative && !value.isZero)
        default: return nil
        }
    }

    /// True when `value` is below 2^bits.
    static func fits(_ value: UInt256, bits: Int) -> Bool {
        value.bigEndianBytes.prefix(32 - bits / 8).allSatisfy { $0 == 0 }
    }

    /// True when the number is within an `int<bits>`: -2^(bits-1) ... 2^(bits-1) - 1.
    static func fitsSigned(_ magnitude: UInt256, isNegative: Bool, bits: Int) -> Bool {
        let bound = isNegative ? (try? magnitude.subtracting(1)) ?? .zero : magnitude
        let bytes = bound.bigEndianBytes
        return bytes.prefix(32 - bits / 8).allSatisfy { $0 == 0 } && bytes[32 - bits / 8] & 0x80 == 0
    }
}
