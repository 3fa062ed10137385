import Synchronization

/// Values collected from any task (a responder, a callback), read by the test afterwards.
final class Collected<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    var values: [Value] { storage.withLock { $0 } }

    func append(_ value: Value) {
        storage.withLock { $0.append(value) }
    }
}
