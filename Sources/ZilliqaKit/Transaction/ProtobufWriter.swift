/// The few proto2 encodings `ProtoTransactionCoreInfo` needs: varints and length-delimited
/// fields. Written by hand because no protobuf package can be fetched; it is wire format,
/// not crypto.
struct ProtobufWriter {
    private(set) var bytes: [UInt8] = []

    /// Field `number` as a varint (wire type 0).
    mutating func writeVarint(field number: UInt32, _ value: UInt64) {
        appendVarint(UInt64(number) << 3 | 0)
        appendVarint(value)
    }

    /// Field `number` as length-delimited bytes (wire type 2).
    mutating func writeBytes(field number: UInt32, _ value: [UInt8]) {
        appendVarint(UInt64(number) << 3 | 2)
        appendVarint(UInt64(value.count))
        bytes += value
    }

    /// Field `number` as a nested `ByteArray { bytes data = 1; }` message.
    mutating func writeByteArray(field number: UInt32, _ value: [UInt8]) {
        var inner = ProtobufWriter()
        inner.writeBytes(field: 1, value)
        writeBytes(field: number, inner.bytes)
    }

    private mutating func appendVarint(_ value: UInt64) {
        var remaining = value
        while remaining >= 0x80 {
            bytes.append(UInt8(remaining & 0x7f) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(remaining))
    }
}
