/// What a registration, an override and a cached instance are filed under: the type the
/// factory makes and the name of the property that declares it (its `#function`).
///
/// Two properties that make the same type are different keys; so are two properties with the
/// same name that make different types.
struct FactoryKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the factory makes, e.g. `any Clock`.
    let type: ObjectIdentifier
    /// Its name as people read it, for diagnostics only (`type` is what is compared).
    let typeName: String
    /// The declaring property's name, e.g. `clock`.
    let name: String

    init<T>(_ type: T.Type, name: String) {
        self.type = ObjectIdentifier(type)
        self.typeName = String(describing: type)
        self.name = name
    }

    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(name)
    }

    var description: String { "\(name): \(typeName)" }
}
