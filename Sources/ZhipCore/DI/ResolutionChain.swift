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
    /// One factory being resolved: its key, in the container whose manager is `manager`.
    struct Link: Equatable {
        let manager: ObjectIdentifier
        let key: FactoryKey
    }

    /// Keeps the fields below off any cache line another thread's chain (or any other object
    /// malloc put beside this one) writes to: two threads each writing their own chain would
    /// otherwise pass one line back and forth, and resolve several times slower than one.
    private let paddingBefore = CacheLinePadding()

    /// The links, outermost first, in a buffer of `capacity` of which the first `count` are
    /// set. Only ever read and written by its own thread. A raw buffer rather than an array:
    /// an array's uniqueness and exclusivity checks cost more than the rest of a resolve.
    @exclusivity(unchecked) private var links: UnsafeMutablePointer<Link>
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) private var capacity = 16

    /// The address of the snapshot this thread is reading, or 0: written by this thread, read
    /// by any thread that replaces a snapshot (``SnapshotReaders/anyThreadReads(_:)``).
    let reading = Atomic<UInt>(0)

    /// As ``paddingBefore``, after the fields.
    private let paddingAfter = CacheLinePadding()

    private init() {
        links = Self.allocateLinks(capacity: capacity)
    }

    deinit {
        links.deinitialize(count: count)
        links.deallocate()
    }

    /// Runs `body` with `key` of `manager` on this thread's chain, which must be the current
    /// thread's (``enter(_:in:)``, then ``leave()``).
    func resolving<Result>(_ key: FactoryKey, in manager: AnyObject, _ body: () -> Result) -> Result {
        enter(key, in: manager)
        defer { leave() }
        return body()
    }

    /// Puts `key` of `manager` on this thread's chain, which must be the current thread's. A
    /// cycle between factories is a programming error in the registrations, never something
    /// input can cause, so finding `key` already on the chain stops the process with the chain
    /// (`a -> b -> a`).
    func enter(_ key: FactoryKey, in manager: AnyObject) {
        let link = Link(manager: ObjectIdentifier(manager), key: key)
        let chain = UnsafeBufferPointer(start: links, count: count)
        if count > 0, chain.contains(link) {
            let cycle = chain.filter { $0.manager == link.manager } + [link]
            preconditionFailure(
                "circular dependency between factories: \(cycle.map(\.key.name).joined(separator: " -> "))")
        }
        if count == capacity { grow() }
        (links + count).initialize(to: link)
        count += 1
    }

    /// Takes the innermost link off the chain (a link holds no reference, so there is nothing
    /// to release).
    @inlinable
    func leave() {
        count -= 1
    }

    /// A buffer for `capacity` links on cache lines of its own (aligned to 64 bytes, and 16
    /// links of 48 bytes fill whole lines), so no other thread's allocation shares a line that
    /// this thread writes on every resolve.
    private static func allocateLinks(capacity: Int) -> UnsafeMutablePointer<Link> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<Link>.stride, alignment: 64)
            .bindMemory(to: Link.self, capacity: capacity)
    }

    /// Doubles the buffer, keeping the links.
    private func grow() {
        let larger = Self.allocateLinks(capacity: capacity * 2)
        larger.moveInitialize(from: links, count: count)
        links.deallocate()
        links = larger
        capacity *= 2
    }

    /// `body` applied to this thread's chain, made on its first resolution and released when
    /// the thread ends; lent, not retained: only this thread uses it, and it outlives `body`.
    /// `threadKey` is ``threadKey`` as a manager keeps it: reading the lazily made static costs a
    /// `swift_once` on every resolve.
    static func withCurrent<Result>(key threadKey: pthread_key_t, _ body: (ResolutionChain) -> Result) -> Result {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<ResolutionChain>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        let chain = ResolutionChain()
        SnapshotReaders.add(chain)
        pthread_setspecific(threadKey, Unmanaged.passRetained(chain).toOpaque())
        return body(chain)
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
