import Testing
import ZilliqaKit

@Suite("UInt256 big-endian bytes")
struct UInt256BytesTests {
    @Test("a value's 32 big-endian bytes are Python's to_bytes(32, 'big')")
    func bigEndianBytes() throws {
        for vector in try UInt256Vectors.load().bytes {
            let value = try UInt256(fixture: vector.value)

            #expect(Hex.encode(value.bigEndianBytes) == vector.hex, "\(vector.value)")
        }
    }

    @Test("bytes of any length read as Python's from_bytes, refused past 32 significant bytes")
    func fromBigEndian() throws {
        for vector in try UInt256Vectors.load().bigEndian {
            let bytes = try Hex.decode(vector.hex)

            let read = Result { () throws(UInt256Error) in try UInt256(bigEndian: bytes) }

            switch read {
            case .success(let value): #expect(value.description == vector.value, "\(vector.hex)")
            case .failure: #expect(vector.value == "overflow", "\(vector.hex)")
            }
        }
    }

    @Test("33 significant bytes are refused with their count; leading zeros are not counted")
    func tooManyBytes() throws {
        let thirtyThree = [UInt8](repeating: 0xFF, count: 33)
        let paddedMax = [UInt8](repeating: 0, count: 100) + [UInt8](repeating: 0xFF, count: 32)

        #expect(throws: UInt256Error.tooManyBytes(significant: 33)) { try UInt256(bigEndian: thirtyThree) }
        #expect(try UInt256(bigEndian: paddedMax) == .max)
        #expect(try UInt256(bigEndian: []) == .zero)
    }
}
