/// Reads the fields of one `eth_` answer, each with its ``EVMServiceError/malformedAnswer(method:field:problem:)``
/// naming the method and the field, so that no problem is a trap or a vague "not what was expected".
struct EVMAnswerFields {
    /// The method whose answer this is, for the errors.
    let method: String
    private let members: [String: JSONValue]
    /// Where the object sits in the answer (`"logs[2]"`), nil for the result itself.
    private let path: String?

    /// The members of `value`, which must be an object; `field` names where it sits in the answer.
    init(_ value: JSONValue, method: String, field: String = "result") throws(EVMServiceError) {
        guard let members = value.objectValue else {
            throw .malformedAnswer(method: method, field: field, problem: .notObject)
        }
        self.method = method
        self.members = members
        path = field == "result" ? nil : field
    }

    /// `key` as the errors name it: with the object's place in the answer in front, if any.
    func name(_ key: String) -> String { path.map { "\($0).\(key)" } ?? key }

    /// The text of `key`; nil when it is absent or null.
    func optionalText(_ key: String) throws(EVMServiceError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case _?: throw .malformedAnswer(method: method, field: name(key), problem: .notString)
        }
    }

    /// The text of `key`, which must be there.
    func text(_ key: String) throws(EVMServiceError) -> String {
        guard let text = try optionalText(key) else {
            throw .malformedAnswer(method: method, field: name(key), problem: .missing)
        }
        return text
    }

    func quantity<T: FixedWidthInteger & UnsignedInteger>(_ key: String, as type: T.Type = T.self)
        throws(EVMServiceError) -> T
    {
        try EVMAnswer.parse(try text(key), method: method, field: name(key)) { text throws(EVMHexError) in
            try EVMHex.quantity(text, as: type)
        }
    }

    func optionalQuantity<T: FixedWidthInteger & UnsignedInteger>(_ key: String, as type: T.Type = T.self)
        throws(EVMServiceError) -> T?
    {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.parse(text, method: method, field: name(key)) { text throws(EVMHexError) in
            try EVMHex.quantity(text, as: type)
        }
    }

    func wei(_ key: String) throws(EVMServiceError) -> Wei { Wei(wei: try quantity(key)) }

    func optionalWei(_ key: String) throws(EVMServiceError) -> Wei? { try optionalQuantity(key).map { Wei(wei: $0) } }

    func hash(_ key: String) throws(EVMServiceError) -> EVMHash {
        try EVMAnswer.hash(try text(key), method: method, field: name(key))
    }

    func optionalHash(_ key: String) throws(EVMServiceError) -> EVMHash? {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.hash(text, method: method, field: name(key))
    }

    func address(_ key: String) throws(EVMServiceError) -> EVMAddress {
        try EVMAnswer.address(try text(key), method: method, field: name(key))
    }

    func optionalAddress(_ key: String) throws(EVMServiceError) -> EVMAddress? {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.address(text, method: method, field: name(key))
    }

    /// The bytes of `key`, at most `maximumBytes` of them.
    func data(_ key: String, maximumBytes: Int) throws(EVMServiceError) -> [UInt8] {
        try EVMAnswer.parse(try text(key), method: method, field: name(key)) { text throws(EVMHexError) in
            try EVMHex.data(text, maximumBytes: maximumBytes)
        }
    }

    /// The array of `key`, at most `maximumCount` elements; empty when absent or null and `optional`.
    func array(_ key: String, maximumCount: Int, optional: Bool = false) throws(EVMServiceError) -> [JSONValue] {
        switch members[key] {
        case nil, .null?:
            guard optional else { throw .malformedAnswer(method: method, field: name(key), problem: .missing) }
            return []
        case .array(let elements)?:
            guard elements.count <= maximumCount else {
                throw .malformedAnswer(method: method, field: name(key), problem: .tooMany(maximumCount))
            }
            return elements
        case _?: throw .malformedAnswer(method: method, field: name(key), problem: .notArray)
        }
    }

    /// The JSON boolean of `key`, which must be there.
    func bool(_ key: String) throws(EVMServiceError) -> Bool {
        switch members[key] {
        case .bool(let value)?: return value
        case nil, .null?: throw .malformedAnswer(method: method, field: name(key), problem: .missing)
        case _?: throw .malformedAnswer(method: method, field: name(key), problem: .notBool)
        }
    }

    func type(_ key: String) throws(EVMServiceError) -> EVMTransactionType {
        EVMTransactionType(rawValue: try quantity(key))
    }
}
