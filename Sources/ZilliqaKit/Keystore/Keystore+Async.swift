extension Keystore {
    /// ``encrypt(_:password:kdf:dialect:)`` on a thread of its own (``DedicatedThread``): the KDF
    /// holds a CPU for tens of milliseconds, too long for Swift's cooperative pool.
    ///
    /// ```swift
    /// let keystore = try await Keystore.encrypted(key, password: typed, kdf: .scrypt)
    /// let forGeth = try await Keystore.encrypted(key, password: typed, dialect: .ethereum)
    /// ```
    public static func encrypted(
        _ key: PrivateKey, password: SecretText, kdf: KDFParameters = .scrypt, dialect: KeystoreDialect = .zilliqa
    ) async throws(KeystoreError) -> Keystore {
        try await DedicatedThread.run { () throws(KeystoreError) in
            try encrypt(key, password: password, kdf: kdf, dialect: dialect)
        }
    }

    /// ``decrypt(password:)`` on a thread of its own (``DedicatedThread``), for async callers.
    ///
    /// ```swift
    /// let key = try await keystore.decrypted(password: typed)
    /// ```
    public func decrypted(password: SecretText) async throws(KeystoreError) -> PrivateKey {
        try await DedicatedThread.run { () throws(KeystoreError) in try decrypt(password: password) }
    }

    /// ``unlock(password:)`` on a thread of its own (``DedicatedThread``), for async callers.
    ///
    /// ```swift
    /// let unlocked = try await keystore.unlocked(password: typed)   // unlocked.key, unlocked.dialect
    /// ```
    public func unlocked(password: SecretText) async throws(KeystoreError) -> Unlocked {
        try await DedicatedThread.run { () throws(KeystoreError) in try unlock(password: password) }
    }
}
