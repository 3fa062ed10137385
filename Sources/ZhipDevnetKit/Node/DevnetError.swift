/// Why the devnet can't start or keep its state; the description says what to do.
public enum DevnetError: Error, Sendable, Equatable, CustomStringConvertible {
    case stateFile(StateFileError)
    case state(LedgerSnapshotError)
    case genesis(GenesisError)
    case server(HTTPServerError)

    public var description: String {
        switch self {
        case .stateFile(let error): error.description
        case .state(let error): error.description
        case .genesis(let error): error.description
        case .server(let error): error.description
        }
    }
}
