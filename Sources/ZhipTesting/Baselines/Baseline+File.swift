public import Foundation
import ZilliqaKit

/// Reading and writing a baseline's file:
/// `{"flow": "send", "format": 1, "steps": [{"name": …, "order": "set", "calls": [{"method": …, "params": …}]}]}`.
extension Baseline {
    /// Reads a baseline file.
    /// - Throws: ``BaselineError/unsupportedFormat(found:)`` for a file of another format
    ///   version ("record it again"), ``BaselineError/unreadable(_:)`` naming what is wrong and
    ///   where, ``BaselineError/invalidSchema(path:reason:)`` for a params schema it cannot check.
    public static func parse(_ data: Data) throws(BaselineError) -> Baseline {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: Array(data))
        } catch {
            throw .unreadable("it is not JSON")
        }
        guard let file = json.objectValue else { throw .unreadable("it is not a JSON object") }
        guard case .whole(let format)? = file["format"]?.numberValue, format == Int128(BaselineError.currentFormat)
        else {
            throw .unsupportedFormat(found: file["format"]?.numberValue.flatMap(Self.wholeNumber))
        }
        try requireOnly(["flow", "format", "steps"], in: file, at: "the file")
        guard let name = file["flow"]?.stringValue, !name.isEmpty else { throw .unreadable("\"flow\" is not a name") }
        guard let stepList = file["steps"]?.arrayValue else { throw .unreadable("\"steps\" is not a list") }
        var steps: [BaselineStep] = []
        for (index, element) in stepList.enumerated() {
            let step = try parseStep(element, at: "steps[\(index)]")
            guard !steps.contains(where: { $0.name == step.name }) else {
                throw .unreadable("steps[\(index)] repeats the step name \"\(step.name)\"")
            }
            steps.append(step)
        }
        return Baseline(flow: name, steps: steps)
    }

    private static func parseStep(_ json: JSONValue, at path: String) throws(BaselineError) -> BaselineStep {
        guard let step = json.objectValue else { throw .unreadable("\(path) is not a JSON object") }
        try requireOnly(["name", "order", "calls"], in: step, at: path)
        guard let name = step["name"]?.stringValue, !name.isEmpty else {
            throw .unreadable("\(path).name is not a name")
        }
        let order: BaselineStep.Order
        switch step["order"] {
        case nil: order = .set
        case .string(let text)?:
            guard let known = BaselineStep.Order(rawValue: text) else {
                throw .unreadable("\(path).order is neither \"set\" nor \"sequence\"")
            }
            order = known
        default: throw .unreadable("\(path).order is neither \"set\" nor \"sequence\"")
        }
        guard let callList = step["calls"]?.arrayValue else { throw .unreadable("\(path).calls is not a list") }
        var calls: [ExpectedCall] = []
        for (index, element) in callList.enumerated() {
            calls.append(try parseCall(element, at: "\(path).calls[\(index)]"))
        }
        return BaselineStep(name, order: order, calls: calls)
    }

    private static func parseCall(_ json: JSONValue, at path: String) throws(BaselineError) -> ExpectedCall {
        guard let call = json.objectValue else { throw .unreadable("\(path) is not a JSON object") }
        try requireOnly(["method", "params", "deferred"], in: call, at: path)
        guard let method = call["method"]?.stringValue, !method.isEmpty else {
            throw .unreadable("\(path).method is not a method name")
        }
        let deferred: Bool
        switch call["deferred"] {
        case nil: deferred = false
        case .bool(let value)?: deferred = value
        default: throw .unreadable("\(path).deferred is not true or false")
        }
        return try ExpectedCall(method, params: call["params"] ?? true, deferred: deferred, at: "\(path).params")
    }

    private static func requireOnly(_ keys: Set<String>, in object: [String: JSONValue], at path: String)
        throws(BaselineError)
    {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw .unreadable(
                "\(path) has \"\(unknown.prefix(40))\", which a baseline does not have (it has "
                    + keys.sorted().joined(separator: ", ") + ")")
        }
    }

    private static func wholeNumber(_ number: JSONNumber) -> Int? {
        if case .whole(let value) = number { Int(exactly: value) } else { nil }
    }

    /// The file's bytes: properties in alphabetical order, two-space indentation, a final newline.
    static func fileData(flow: String, steps: [BaselineStep]) -> Data {
        let file: JSONValue = [
            "flow": .string(flow), "format": .number(UInt64(BaselineError.currentFormat)),
            "steps": .array(steps.map(\.json)),
        ]
        return Data(BaselineJSONWriter.text(of: file).utf8)
    }
}
