import Foundation
import Glibc
import Synchronization

/// Reads one pipe to its end on a thread of its own, keeping what it read, and lets tasks await
/// the whole or its first line without blocking a thread: a child that fills a pipe nobody reads
/// would block forever, and a task that blocks on a read holds a cooperative-pool thread.
final class PipeCollector: Sendable {
    private let state = Mutex(State())

    private struct State {
        var data = Data()
        var ended = false
        var waiters: [Waiter] = []
    }

    /// A task waiting until `isSatisfied` holds for what was read (or the pipe ends).
    private struct Waiter {
        let isSatisfied: @Sendable (Data) -> Bool
        let continuation: CheckedContinuation<Data, Never>
    }

    /// Starts reading `descriptor` at once; it is closed at its end.
    init(reading descriptor: Int32) {
        Thread.detachNewThread { [self] in read(descriptor) }
    }

    /// Everything read, once the writer has closed the pipe.
    func whole() async -> Data { await data { _ in false } }

    /// The first line read, without its line break; nil when the pipe ended before one.
    func firstLine() async -> String? {
        let data = await data { $0.contains(UInt8(ascii: "\n")) }
        guard let end = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: data[data.startIndex..<end], as: UTF8.self)
    }

    /// What was read once `isSatisfied` holds for it or the pipe has ended.
    private func data(when isSatisfied: @escaping @Sendable (Data) -> Bool) async -> Data {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Data? in
                if state.ended || isSatisfied(state.data) { return state.data }
                state.waiters.append(Waiter(isSatisfied: isSatisfied, continuation: continuation))
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func read(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            let ended = count <= 0
            let ready = state.withLock { state -> [(CheckedContinuation<Data, Never>, Data)] in
                if ended { state.ended = true } else { state.data.append(contentsOf: buffer[0..<count]) }
                let data = state.data
                let (ready, waiting) = state.waiters.partitioned { ended || $0.isSatisfied(data) }
                state.waiters = waiting
                return ready.map { ($0.continuation, data) }
            }
            for (continuation, data) in ready { continuation.resume(returning: data) }
            if ended { break }
        }
        close(descriptor)
    }
}

extension Array {
    /// The elements for which `belongs` holds, and the others, each in order.
    fileprivate func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var matching: [Element] = []
        var others: [Element] = []
        for element in self {
            if belongs(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}
