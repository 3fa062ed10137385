import ZilliqaKit

/// One step of a flow's baseline: its name, the calls it expects, and whether their order counts.
///
/// ```json
/// {"name": "prepare", "order": "sequence", "calls": [{"method": "GetMinimumGasPrice", "params": true}]}
/// ```
public struct BaselineStep: Sendable, Hashable {
    /// Whether a step's calls must come in the listed order.
    public enum Order: String, Sendable, Hashable {
        /// Any order (the default).
        case set
        /// The order listed.
        case sequence
    }

    /// The name the test runs it by: `flow.step("prepare") { … }`.
    public let name: String
    public let order: Order
    /// The calls, in the listed order.
    public let calls: [ExpectedCall]

    public init(_ name: String, order: Order = .set, calls: [ExpectedCall]) {
        self.name = name
        self.order = order
        self.calls = calls
    }

    /// The methods this step lists, deferred or not.
    var methods: Set<String> { Set(calls.map(\.method)) }

    /// The step as the file writes it.
    var json: JSONValue {
        ["name": .string(name), "order": .string(order.rawValue), "calls": .array(calls.map(\.json))]
    }
}
