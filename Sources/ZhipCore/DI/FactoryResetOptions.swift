/// What a reset forgets, on one factory (`Container.shared.clock.reset(.scope)`) or on a whole
/// container (`Container.shared.manager.reset(options: .registration)`).
public enum FactoryResetOptions: Sendable, Hashable {
    /// Both: registrations made with `register` and cached instances.
    case all
    /// Only registrations made with `register`, so the default closures apply again.
    /// Instances already cached stay until their scope is reset.
    case registration
    /// Only cached instances (`.cached` and `.perContainer`), so the next resolution makes new ones.
    case scope
}
