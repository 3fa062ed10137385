extension SealedSecret: Codable {
    /// Reads the object a keystore keeps under `crypto`: `cipher` "aes-128-ctr",
    /// `cipherparams.iv`, `ciphertext` (1 to ``SealedSecret/maximumLength`` bytes), `kdf` and
    /// `kdfparams` as a keystore's (their costs in ``KDFParameters/Bounds``), and `mac`.
    /// - Throws: a `DecodingError` whose text is the ``KeystoreError`` naming the field.
    public init(from decoder: any Decoder) throws {
        let crypto = try KeystoreFile.Crypto(from: decoder)
        do {
            self = try SealedSecret(crypto: crypto)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the `crypto` object of a Zilliqa keystore, keys sorted by the encoder.
    public func encode(to encoder: any Encoder) throws {
        try Keystore.cryptoSection(
            kdf: kdf, salt: salt, iv: iv, ciphertext: ciphertext, mac: mac, ethereumParams: false
        ).encode(to: encoder)
    }

    /// The locked parts of a `crypto` object, its fields named `fieldPrefix` + their path in
    /// errors; a keystore's ciphertext is 32 bytes, a sealed secret's 1 to ``SealedSecret/maximumLength``.
    init(crypto: KeystoreFile.Crypto, fieldPrefix: String = "", ciphertextBytes: ClosedRange<Int> = 1...maximumLength)
        throws(KeystoreError)
    {
        guard let cipher = crypto.cipher else { throw .missingField(fieldPrefix + "cipher") }
        guard cipher == Keystore.cipher else { throw .unsupportedCipher(Keystore.excerpt(cipher)) }
        guard let kdfName = crypto.kdf else { throw .missingField(fieldPrefix + "kdf") }
        guard let params = crypto.kdfparams else { throw .missingField(fieldPrefix + "kdfparams") }
        let kdf = try Keystore.kdf(named: kdfName, params)
        try kdf.validate()
        self.init(
            kdf: kdf,
            salt: try Keystore.hex(
                params.salt, field: fieldPrefix + "kdfparams.salt", bytes: KDFParameters.Bounds.saltLength),
            iv: try Keystore.hex(crypto.cipherparams?.iv, field: fieldPrefix + "cipherparams.iv", bytes: 16...16),
            ciphertext: try Keystore.hex(crypto.ciphertext, field: fieldPrefix + "ciphertext", bytes: ciphertextBytes),
            mac: try Keystore.hex(crypto.mac, field: fieldPrefix + "mac", bytes: 32...32))
    }
}
