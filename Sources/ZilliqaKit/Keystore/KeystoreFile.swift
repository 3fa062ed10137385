/// The keystore JSON exactly as it is on disk, every field optional so that a missing one
/// becomes ``KeystoreError/missingField(_:)`` rather than a decoding failure.
///
/// Field names follow Web3 secret storage as zilliqa-js and geth write it; `Keystore+JSON.swift`
/// checks the values and turns them into a ``Keystore``.
struct KeystoreFile: Codable {
    struct Crypto: Codable {
        var cipher: String?
        var cipherparams: CipherParams?
        var ciphertext: String?
        var kdf: String?
        var kdfparams: KDFParamsObject?
        var mac: String?
    }

    struct CipherParams: Codable {
        var iv: String?
    }

    /// zilliqa-js writes all of n, c, r, p and dklen whatever the kdf; gozilliqa, geth and
    /// eth-account write only the fields its kdf uses. `prf` is Ethereum's pbkdf2 field
    /// ("hmac-sha256"), absent from Zilliqa files.
    struct KDFParamsObject: Codable {
        var salt: String?
        var n: WholeNumber?
        var c: WholeNumber?
        var r: WholeNumber?
        var p: WholeNumber?
        var dklen: WholeNumber?
        var prf: String?

        init(
            salt: String? = nil, n: WholeNumber? = nil, c: WholeNumber? = nil, r: WholeNumber? = nil,
            p: WholeNumber? = nil, dklen: WholeNumber? = nil, prf: String? = nil
        ) {
            (self.salt, self.n, self.c, self.r, self.p, self.dklen, self.prf) = (salt, n, c, r, p, dklen, prf)
        }
    }

    var address: String?
    var crypto: Crypto?
    var id: String?
    var version: WholeNumber?
}

/// A JSON integer field. Foundation reports a number that does not fit `Int` (`1e300`, `1.5`)
/// as "not valid JSON" with no field; this names the field as a type mismatch instead.
struct WholeNumber: Codable {
    var value: Int

    init(_ value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Int.self)
        } catch DecodingError.typeMismatch(let type, let context) {
            throw DecodingError.typeMismatch(type, context)
        } catch {
            guard (try? container.decode(Double.self)) != nil else { throw error }
            throw DecodingError.typeMismatch(
                Int.self,
                .init(codingPath: decoder.codingPath, debugDescription: "a number that is not a whole Int"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
