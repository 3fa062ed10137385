import Testing

@testable import ZhipBench

@Suite("Median of a benchmark's samples")
struct MedianTests {
    @Test("the median of an odd count is the middle value once sorted")
    func oddCount() {
        #expect([30.0, 10, 20].median == 20)
    }

    @Test("the median of an even count is the mean of the two middle values")
    func evenCount() {
        #expect([4.0, 1, 3, 2].median == 2.5)
    }

    @Test("an empty array has no median")
    func empty() {
        #expect([Double]().median.isNaN)
    }
}
