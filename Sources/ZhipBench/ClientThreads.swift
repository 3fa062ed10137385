import CEpoll
import Dispatch
import Foundation
import Glibc
import Synchronization

/// Clients sending batches of requests to a node at once. Each client is a kept-alive connection
/// (``LoopbackRPCConnection``) with one request in flight, whose next request goes out once its
/// answer is in. The connections are driven by one thread per core, each waiting on its share in one epoll set, so
/// that the clients' own cost beside the node stays the same however many there are (a thread per
/// client spent more of the two cores on waking clients than on the node). Each thread connects
/// its clients first, and the clock starts once all have.
enum ClientThreads {
    /// What one run of the clients took, and every answer's body, in no particular order.
    struct Outcome: Sendable {
        let nanoseconds: Double
        let answers: [[UInt8]]
    }

    /// How long a client waits for an answer before the run fails.
    private static let answerTimeout: Int32 = 10_000

    /// Sends each batch of requests (``LoopbackRPCConnection/request(body:)``) from a client of its
    /// own to 127.0.0.1:`port`, one after another, and times them from the moment every client is
    /// connected to the last answer.
    /// - Throws: the first ``LoopbackRPCConnection/Failure``.
    static func send(_ batches: [[[UInt8]]], port: UInt16) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(batches, port: port) })
            }
        }
    }

    /// ``send(_:port:)`` on the calling thread, which it blocks.
    private static func run(_ batches: [[[UInt8]]], port: UInt16) throws -> Outcome {
        let threads = max(1, min(batches.count, ProcessInfo.processInfo.activeProcessorCount))
        let connected = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let collected = Collected()
        for thread in 0..<threads {
            let share = Array(batches.enumerated().filter { $0.offset % threads == thread }.map(\.element))
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                let connections: [LoopbackRPCConnection]
                do throws(LoopbackRPCConnection.Failure) {
                    connections = try share.map { _ throws(LoopbackRPCConnection.Failure) in
                        try LoopbackRPCConnection(port: port)
                    }
                } catch {
                    collected.failure.withLock { $0 = $0 ?? error }
                    connected.signal()
                    return
                }
                connected.signal()
                start.wait()
                do throws(LoopbackRPCConnection.Failure) {
                    let answers = try drive(connections, share)
                    collected.answers.withLock { $0.append(contentsOf: answers) }
                } catch {
                    collected.failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        for _ in 0..<threads { connected.wait() }
        let clock = ContinuousClock()
        let began = clock.now
        for _ in 0..<threads { start.signal() }
        finished.wait()
        let elapsed = clock.now - began
        if let error = collected.failure.withLock({ $0 }) { throw error }
        return Outcome(nanoseconds: elapsed.nanoseconds, answers: collected.answers.withLock { $0 })
    }

    /// Sends each connection's batch, a request at a time, waiting on all of them for answers in
    /// one epoll set; returns every answer's body. An epoll set, not `poll(2)`: `poll` registers
    /// with every connection's socket on each wait, so its cost grew with the number of clients,
    /// and a bench of 16 clients timed the clients' bookkeeping beside the node's work.
    private static func drive(
        _ connections: [LoopbackRPCConnection], _ batches: [[[UInt8]]]
    ) throws(LoopbackRPCConnection.Failure) -> [[UInt8]] {
        var answers: [[UInt8]] = []
        answers.reserveCapacity(batches.reduce(0) { $0 + $1.count })
        let poller = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard poller >= 0 else {
            throw LoopbackRPCConnection.Failure(description: "epoll_create1 failed: errno \(errno)")
        }
        defer { close(poller) }
        var sent = [Int](repeating: 0, count: connections.count)
        var active = 0
        for (index, connection) in connections.enumerated() {
            guard let first = batches[index].first else { continue }
            var event = epoll_event()
            event.events = EPOLLIN.rawValue
            event.data.u64 = UInt64(index)
            guard epoll_ctl(poller, EPOLL_CTL_ADD, connection.socket, &event) == 0 else {
                throw LoopbackRPCConnection.Failure(description: "epoll_ctl failed: errno \(errno)")
            }
            try connection.begin(first)
            sent[index] = 1
            active += 1
        }
        var ready = [epoll_event](repeating: epoll_event(), count: max(1, connections.count))
        while active > 0 {
            let count = epoll_wait(poller, &ready, Int32(ready.count), answerTimeout)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw LoopbackRPCConnection.Failure(description: "no answer within \(answerTimeout / 1000) s")
            }
            for event in ready[0..<Int(count)] {
                let index = Int(event.data.u64)
                let connection = connections[index]
                try connection.receiveAvailable()
                guard let answer = try connection.takeAnswer() else { continue }
                answers.append(answer)
                if sent[index] < batches[index].count {
                    try connection.begin(batches[index][sent[index]])
                    sent[index] += 1
                } else {
                    _ = epoll_ctl(poller, EPOLL_CTL_DEL, connection.socket, nil)
                    active -= 1
                }
            }
        }
        return answers
    }
}

/// What the client threads hand back: their answers and the first failure.
private final class Collected: Sendable {
    let answers = Mutex<[[UInt8]]>([])
    let failure = Mutex<LoopbackRPCConnection.Failure?>(nil)
}
