/// One call in a ``TrafficTap``: its place in the order calls were made, and the call.
public struct ObservedCall: Sendable, Hashable {
    /// 0 for the first call the tap logged, then 1, 2, …
    public let sequenceNumber: Int
    public let request: RPCRequest

    /// The method called.
    public var method: String { request.method }
}
