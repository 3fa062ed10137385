import CResolutionChain
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The factories the current thread is resolving right now, outermost first, kept per thread
/// so that a factory that needs itself stops with the whole chain instead of overflowing the
/// stack (or, for a kept instance, waiting forever for its own once-lock).
///
/// Per thread, not per container: several threads resolve from one container at the same
/// time, and each has its own chain. A chain never crosses threads, so a factory whose closure
/// waits for another thread that resolves that same factory is not caught here: it waits for
/// itself. Not a task-local value either: `Task { }` copies those, so a task started by a
/// closure and run after it would still see the closure's factory as being resolved.
///
/// The chain is only ever touched by its own thread, so it needs no lock. Beside it, the thread
/// says which ``ContainerSnapshot`` it is reading (``reading``), for ``SnapshotReaders``.
@usableFromInline
final class ResolutionChain: @unchecked Sendable {
    /// Keeps the fields below off any cache line another thread's chain (or any other object
    /// malloc put beside this one) writes to: two threads each writing their own chain would
    /// otherwise pass one line back and forth, and resolve several times slower than one.
    private let paddingBefore = CacheLinePadding()

    /// The factories being resolved, outermost first: where each one's key is and the manager of
    /// its container, in two buffers of `capacity` of which the first `count` are set. Only ever
    /// read and written by its own thread. Raw buffers rather than an array: an array's uniqueness
    /// and exclusivity checks cost more than the rest of a resolve.
    ///
    /// The address of a key, not a copy: a key stays where its resolve keeps it (on that resolve's
    /// stack, which outlives the link). Copying its 33 bytes in read them with 16-byte loads over
    /// the caller's 8-byte stores, which the processor cannot forward: half of a unique resolve's
    /// own time went there.
    @exclusivity(unchecked) private var keys: UnsafeMutablePointer<UnsafePointer<FactoryKey>>
    @exclusivity(unchecked) private var managers: UnsafeMutablePointer<ObjectIdentifier>
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) private var capacity = 16

    /// The address of the snapshot this thread is reading, or 0: written by this thread, read
    /// by any thread that replaces a snapshot (``SnapshotReaders/anyThreadReads(_:)``).
    let reading = Atomic<UInt>(0)

    /// As ``paddingBefore``, after the fields.
    private let paddingAfter = CacheLinePadding()

    private init() {
        keys = Self.allocate(UnsafePointer<FactoryKey>.self, capacity: capacity)
        managers = Self.allocate(ObjectIdentifier.self, capacity: capacity)
    }

    deinit {
        keys.deallocate()
        managers.deallocate()
    }

    /// Runs `body` with `key` of `manager` on this thread's chain, which must be the current
    /// thread's (``enter(_:in:)``, then ``leave()``).
    func resolving<Result>(_ key: FactoryKey, in manager: AnyObject, _ body: () -> Result) -> Result {
        withUnsafePointer(to: key) { key in
            enter(key, in: manager)
            defer { leave() }
            return body()
        }
    }

    /// Puts `key` of `manager` on this thread's chain, which must be the current thread's. A
    /// cycle between factories is a programming error in the registrations, never something
    /// input can cause, so finding `key` already on the chain stops the process with the chain
    /// (`a -> b -> a`).
    ///
    /// The outermost resolve, the usual one, only writes its link: a chain's capacity is never 0,
    /// so an empty chain has room and nothing to check. A nested one goes out of line.
    @inline(__always)
    func enter(_ key: UnsafePointer<FactoryKey>, in manager: AnyObject) {
        guard count == 0 else { return enterNested(key, in: ObjectIdentifier(manager)) }
        keys[0] = key
        managers[0] = ObjectIdentifier(manager)
        count = 1
    }

    /// ``enter(_:in:)`` on a chain that has links already: checks for a cycle, then adds the link.
    @inline(never)
    private func enterNested(_ key: UnsafePointer<FactoryKey>, in manager: ObjectIdentifier) {
        checkForCycle(key.pointee, in: manager)
        if count == capacity { grow() }
        keys[count] = key
        managers[count] = manager
        count += 1
    }

    /// Stops the process if `key` of `manager` is on the chain already, with the chain from its
    /// first appearance among `manager`'s factories.
    private func checkForCycle(_ key: FactoryKey, in manager: ObjectIdentifier) {
        guard (0..<count).contains(where: { managers[$0] == manager && keys[$0].pointee == key }) else { return }
        let cycle = (0..<count).filter { managers[$0] == manager }.map { keys[$0].pointee } + [key]
        preconditionFailure("circular dependency between factories: \(cycle.map(\.name).joined(separator: " -> "))")
    }

    /// Takes the innermost link off the chain (a link holds no reference, so there is nothing
    /// to release).
    @inlinable
    func leave() {
        count -= 1
    }

    /// A buffer for `capacity` elements on cache lines of its own (aligned to 64 bytes and
    /// rounded up to whole lines), so no other thread's allocation shares a line that this thread
    /// writes on every resolve.
    private static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        let bytes = (capacity * MemoryLayout<Element>.stride + 63) / 64 * 64
        return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            .bindMemory(to: Element.self, capacity: capacity)
    }

    /// Doubles the buffers, keeping what they hold.
    private func grow() {
        let largerKeys = Self.allocate(UnsafePointer<FactoryKey>.self, capacity: capacity * 2)
        largerKeys.moveInitialize(from: keys, count: count)
        keys.deallocate()
        keys = largerKeys
        let largerManagers = Self.allocate(ObjectIdentifier.self, capacity: capacity * 2)
        largerManagers.moveInitialize(from: managers, count: count)
        managers.deallocate()
        managers = largerManagers
        capacity *= 2
    }

    /// `body` applied to this thread's chain, made on its first resolution and released when
    /// the thread ends; lent, not retained: only this thread uses it, and it outlives `body`.
    /// `threadKey` is ``threadKey`` as a manager keeps it: reading the lazily made static costs a
    /// `swift_once` on every resolve.
    @inline(__always)
    static func withCurrent<Result>(key threadKey: pthread_key_t, _ body: (ResolutionChain) -> Result) -> Result {
        current(key: threadKey)._withUnsafeGuaranteedRef(body)
    }

    /// This thread's chain, unretained (see ``withCurrent(key:_:)``): a C thread-local variable
    /// (`CResolutionChain`), one instruction where `pthread_getspecific` was a call into glibc.
    @inline(__always)
    static func current(key threadKey: pthread_key_t) -> Unmanaged<ResolutionChain> {
        if let pointer = zhip_current_resolution_chain() { return Unmanaged.fromOpaque(pointer) }
        return makeCurrent(key: threadKey)
    }

    /// Makes this thread's chain, on its first resolution; ``threadKey``'s destructor releases it.
    @inline(never)
    private static func makeCurrent(key threadKey: pthread_key_t) -> Unmanaged<ResolutionChain> {
        let chain = ResolutionChain()
        SnapshotReaders.add(chain)
        let pointer = Unmanaged.passRetained(chain).toOpaque()
        pthread_setspecific(threadKey, pointer)
        zhip_set_current_resolution_chain(pointer)
        return Unmanaged.fromOpaque(pointer)
    }

    /// The thread-specific slot every thread keeps its chain in.
    static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in ResolutionChain.release(pointer) }
        // Internal invariant: pthread_key_create only fails when the process has used up its
        // thread-specific keys (1,024 on Linux) or memory, and this is the one key ZhipCore asks for.
        precondition(status == 0, "pthread_key_create failed with status \(status)")
        return key
    }()

    /// The destructor of ``threadKey``: drops the chain of a thread that ends.
    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        // A resolve later in this thread's end (another key's destructor) makes a new chain.
        zhip_set_current_resolution_chain(nil)
        let chain = Unmanaged<ResolutionChain>.fromOpaque(pointer)
        SnapshotReaders.remove(chain.takeUnretainedValue())
        chain.release()
    }
}

/// 64 bytes that are never read: a cache line's worth of distance between fields that
/// different threads write.
struct CacheLinePadding {
    private let words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
}
