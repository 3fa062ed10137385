import ZilliqaKit

/// The known answers `scripts/staking-abi-fixtures.py` wrote from eth-abi and eth-utils.
struct StakingABIVectors: Decodable, Sendable {
    struct Call: Decodable, Sendable {
        let function: String
        let argument: String
        let data: String
    }

    struct Commission: Decodable, Sendable {
        let numerator: String
        let denominator: String
        let data: String
    }

    struct Claim: Decodable, Sendable {
        let block: String
        let amount: String
    }

    struct PendingClaims: Decodable, Sendable {
        let claims: [Claim]
        let data: String
    }

    struct Log: Decodable, Sendable {
        let event: String
        let delegator: String
        let amount: String
        let shares: String?
        let topics: [String]
        let data: String
    }

    struct CustomError: Decodable, Sendable {
        let signature: String
        let arguments: [String]
        let data: String
    }

    /// Signatures and selectors, read as `abi.json`'s.
    let selectors: [ABIVectors.Selector]
    /// Signatures and topics, read as `abi.json`'s.
    let events: [ABIVectors.Event]
    let calls: [Call]
    let commissions: [Commission]
    let pendingClaims: [PendingClaims]
    let logs: [Log]
    let errors: [CustomError]

    /// The vectors of `staking-abi.json`.
    static func load() throws -> StakingABIVectors { try Fixtures.load("staking-abi") }
}
