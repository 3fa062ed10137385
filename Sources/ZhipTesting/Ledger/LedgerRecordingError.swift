/// Why the Ledger recordings could not be used: the file, or a record a test asked for.
public enum LedgerRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The recordings file could not be read or is not in the recordings' layout.
    case unreadable(String)
    /// No record has this name.
    case noRecord(named: String)
    /// ``RecordedSpeculos`` could not listen on 127.0.0.1.
    case noListeningSocket(String)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "the Ledger recordings (ZhipTesting's Ledger/Recordings/ethereum-app.json) could not be read: \(reason); "
                + "check that the ZhipTesting target copies Ledger/Recordings as a resource"
        case .noRecord(let name):
            "no Ledger recording is named \(name): the names are in Ledger/Recordings/README.md"
        case .noListeningSocket(let reason):
            "the recorded Speculos could not listen on 127.0.0.1 (\(reason)): check that the test may open sockets"
        }
    }
}
