/// Why a network could not be chosen; each case says how to fix it.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No preset has this name; `known` lists the names there are.
    case unknownName(String, known: [String])
    /// The endpoint is not an `http` or `https` URL with a host.
    case notHTTP(String)
    /// The endpoint's port is not from 1 to 65535.
    case portOutOfRange(String)
    /// A network of several nodes was given no node URL at all.
    case noNode
    /// More node URLs than a network may list (``Network/maximumNodeCount``).
    case tooManyNodes(Int, maximum: Int)
    /// The same node URL was given twice (as shown, without user info).
    case repeatedNode(String)

    public var description: String {
        switch self {
        case .unknownName(let name, let known):
            "there is no network named \"\(name.sanitizedForDisplay(maxLength: 40))\": choose one of"
                + " \(known.joined(separator: ", ")), or give a node's URL and chain id"
        case .notHTTP(let text):
            "\"\(text.sanitizedForDisplay(maxLength: 80))\" is not a node URL: write it as http://host:port or"
                + " https://host"
        case .portOutOfRange(let text):
            "\"\(text.sanitizedForDisplay(maxLength: 80))\" has a port out of range: a port is from 1 to 65535"
        case .noNode:
            "no node URL was given: give one, or several separated by commas (URL1,URL2)"
        case .tooManyNodes(let count, let maximum):
            "\(count) node URLs were given, but a network lists at most \(maximum): keep the \(maximum) you trust most"
        case .repeatedNode(let text):
            "\"\(text.sanitizedForDisplay(maxLength: 80))\" is given twice: list each node once"
        }
    }
}
