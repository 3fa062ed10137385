import ChildProcesses
import Foundation
import Testing

/// `zhip-cli pincode set` run by several processes over one home at the same moment.
@Suite("zhip-cli pincode set from concurrent processes")
struct PincodeConcurrentSetTests {
    @Test("four processes set a pincode at once: exactly one succeeds, each other one is refused and says why")
    func exactlyOneWins() async throws {
        let directory = try TemporaryDirectory()
        let home = directory.file("home")
        let binary = try EndToEndTests.binary().path
        let environment = EndToEndTests.sanitizerOptions.merging(["ZHIP_PINCODE": "0739"]) { _, given in given }

        let results = try await withThrowingTaskGroup(of: ChildProcessResult.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await ChildProcess.run(
                        binary, ["pincode", "set", "--home", home], environment: environment, directory: nil,
                        deadline: EndToEndTests.processDeadline)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.filter { $0.status == 0 }.count == 1)
        for refused in results where refused.status != 0 {
            // Whoever read the pincode before the winner wrote it is told it changed meanwhile;
            // whoever started after is told one is set.
            #expect(
                refused.errors.contains("the pincode was changed by another Zhip")
                    || refused.errors.contains("a pincode is already set"),
                "\(refused.errors)")
        }
    }
}
