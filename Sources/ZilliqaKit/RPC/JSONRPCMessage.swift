public import Foundation

/// The JSON-RPC 2.0 wire format as Zilliqa's node speaks it: request bodies out, answers in.
///
/// Pure functions over `Data` with no I/O, so they can be tested and fuzzed on their own.
/// Decoding never traps: anything that is not a JSON-RPC answer to the request sent becomes
/// ``ZilliqaServiceError/invalidResponse(_:)`` naming what was wrong.
/// ```swift
/// let body = try JSONRPCMessage.encode(JSONRPCCall("GetNetworkId"), id: "1")
/// // {"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}
/// let answer = try JSONRPCMessage.decodeResponse(data, id: "1", method: "GetNetworkId", as: String.self)
/// // .success("1"), or .failure(RPCError) when the node sent an error object
/// ```
public enum JSONRPCMessage {
    /// The protocol version every request carries.
    public static let version = "2.0"

    // MARK: - Requests

    /// The body of one request: `{"id":…,"jsonrpc":"2.0","method":…,"params":[…]}`, keys sorted.
    public static func encode(_ call: JSONRPCCall, id: String) throws(ZilliqaServiceError) -> Data {
        try encodeValue(Request(id: id, call: call), method: call.method)
    }

    /// The body of a batch: a JSON array of requests, `ids[i]` for `calls[i]`.
    public static func encode(batch calls: [JSONRPCCall], ids: [String]) throws(ZilliqaServiceError) -> Data {
        let requests = zip(ids, calls).map { Request(id: $0, call: $1) }
        return try encodeValue(requests, method: calls.first?.method ?? "batch")
    }

    private static func encodeValue(_ value: some Encodable, method: String) throws(ZilliqaServiceError) -> Data {
        do { return try JSONEncoder.zhip().encode(value) } catch {
            throw .requestNotEncodable(method: method, reason: String(describing: error))
        }
    }

    // MARK: - Answers

    /// The outcome of the answer to the request with `id`: its `result` decoded as `Value`,
    /// or the node's `error` object.
    ///
    /// - Throws: ``ZilliqaServiceError/invalidResponse(_:)`` when `data` is not JSON, not an
    ///   object, has neither `result` nor `error`, carries another id, or its result is not a `Value`.
    public static func decodeResponse<Value: Decodable>(
        _ data: Data, id: String, method: String, as type: Value.Type = Value.self
    ) throws(ZilliqaServiceError) -> Result<Value, RPCError> {
        let answer: Answer<Value> = try decodeJSON(data)
        return try answer.outcome(expectedID: id, method: method)
    }

    /// The outcomes of the answers to a batch, in the order of `ids` whatever the order the
    /// node answered in; `methods[i]` names the method of `ids[i]` in error reasons.
    ///
    /// - Throws: ``ZilliqaServiceError/invalidResponse(_:)`` as ``decodeResponse(_:id:method:as:)``
    ///   does for any item, and when the answer is not an array of as many answers with those
    ///   ids; ``ZilliqaServiceError/rpc(code:message:)`` when the node refused the whole batch
    ///   with one error object.
    public static func decodeBatchResponse<Value: Decodable>(
        _ data: Data, ids: [String], methods: [String], as type: Value.Type = Value.self
    ) throws(ZilliqaServiceError) -> [Result<Value, RPCError>] {
        let batch: BatchAnswer<Value> = try decodeJSON(data)
        switch batch {
        case .single(let answer):
            if case .error(let error) = answer.content { throw .rpc(code: error.code, message: error.message) }
            throw .invalidResponse("a batch of \(ids.count) requests was answered with a single object, not an array")
        case .array(let answers):
            guard answers.count == ids.count else {
                throw .invalidResponse("\(answers.count) answers to a batch of \(ids.count) requests")
            }
            var byID: [String: Answer<Value>] = [:]
            for (index, answer) in answers.enumerated() {
                guard let answerID = answer.id else {
                    if case .malformed(let reason) = answer.content {
                        throw .invalidResponse("answer \(index + 1) of the batch: \(reason)")
                    }
                    throw .invalidResponse("answer \(index + 1) of the batch has no id")
                }
                guard byID.updateValue(answer, forKey: answerID) == nil else {
                    throw .invalidResponse("two answers in the batch have the id \(quoted(answerID))")
                }
            }
            return try zip(ids, methods).map { (id, method) throws(ZilliqaServiceError) in
                guard let answer = byID[id] else {
                    throw .invalidResponse("no answer with the id \(quoted(id)) (\(method)) in the batch")
                }
                return try answer.outcome(expectedID: id, method: method)
            }
        }
    }

