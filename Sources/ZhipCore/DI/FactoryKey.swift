/// What a registration, an override and a cached instance are filed under: the type the
/// factory makes and the name of the property that declares it (its `#function`).
///
/// Two properties that make the same type are different keys; so are two properties with the
/// same name that make different types. A key is built on every resolve, so it compares the
/// type's identity and the identity of the `#function` literal (its address in the binary:
/// one per declaring property), two machine words, and allocates nothing. The name's text and
/// the type's name are only computed when a diagnostic asks for ``description``.
struct FactoryKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the factory makes, e.g. `any Clock`.
    let type: ObjectIdentifier
    /// The same type, for diagnostics.
    private let metatype: any Any.Type
    /// The declaring property's name, e.g. `clock`.
    private let staticName: StaticString
    /// Where that literal lives (or, for a one-scalar literal, the scalar): the name's identity.
    private let nameIdentity: UInt

    init<T>(_ type: T.Type, name: StaticString) {
        self.type = ObjectIdentifier(type)
        self.metatype = type
        self.staticName = name
        nameIdentity =
            name.hasPointerRepresentation ? UInt(bitPattern: name.utf8Start) : UInt(name.unicodeScalar.value)
    }

    /// The declaring property's name.
    var name: String { staticName.description }

    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        lhs.type == rhs.type && lhs.nameIdentity == rhs.nameIdentity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(nameIdentity)
    }

    var description: String { "\(name): \(String(describing: metatype))" }
}
