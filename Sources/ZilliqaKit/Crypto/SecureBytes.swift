internal import CSodium

/// A fixed-size secret byte buffer that wipes itself when the last reference goes away.
///
/// Immutable after initialisation, so sharing it across threads is safe; that is why it is
/// `@unchecked Sendable`.
final class SecureBytes: @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer
    private let ownsStorage: Bool

    /// Copies `bytes` into fresh storage. The caller should zero its own copy.
    init(_ bytes: [UInt8]) {
        storage = .allocate(byteCount: bytes.count, alignment: 16)
        storage.copyBytes(from: bytes)
        ownsStorage = true
    }

    /// Wraps storage the caller allocated and will free; it is still wiped in `deinit`.
    /// Tests use it to observe the wipe.
    init(borrowing storage: UnsafeMutableRawBufferPointer) {
        self.storage = storage
        ownsStorage = false
    }

    var count: Int { storage.count }

    /// Runs `body` with read access to the secret.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(storage))
    }

    /// A copy as an array; callers zeroize it when done.
    func copyBytes() -> [UInt8] { [UInt8](storage) }

    deinit {
        Sodium.ensureInitialized()
        sodium_memzero(storage.baseAddress, storage.count)
        if ownsStorage { storage.deallocate() }
    }
}
