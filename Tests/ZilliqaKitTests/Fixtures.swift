import Foundation
import ZilliqaKit

/// Loads the JSON test vectors copied from zilliqa-js into `Fixtures/`.
enum Fixtures {
    /// Decodes `Fixtures/<name>.json` into `T`.
    static func load<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw FixtureMissing(name: name)
        }
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }

    struct FixtureMissing: Error { let name: String }

    /// One case of `schnorr.json`: a signature made with a given nonce k.
    struct SchnorrVector: Decodable, Sendable {
        let msg: String
        let pub: String
        let priv: String
        let k: String
        let r: String
        let s: String
    }

    /// One case of `address.json`.
    struct AddressVector: Decodable, Sendable {
        let `public`: String
        let `private`: String
        let address: String
    }

    /// One case of `checksum.json`: `zil` forms are valid, `eth` forms must be refused.
    struct ChecksumVector: Decodable, Sendable {
        let original: String
        let zil: String
        let zilWithoutPrefix: String
        let eth: String?
        let ethWithoutPrefix: String?

        enum CodingKeys: String, CodingKey {
            case original, zil, eth
            case zilWithoutPrefix = "zil_no0x"
            case ethWithoutPrefix = "eth_no0x"
        }
    }

    /// One case of `bech32.json`.
    struct Bech32Vector: Decodable, Sendable {
        let b16: String
        let b32: String
    }

    static func schnorr() throws -> [SchnorrVector] { try load("schnorr") }
    static func addresses() throws -> [AddressVector] {
        try load("address", as: [String: [AddressVector]].self)["addresses"] ?? []
    }
    static func checksums() throws -> [ChecksumVector] {
        try load("checksum", as: [String: [ChecksumVector]].self)["checksummedStore"] ?? []
    }
    static func bech32() throws -> [Bech32Vector] { try load("bech32") }
}

/// The key and address of the protocol document's known checks.
enum KnownKey {
    static let privateKeyHex = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
    static let publicKeyHex = "034ae47910d58b9bde819c3cffa8de4441955508db00aa2540db8e6bf6e99abc1b"
    static let checksummedAddress = "74c544a11795905C2c9808F9e78d8156159d32e4"
}

extension Array where Element == UInt8 {
    /// Test shorthand: bytes from hex that is known to be valid.
    init(hex: String) {
        self = (try? Hex.decode(hex)) ?? []
    }
}
