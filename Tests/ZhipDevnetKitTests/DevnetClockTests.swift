import Foundation
import Testing
import ZilliqaKit

@testable import ZhipDevnetKit

/// The devnet waits on the one clock it is given.
@Suite("zhip-devnet's clock")
struct DevnetClockTests {
    @Test("the block timer sleeps the block time on the devnet's clock, then seals what is pending")
    func blockTimerUsesClock() async throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment())
        let clock = SteppingDevnetClock(freeSleeps: 1)
        let producer = BlockProducer(ledger: ledger, saver: nil, schedule: .every(.seconds(3600)), clock: clock)

        producer.start()
        await clock.waitForSleeps(2)
        await producer.stop()

        #expect(clock.sleeps == [.seconds(3600), .seconds(3600)])
        #expect(ledger.summary().blockCount == 2)
        #expect(ledger.summary().pendingCount == 0)
    }

    @Test("the latency an answer waits is slept on the devnet's clock: 30 s asked, the answer at once")
    func latencyUsesClock() async throws {
        var configuration = testConfiguration()
        configuration.latency = .seconds(30)
        let clock = SteppingDevnetClock(freeSleeps: 1)
        let session = makeSession()

        let (status, _) = try await Devnet.withRunning(configuration, clock: clock) { devnet in
            try await post(devnet, Fixture.request("GetNetworkId").encodedBytes(), session: session)
        }

        #expect(status == 200)
        #expect(clock.sleeps == [.seconds(30)])
    }
}
