import Testing

@testable import ZhipBench

@Suite("StartSample: the launcher's line")
struct StartSampleTests {
    @Test("a line of wall nanoseconds, peak KiB and exit status is one sample")
    func parsesLine() {
        // Act
        let sample = StartSample(launcherLine: "4512345 9876 0")

        // Assert
        #expect(sample == StartSample(wallNanoseconds: 4_512_345, peakKiB: 9876, exitStatus: 0))
    }

    @Test(
        "any other text is no sample",
        arguments: [
            "", "4512345 9876", "4512345 9876 0 1", "-1 9876 0", "4512345  9876 0", "zhip-bench-launcher: fork",
        ])
    func refusesOtherText(line: String) {
        // Act
        let sample = StartSample(launcherLine: line)

        // Assert
        #expect(sample == nil)
    }
}
