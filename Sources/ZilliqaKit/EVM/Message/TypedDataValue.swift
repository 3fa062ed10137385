/// A value of EIP-712 typed data, checked against its type: what is signed and what is shown are
/// read from the same tree.
public indirect enum TypedDataValue: Sendable, Hashable {
    /// An `address`.
    case address(EVMAddress)
    /// A `bool`.
    case bool(Bool)
    /// A `uintN`.
    case unsigned(UInt256)
    /// An `intN`: its magnitude, and whether it is below zero.
    case signed(magnitude: UInt256, isNegative: Bool)
    /// A `bytesN`, exactly N bytes.
    case fixedBytes([UInt8])
    /// A `bytes`.
    case bytes([UInt8])
    /// A `string`.
    case string(String)
    /// An array's elements.
    case array([TypedDataValue])
    /// A struct of the named type, its fields in the type's order.
    case structure(type: String, members: [TypedDataMember])
}

/// One field of a struct value of EIP-712 typed data: its name, its type and its value.
public struct TypedDataMember: Sendable, Hashable {
    public let name: String
    public let type: TypedDataType
    public let value: TypedDataValue

    public init(name: String, type: TypedDataType, value: TypedDataValue) {
        self.name = name
        self.type = type
        self.value = value
    }
}

/// One field of a struct type as the document declares it: `{"name": "wallet", "type": "address"}`.
public struct TypedDataField: Sendable, Hashable {
    public let name: String
    public let type: TypedDataType

    public init(name: String, type: TypedDataType) {
        self.name = name
        self.type = type
    }
}
