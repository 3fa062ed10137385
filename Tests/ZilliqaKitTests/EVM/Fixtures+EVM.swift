/// The EVM vectors `scripts/evm-fixtures.py` wrote from Python's eth-account, eth-utils, rlp and pycryptodome.
extension Fixtures {
    /// One case of `evm-keccak256.json`: pycryptodome's Keccak-256 of a random input.
    struct KeccakVector: Decodable, Sendable {
        let input: String
        let digest: String
    }

    /// One case of `evm-eip55.json`: eth-utils' `to_checksum_address` of a random address.
    struct EIP55Vector: Decodable, Sendable {
        let lowercase: String
        let checksummed: String
    }

    /// One case of `evm-ecdsa.json`: eth-keys' recoverable signature of a random hash with a random key.
    struct ECDSAVector: Decodable, Sendable {
        let privateKey: String
        let hash: String
        let r: String
        let s: String
        let recoveryID: UInt8
        let address: String
    }

    static func keccak256() throws -> [KeccakVector] { try load("evm-keccak256") }
    static func eip55() throws -> [EIP55Vector] { try load("evm-eip55") }
    static func ecdsa() throws -> [ECDSAVector] { try load("evm-ecdsa") }
}
