/// Builds a parsed command through its compiler-synthesised `Decodable` initialiser: each
/// property wrapper asks for the value stored under its coding path (`out`, `output.json`).
struct ArgumentDecoder: Decoder {
    /// Parsed values by property path.
    let values: [String: any Sendable]
    let codingPath: [any CodingKey]

    init(values: [String: any Sendable], codingPath: [any CodingKey] = []) {
        self.values = values
        self.codingPath = codingPath
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var path: String { codingPath.map(\.stringValue).joined(separator: ".") }

    /// The value for the wrapper being decoded by `decoder`.
    static func parsedValue<Value>(_: Value.Type, from decoder: any Decoder) throws -> Value {
        guard let argumentDecoder = decoder as? ArgumentDecoder else {
            throw CommandDefinitionError("argument wrappers can only be decoded by the command-line parser")
        }
        guard let stored = argumentDecoder.values[argumentDecoder.path], let value = stored as? Value else {
            throw CommandDefinitionError("no parsed value for '\(argumentDecoder.path)' (custom CodingKeys?)")
        }
        return value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ArgumentContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw CommandDefinitionError("'\(path)' is not an @Option, @Argument, @Flag or @OptionGroup")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw CommandDefinitionError("'\(path)' is not an @Option, @Argument, @Flag or @OptionGroup")
    }
}

/// The keyed container of ``ArgumentDecoder``: only nested `Decodable` values (the wrappers)
/// are allowed; a plain stored property is a definition error.
private struct ArgumentContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ArgumentDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: ArgumentDecoder(values: decoder.values, codingPath: codingPath + [key]))
    }

    private func notAnArgument(_ key: Key) -> CommandDefinitionError {
        let path = (codingPath + [key]).map(\.stringValue).joined(separator: ".")
        return CommandDefinitionError("'\(path)' is not an @Option, @Argument, @Flag or @OptionGroup")
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw notAnArgument(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw notAnArgument(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw notAnArgument(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw notAnArgument(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw notAnArgument(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw notAnArgument(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw notAnArgument(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw notAnArgument(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw notAnArgument(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw notAnArgument(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw notAnArgument(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw notAnArgument(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw notAnArgument(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw notAnArgument(key) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw notAnArgument(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw notAnArgument(key)
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ArgumentDecoder(values: decoder.values, codingPath: codingPath + [key])
    }
}
