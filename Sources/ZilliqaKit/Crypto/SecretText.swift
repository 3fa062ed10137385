import Synchronization

/// Text that is a secret (a keystore password): its UTF-8 bytes in storage that is wiped by
/// ``wipe()``, or when the last reference goes, and that never becomes a Swift `String` here.
///
/// A front end fills it in place from a terminal, a file or the environment, hands it to the KDF
/// (``Keystore``, ``SealedSecret``, ``RecoveryPhrase``), and wipes it once the KDF has run; the
/// keystore calls read it and leave it as it is, so one password can lock a key and seal a phrase.
/// ```swift
/// let password = try SecretText(capacity: 4096) { buffer in readLine(into: buffer) }  // no String made
/// defer { password.wipe() }
/// let key = try keystore.decrypt(password: password)
/// ```
/// ``init(_:)`` converts text that already is a `String` (a view model's field, a test's constant),
/// whose own copy Swift cannot wipe. A wiped password reads as empty, which no keystore accepts.
/// It never shows itself: `description` and `dump` print `SecretText(redacted)`.
public final class SecretText: Sendable {
    /// The bytes; nil once wiped. Readers take a reference under the lock, so a wipe during a read
    /// wipes when the read ends (the storage's `deinit`).
    private let storage: Mutex<SecureBytes?>

    /// Fresh wiping storage of `capacity` bytes that `fill` writes the UTF-8 text into, in place,
    /// answering how many bytes it wrote (clamped to `0...capacity`). When `fill` throws, the
    /// storage is wiped and the error passed on.
    public init<Failure: Error>(capacity: Int, filling fill: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int)
        throws(Failure)
    {
        storage = Mutex(try SecureBytes(capacity: capacity, filling: fill))
    }

    /// The UTF-8 bytes of `text`, copied at once into wiping storage. `text`'s own storage is not
    /// wiped (Swift cannot): only for text that already is a `String`.
    public init(_ text: String) {
        var text = text
        storage = Mutex(
            text.withUTF8 { utf8 in
                SecureBytes(capacity: utf8.count) { buffer in
                    buffer.copyMemory(from: UnsafeRawBufferPointer(utf8))
                    return utf8.count
                }
            })
    }

    /// Secret storage the caller allocated and frees, holding `count` bytes of text (all of it
    /// unless told): for tests that read the storage back after ``wipe()``.
    init(borrowing storage: UnsafeMutableRawBufferPointer, count: Int? = nil) {
        self.storage = Mutex(SecureBytes(borrowing: storage, count: count))
    }

    /// Runs `body` with the UTF-8 bytes (empty once wiped). `body` must not keep or copy them.
    public func withUnsafeBytes<R, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> R)
        throws(Failure) -> R
    {
        guard let bytes = storage.withLock({ $0 }) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return try bytes.withUnsafeBytes(body)
    }

    /// Overwrites the bytes with zeros (through `sodium_memzero`) and forgets them; from then on
    /// the text is empty. Safe to call more than once and from any thread.
    public func wipe() {
        // The storage's deinit wipes it, here or when a read under way ends.
        storage.withLock { $0 = nil }
    }

    /// True once ``wipe()`` ran.
    public var isWiped: Bool { storage.withLock { $0 == nil } }

    /// The length in bytes of the UTF-8 text (0 once wiped).
    public var byteCount: Int { withUnsafeBytes { $0.count } }

    /// True when the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    public var isUTF8: Bool { unicodeScalarCount != nil }

    /// The number of Unicode scalars in the text, nil when it is not well-formed UTF-8. It is the
    /// number of characters for text without combining marks; a password's minimum length counts these.
    public var unicodeScalarCount: Int? {
        withUnsafeBytes { bytes in
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var count = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid: count += 1
                case .emptyInput: return count
                case .error: return nil
                }
            }
        }
    }
}

extension SecretText: Equatable {
    /// Equal when both hold the same bytes, compared in constant time for a given length.
    public static func == (lhs: SecretText, rhs: SecretText) -> Bool {
        lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in ConstantTime.equal(left, right) }
        }
    }
}

extension SecretText: ExpressibleByStringLiteral {
    /// A literal's UTF-8 bytes (a test's password), copied into wiping storage without a `String`.
    public convenience init(stringLiteral literal: StaticString) {
        if literal.hasPointerRepresentation {
            let bytes = UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
            self.init(capacity: bytes.count) { buffer in
                buffer.copyMemory(from: bytes)
                return bytes.count
            }
        } else {
            let scalar = literal.unicodeScalar
            self.init(capacity: 4) { buffer in
                guard let encoded = UTF8.encode(scalar) else { return 0 }
                for (index, unit) in encoded.enumerated() { buffer[index] = unit }
                return encoded.count
            }
        }
    }
}

extension SecretText: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "SecretText(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
