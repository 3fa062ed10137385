internal import CSodium

/// A fixed-size secret byte buffer that wipes itself when the last reference goes away.
///
/// Immutable after initialisation, so sharing it across threads is safe; that is why it is
/// `@unchecked Sendable`.
final class SecureBytes: @unchecked Sendable {
    /// The whole allocation, wiped in `deinit`; the secret is its first ``count`` bytes.
    private let storage: UnsafeMutableRawBufferPointer
    private let ownsStorage: Bool
    /// The length of the secret.
    let count: Int

    /// Copies `bytes` into fresh storage. The caller should zero its own copy.
    init(_ bytes: [UInt8]) {
        storage = .allocate(byteCount: bytes.count, alignment: 16)
        storage.copyBytes(from: bytes)
        ownsStorage = true
        count = bytes.count
    }

    /// Fresh storage of `capacity` zero bytes that `fill` writes the secret into, in place, and
    /// answers its length (clamped to `0...capacity`): so that a secret read from a file or a
    /// terminal has no copy outside wiping storage. When `fill` throws, the storage is wiped and
    /// freed and the error passed on.
    init<Failure: Error>(capacity: Int, filling fill: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int)
        throws(Failure)
    {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(capacity, 0), alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0)
        let filled: Int
        do {
            filled = try fill(storage)
        } catch {
            storage.zeroize()
            storage.deallocate()
            throw error
        }
        self.storage = storage
        ownsStorage = true
        count = min(max(filled, 0), storage.count)
    }

    /// Wraps storage the caller allocated and will free, holding a secret of `count` bytes (all of
    /// it unless told); the whole storage is still wiped in `deinit`. Tests use it to observe the wipe.
    init(borrowing storage: UnsafeMutableRawBufferPointer, count: Int? = nil) {
        self.storage = storage
        ownsStorage = false
        self.count = min(max(count ?? storage.count, 0), storage.count)
    }

    /// Runs `body` with read access to the secret.
    func withUnsafeBytes<R, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> R) throws(Failure) -> R
    {
        try body(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[0..<count]))
    }

    /// A copy as an array; callers zeroize it when done.
    func copyBytes() -> [UInt8] {
        [UInt8](UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[0..<count]))
    }

    deinit {
        Sodium.ensureInitialized()
        sodium_memzero(storage.baseAddress, storage.count)
        if ownsStorage { storage.deallocate() }
    }
}
