import Testing
import ZilliqaKit

@Suite("Zeroing secret bytes")
struct ZeroizeTests {
    @Test("zeroize overwrites every byte of storage the caller allocated")
    func zeroizeRawBuffer() {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 32, alignment: 16)
        defer { storage.deallocate() }
        storage.copyBytes(from: [UInt8](repeating: 0xAB, count: 32))

        storage.zeroize()

        #expect(storage.allSatisfy { $0 == 0 })
    }
}
