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
/// Only ever touched by its own thread, so it needs no lock.
final class ResolutionChain {
    /// One factory being resolved: its key, in the container whose manager is `manager`.
    private struct Link: Equatable {
        let manager: ObjectIdentifier
        let key: FactoryKey
    }

    private var links: [Link] = []

    private init() {}

    /// Runs `body` with `key` of `manager` on this thread's chain. A cycle between factories is
    /// a programming error in the registrations, never something input can cause, so finding
    /// `key` already on the chain stops the process with the chain (`a -> b -> a`).
    static func resolving<Result>(_ key: FactoryKey, in manager: AnyObject, _ body: () -> Result) -> Result {
        let chain = current
        let link = Link(manager: ObjectIdentifier(manager), key: key)
        if chain.links.contains(link) {
            let cycle = chain.links.filter { $0.manager == link.manager } + [link]
            preconditionFailure(
                "circular dependency between factories: \(cycle.map(\.key.name).joined(separator: " -> "))")
        }
        chain.links.append(link)
        defer { chain.links.removeLast() }
        return body()
    }

    /// This thread's chain, made on its first resolution and released when the thread ends.
    private static var current: ResolutionChain {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<ResolutionChain>.fromOpaque(pointer).takeUnretainedValue()
        }
        let chain = ResolutionChain()
        pthread_setspecific(threadKey, Unmanaged.passRetained(chain).toOpaque())
        return chain
    }

    /// The thread-specific slot every thread keeps its chain in.
    private static let threadKey: pthread_key_t = {
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
        Unmanaged<ResolutionChain>.fromOpaque(pointer).release()
    }
}
