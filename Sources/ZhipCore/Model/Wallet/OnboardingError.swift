/// Why an onboarding answer could not be read or remembered.
///
/// ```swift
/// do { try useCase.didAcceptTermsOfService() } catch { show(error.description) }
/// ```
public enum OnboardingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The preferences or the secure store could not be read or written.
    case storage(PersistenceError)

    public var description: String {
        switch self {
        case .storage(let error): error.description
        }
    }
}
