import Dispatch
import Foundation
import Synchronization

/// Clients sending batches of requests to a node at once, a thread and a connection each
/// (``LoopbackRPCConnection``): each connects first, and the clock starts once all have.
enum ClientThreads {
    /// What one run of the clients took, and every answer's body, in no particular order.
    struct Outcome: Sendable {
        let nanoseconds: Double
        let answers: [[UInt8]]
    }

    /// Sends each batch of requests (``LoopbackRPCConnection/request(body:)``) from a client of its
    /// own to 127.0.0.1:`port`, one after another, and times them from the moment every client is
    /// connected to the last answer.
    /// - Throws: the first client's ``LoopbackRPCConnection/Failure``.
    static func send(_ batches: [[[UInt8]]], port: UInt16) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(batches, port: port) })
            }
        }
    }

    /// ``send(_:port:)`` on the calling thread, which it blocks.
    private static func run(_ batches: [[[UInt8]]], port: UInt16) throws -> Outcome {
        let connected = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let collected = Collected()
        for batch in batches {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                let connection: LoopbackRPCConnection
                do throws(LoopbackRPCConnection.Failure) {
                    connection = try LoopbackRPCConnection(port: port)
                } catch {
                    collected.failure.withLock { $0 = $0 ?? error }
                    connected.signal()
                    return
                }
                connected.signal()
                start.wait()
                var mine: [[UInt8]] = []
                mine.reserveCapacity(batch.count)
                do throws(LoopbackRPCConnection.Failure) {
                    for request in batch { mine.append(try connection.send(request)) }
                } catch {
                    collected.failure.withLock { $0 = $0 ?? error }
                }
                collected.answers.withLock { $0.append(contentsOf: mine) }
            }
        }
        for _ in batches { connected.wait() }
        let clock = ContinuousClock()
        let began = clock.now
        for _ in batches { start.signal() }
        finished.wait()
        let elapsed = clock.now - began
        if let error = collected.failure.withLock({ $0 }) { throw error }
        return Outcome(nanoseconds: elapsed.nanoseconds, answers: collected.answers.withLock { $0 })
    }
}

/// What the client threads hand back: their answers and the first failure.
private final class Collected: Sendable {
    let answers = Mutex<[[UInt8]]>([])
    let failure = Mutex<LoopbackRPCConnection.Failure?>(nil)
}
