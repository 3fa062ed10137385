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
struct FactoryKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the factory makes, e.g. `any MonotonicClock`.
    let type: ObjectIdentifier
    /// The same type, for diagnostics.
    private let metatype: any Any.Type
    /// The declaring property's name, e.g. `clock`.
    private let staticName: StaticString

    init<T>(_ type: T.Type, name: StaticString) {
        self.type = ObjectIdentifier(type)
        self.metatype = type
        self.staticName = name
    }

    /// The declaring property's name.
    var name: String { staticName.description }

    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        guard lhs.type == rhs.type else { return false }
        return lhs.staticName.withUTF8Buffer { left in
            rhs.staticName.withUTF8Buffer { right in
                (left.baseAddress == right.baseAddress && left.count == right.count) || left.elementsEqual(right)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        staticName.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    var description: String { "\(name): \(String(describing: metatype))" }
}
