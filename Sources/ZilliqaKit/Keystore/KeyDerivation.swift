/// The password-to-key step of a keystore on its own, as ``Keystore`` runs it: one scrypt
/// (libsodium) or PBKDF2-HMAC-SHA256 (OpenSSL) call, after the parameters pass
/// ``KDFParameters/validate()``.
///
/// Public so that benchmarks can compare it with ``Keystore/decrypt(password:)``; a wallet
/// does not need it.
/// ```swift
/// var key = try KeyDerivation.derive(password: typed, salt: salt, parameters: .scrypt)   // typed: a SecretText
/// defer { for index in key.indices { key[index] = 0 } }   // the caller wipes the result
/// ```
public enum KeyDerivation {
    /// The 32-byte derived key. The caller owns the result and should overwrite it when done.
    /// - Throws: ``KeystoreError/kdfParameterOutOfRange(parameter:value:allowed:)``,
    ///   ``KeystoreError/wrongLength(field:bytes:expected:)`` for a salt outside 16...64 bytes, or
    ///   ``KeystoreError/cryptoFailure(_:)``.
    public static func derive(password: [UInt8], salt: [UInt8], parameters: KDFParameters) throws(KeystoreError)
        -> [UInt8]
    {
        let derived = password.withUnsafeBytes { bytes in
            Result { () throws(KeystoreError) in try derive(passwordBytes: bytes, salt: salt, parameters: parameters) }
        }
        return try derived.get()
    }

    /// The same for a ``SecretText``, read where it is: its bytes are never copied.
    public static func derive(password: SecretText, salt: [UInt8], parameters: KDFParameters) throws(KeystoreError)
        -> [UInt8]
    {
        try password.withUnsafeBytes { bytes throws(KeystoreError) in
            try derive(passwordBytes: bytes, salt: salt, parameters: parameters)
        }
    }

    private static func derive(passwordBytes password: UnsafeRawBufferPointer, salt: [UInt8], parameters: KDFParameters)
        throws(KeystoreError) -> [UInt8]
    {
        try parameters.validate()
        guard KDFParameters.Bounds.saltLength.contains(salt.count) else {
            throw .wrongLength(field: "crypto.kdfparams.salt", bytes: salt.count, expected: "16 to 64 bytes")
        }
        let length = KDFParameters.derivedKeyLength
        let derived: [UInt8]?
        switch parameters {
        case .scrypt(let n, let r, let p):
            // validate() bounds all three far below UInt32 and UInt64 limits.
            derived = Scrypt.derive(
                password: password, salt: salt, n: UInt64(n), r: UInt32(r), p: UInt32(p), length: length)
        case .pbkdf2(let iterations):
            derived = PBKDF2.deriveSHA256(password: password, salt: salt, iterations: iterations, length: length)
        }
        guard let derived else { throw .cryptoFailure(parameters.name) }
        return derived
    }
}
