public import Foundation
import ZilliqaKit

extension RPCAnswer {
    /// The answer in a response as a node writes it: its `result`, or its `error` object's code
    /// and message (the `id` is ignored: the transport answers with the request's own).
    ///
    /// ```swift
    /// let answer = try RPCAnswer(response: Data(#"{"id":"1","jsonrpc":"2.0","result":"333"}"#.utf8))
    /// ```
    /// - Throws: ``FixtureError/notAnAnswer(path:reason:)`` saying what is missing; `path` is
    ///   only used in that message.
    public init(response: Data, path: String = "(data)") throws(FixtureError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(response))
        } catch {
            throw .notAnAnswer(path: path, reason: "not JSON")
        }
        if let result = value["result"] {
            self = .result(result)
        } else if let error = value["error"] {
            guard case .integer(let code)? = error["code"], let message = error["message"]?.stringValue else {
                throw .notAnAnswer(path: path, reason: "its error has no integer code and string message")
            }
            self = .error(code: Int(clamping: code), message: message)
        } else {
            throw .notAnAnswer(path: path, reason: "it has neither a result nor an error")
        }
    }

    /// The answers in `directory`, one file per method named after it: `GetBalance.json` answers
    /// `GetBalance`. Other files are ignored.
    ///
    /// ```swift
    /// let fixtures = try RPCAnswer.fixtures(in: Bundle.module.url(forResource: "node", withExtension: nil)!)
    /// ```
    /// - Throws: ``FixtureError`` naming the directory or the file that could not be used.
    public static func fixtures(in directory: URL) throws(FixtureError) -> [String: RPCAnswer] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        } catch {
            throw .unreadable(path: directory.path, reason: "not a directory that can be listed")
        }
        var answers: [String: RPCAnswer] = [:]
        for file in files where file.pathExtension == "json" {
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw .unreadable(path: file.path, reason: "the file cannot be read")
            }
            answers[file.deletingPathExtension().lastPathComponent] = try RPCAnswer(response: data, path: file.path)
        }
        return answers
    }
}
