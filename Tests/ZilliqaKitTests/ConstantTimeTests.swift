import Testing
import ZilliqaKit

@Suite("Constant-time comparison")
struct ConstantTimeTests {
    @Test("the same bytes compare equal")
    func sameBytes() {
        #expect(ConstantTime.equal([1, 2, 3, 4], [1, 2, 3, 4]))
    }

    @Test(
        "bytes that differ anywhere, or in length, do not compare equal",
        arguments: [[9, 2, 3, 4], [1, 2, 3, 9], [1, 2, 3], [1, 2, 3, 4, 0], []] as [[UInt8]])
    func differentBytes(_ other: [UInt8]) {
        #expect(!ConstantTime.equal([1, 2, 3, 4], other))
    }
}
