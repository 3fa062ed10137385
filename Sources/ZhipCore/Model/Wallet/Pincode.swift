import ZilliqaKit

/// The 4-digit code that unlocks the app (not the wallet: the wallet needs its password).
///
/// It never shows itself: `description`, `debugDescription` and `dump` print
/// `Pincode(redacted)`, and its digits live in memory that is wiped when the last copy is
/// released. ``PincodeUseCase`` stores only an Argon2id hash of it.
/// ```swift
/// let pincode = try Pincode("1234")
/// try await Container.shared.pincodeUseCase().choose(pincode)
/// ```
public struct Pincode: Sendable {
    /// How many digits a pincode has.
    public static let length = 4

    /// The ASCII digits, wiped when released.
    private let digits: PincodeDigits

    /// The pincode typed as `text`: exactly four ASCII digits 0-9, nothing around them.
    ///
    /// - Throws: ``PincodeError/notFourDigits``. The caller's `String` cannot be wiped; drop
    ///   it as soon as this returns.
    public init(_ text: String) throws(PincodeError) {
        var bytes = Array(text.utf8)
        defer { Self.wipe(&bytes) }
        guard bytes.count == Self.length, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw .notFourDigits }
        digits = PincodeDigits(bytes)
    }

    /// Runs `body` with a copy of the ASCII digits that is wiped afterwards; for hashing only.
    func withDigits<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R {
        var copy = digits.copy()
        defer { Self.wipe(&copy) }
        return try body(copy)
    }

    /// Overwrites `bytes` with zeros in a way the optimiser keeps.
    static func wipe(_ bytes: inout [UInt8]) {
        bytes.zeroize()
    }
}

extension Pincode: Equatable {
    /// Compared in constant time, e.g. when someone types a new pincode a second time.
    public static func == (lhs: Pincode, rhs: Pincode) -> Bool {
        lhs.withDigits { left in
            rhs.withDigits { right in
                ConstantTime.equal(left, right)
            }
        }
    }
}

extension Pincode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "Pincode(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// Four ASCII digits in storage of their own, zeroed when released. Immutable after
/// initialisation, so sharing it between threads is safe: that is why it is
/// `@unchecked Sendable`.
private final class PincodeDigits: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<UInt8>

    init(_ bytes: [UInt8]) {
        storage = .allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
    }

    func copy() -> [UInt8] { Array(storage) }

    deinit {
        UnsafeMutableRawBufferPointer(storage).zeroize()
        storage.deallocate()
    }
}
