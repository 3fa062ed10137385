/// Reads the fields of one `eth_` answer, each with its ``EVMServiceError/malformedAnswer(method:field:problem:)``
/// naming the method and the field, so that no problem is a trap or a vague "not what was expected".
struct EVMAnswerFields {
    /// The method whose answer this is, for the errors.
    let method: String
    private let members: [String: JSONValue]

    /// The members of `value`, which must be an object.
    init(_ value: JSONValue, method: String) throws(EVMServiceError) {
        guard let members = value.objectValue else {
            throw .malformedAnswer(method: method, field: "result", problem: .notObject)
        }
        self.method = method
        self.members = members
    }

    /// The text of `key`; nil when it is absent or null.
    func optionalText(_ key: String) throws(EVMServiceError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case _?: throw .malformedAnswer(method: method, field: key, problem: .notString)
        }
    }

    /// The text of `key`, which must be there.
    func text(_ key: String) throws(EVMServiceError) -> String {
        guard let text = try optionalText(key) else {
            throw .malformedAnswer(method: method, field: key, problem: .missing)
        }
        return text
    }

    func quantity<T: FixedWidthInteger & UnsignedInteger>(_ key: String, as type: T.Type = T.self)
        throws(EVMServiceError) -> T
    {
        try EVMAnswer.parse(try text(key), method: method, field: key) { text throws(EVMHexError) in
            try EVMHex.quantity(text, as: type)
        }
    }

    func optionalQuantity<T: FixedWidthInteger & UnsignedInteger>(_ key: String, as type: T.Type = T.self)
        throws(EVMServiceError) -> T?
    {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.parse(text, method: method, field: key) { text throws(EVMHexError) in
            try EVMHex.quantity(text, as: type)
        }
    }

    func wei(_ key: String) throws(EVMServiceError) -> Wei { Wei(wei: try quantity(key)) }

    func optionalWei(_ key: String) throws(EVMServiceError) -> Wei? { try optionalQuantity(key).map { Wei(wei: $0) } }

    func hash(_ key: String) throws(EVMServiceError) -> EVMHash {
        try EVMAnswer.hash(try text(key), method: method, field: key)
    }

    func optionalHash(_ key: String) throws(EVMServiceError) -> EVMHash? {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.hash(text, method: method, field: key)
    }

    func address(_ key: String) throws(EVMServiceError) -> EVMAddress {
        try EVMAnswer.address(try text(key), method: method, field: key)
    }

    func optionalAddress(_ key: String) throws(EVMServiceError) -> EVMAddress? {
        guard let text = try optionalText(key) else { return nil }
        return try EVMAnswer.address(text, method: method, field: key)
    }

    func type(_ key: String) throws(EVMServiceError) -> EVMTransactionType {
        EVMTransactionType(rawValue: try quantity(key))
    }
}
