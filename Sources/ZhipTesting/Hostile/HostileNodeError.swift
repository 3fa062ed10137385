/// A ``HostileNode`` that could not start, in words.
public struct HostileNodeError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}
