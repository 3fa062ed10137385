/// What a registration, an override and a kept instance are filed under: the type the
/// factory makes and the name of the property that declares it (its `#function`).
///
/// Two properties that make the same type are different keys; so are two properties with the
/// same name that make different types. The name is compared by its text, never by where its
/// literal happens to live: the same name written as two literals (in two modules, or spelled
/// out as `container(key: "clock") { … }`) is one key, whether or not the compiler and the
/// linker merged them into one copy. A key is built on every resolve, so it allocates nothing:
/// it compares and hashes the type's identity and the name's UTF-8 bytes in place, and only
/// computes the type's name when a diagnostic asks for ``description``.
@usableFromInline
struct FactoryKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the factory makes, e.g. `any MonotonicClock`.
    @usableFromInline let type: ObjectIdentifier
    /// The same type, for diagnostics.
    @usableFromInline let metatype: any Any.Type
    /// The declaring property's name, e.g. `clock`.
    @usableFromInline let staticName: StaticString

    @inlinable
    init<T>(_ type: T.Type, name: StaticString) {
        self.type = ObjectIdentifier(type)
        self.metatype = type
        self.staticName = name
    }

    /// The declaring property's name.
    var name: String { staticName.description }

    @usableFromInline
    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        guard lhs.type == rhs.type else { return false }
        return lhs.staticName.withUTF8Buffer { left in
            rhs.staticName.withUTF8Buffer { right in
                (left.baseAddress == right.baseAddress && left.count == right.count) || left.elementsEqual(right)
            }
        }
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        staticName.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Where a ``ContainerSnapshot`` looks for this key first: the type's address and the
    /// name's length, mixed by a multiplication. Cheap because a key is looked up on every
    /// resolve; equal keys have equal bucket hashes (the name's length is its text's), and keys
    /// that collide are told apart by `==`.
    var bucketHash: Int {
        let mixed = (UInt(bitPattern: type) ^ UInt(staticName.withUTF8Buffer { $0.count })) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    @usableFromInline
    var description: String { "\(name): \(String(describing: metatype))" }
}
