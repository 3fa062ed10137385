import ZilliqaKit

/// The known answers `Fixtures/abi-fixtures.py` wrote from eth-abi and eth-utils.
struct ABIVectors: Decodable, Sendable {
    /// A JSON value that is a string or a bool (the fixture's values and arguments).
    enum Scalar: Decodable, Sendable, Equatable {
        case text(String)
        case flag(Bool)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        /// The string, or "" for a bool.
        var text: String {
            if case .text(let text) = self { return text }
            return ""
        }
    }

    struct Selector: Decodable, Sendable {
        let signature: String
        let selector: String
    }

    struct Event: Decodable, Sendable {
        let signature: String
        let topic: String
    }

    struct Argument: Decodable, Sendable {
        let type: String
        let value: Scalar
    }

    struct Call: Decodable, Sendable {
        let function: String
        let arguments: [Argument]
        let data: String
    }

    struct Return: Decodable, Sendable {
        let type: String
        let value: Scalar
        let data: String
    }

    struct Refusal: Decodable, Sendable {
        let type: String
        let data: String
        let ethAbi: String
    }

    struct Revert: Decodable, Sendable {
        let kind: String
        let message: String?
        let code: String?
        let data: String
    }

    struct Log: Decodable, Sendable {
        let event: String
        let first: String
        let second: String
        let value: String
        let topics: [String]
        let data: String
    }

    let selectors: [Selector]
    let events: [Event]
    let calls: [Call]
    let returns: [Return]
    let refusals: [Refusal]
    let reverts: [Revert]
    let logs: [Log]

    /// The vectors of `abi.json`.
    static func load() throws -> ABIVectors { try Fixtures.load("abi") }
}