    private static func decodeJSON<T: Decodable>(_ data: Data) throws(ZilliqaServiceError) -> T {
        guard !data.isEmpty else { throw .invalidResponse("the answer is empty") }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw .invalidResponse("the answer is not JSON")
        }
    }

    static func quoted(_ text: String) -> String { "\"\(text.sanitizedForDisplay(maxLength: 80))\"" }
}

// MARK: - Wire shapes

/// One request object; `params` empty is written `[""]` or `[]`, as the call says.
private struct Request: Encodable {
    let id: String
    let call: JSONRPCCall

    private enum CodingKeys: String, CodingKey { case id, jsonrpc, method, params }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(JSONRPCMessage.version, forKey: .jsonrpc)
        try container.encode(call.method, forKey: .method)
        var params = container.nestedUnkeyedContainer(forKey: .params)
        if call.params.isEmpty, call.emptyParams == .placeholder {
            try params.encode("")
        } else {
            for param in call.params { try params.encode(param) }
        }
    }
}

/// One answer object. Decoding it never throws: what is wrong is kept in `content`.
private struct Answer<Value: Decodable>: Decodable {
    enum Content {
        case result(Value)
        case error(RPCError)
        case undecodableResult(String)
        case malformed(String)
    }

    let id: String?
    let content: Content

    private enum CodingKeys: String, CodingKey { case id, result, error }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            id = nil
            content = .malformed("the answer is not a JSON-RPC object")
            return
        }
        do {
            id = try container.decodeIfPresent(AnswerID.self, forKey: .id)?.text
        } catch {
            id = nil
            content = .malformed("the answer's id is neither a string nor a number")
            return
        }
        if (try? container.decodeNil(forKey: .error)) == false {
            do {
                content = .error(try container.decode(RPCError.self, forKey: .error))
            } catch {
                content = .malformed("the answer's error is not an object with a numeric code")
            }
        } else if container.contains(.result) {
            do {
                content = .result(try container.decode(Value.self, forKey: .result))
            } catch {
                content = .undecodableResult(DecodingProblem.brief(error, below: 1))
            }
        } else {
            content = .malformed("the answer has neither a result nor an error")
        }
    }

    func outcome(expectedID: String, method: String) throws(ZilliqaServiceError) -> Result<Value, RPCError> {
        switch content {
        case .malformed(let reason):
            throw .invalidResponse("\(method): \(reason)")
        case .error(let error):
            // JSON-RPC answers a request it could not read with a null id.
            guard id == nil || id == expectedID else { throw mismatch(method: method) }
            return .failure(error)
        case .result(let value):
            guard id == expectedID else { throw mismatch(method: method) }
            return .success(value)
        case .undecodableResult(let reason):
            guard id == expectedID else { throw mismatch(method: method) }
            throw .invalidResponse("the result of \(method) is not what was expected: \(reason)")
        }
    }

    private func mismatch(method: String) -> ZilliqaServiceError {
        guard let id else { return .invalidResponse("the answer to \(method) has no id") }
        return .invalidResponse(
            "the answer's id \(JSONRPCMessage.quoted(id)) is not the id of the \(method) request")
    }
}

/// A batch answer: an array, or one object when the node refused the batch as a whole.
private enum BatchAnswer<Value: Decodable>: Decodable {
    case array([Answer<Value>])
    case single(Answer<Value>)

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var answers: [Answer<Value>] = []
            while !list.isAtEnd { answers.append(try list.decode(Answer<Value>.self)) }
            self = .array(answers)
        } else {
            self = .single(Answer(from: decoder))
        }
    }
}

/// A JSON-RPC id: a string, or a number, compared as its text.
private struct AnswerID: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Int64.self) {
            text = String(number)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a string or a number")
        }
    }
}
