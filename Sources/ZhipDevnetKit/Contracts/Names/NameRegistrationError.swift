/// Why a name cannot be registered in the devnet's ZilNames.
public enum NameRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ZilNames holds ``ZilNamesModel/maximumNames`` names and reverse records already.
    case tooManyNames

    public var description: String {
        switch self {
        case .tooManyNames:
            "the devnet holds \(ZilNamesModel.maximumNames) names and reverse records already:"
                + " POST /control/reset to start again"
        }
    }
}
