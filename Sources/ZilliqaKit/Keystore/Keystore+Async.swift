extension Keystore {
    /// ``encrypt(_:password:kdf:)`` on a thread of its own (``DedicatedThread``): the KDF holds a
    /// CPU for tens of milliseconds, too long for Swift's cooperative pool.
    ///
    /// ```swift
    /// let keystore = try await Keystore.encrypted(key, password: typed, kdf: .scrypt)
    /// ```
    public static func encrypted(_ key: PrivateKey, password: String, kdf: KDFParameters = .scrypt)
        async throws(KeystoreError) -> Keystore
    {
        try await DedicatedThread.run { () throws(KeystoreError) in try encrypt(key, password: password, kdf: kdf) }
    }

    /// ``decrypt(password:)`` on a thread of its own (``DedicatedThread``), for async callers.
    ///
    /// ```swift
    /// let key = try await keystore.decrypted(password: typed)
    /// ```
    public func decrypted(password: String) async throws(KeystoreError) -> PrivateKey {
        try await DedicatedThread.run { () throws(KeystoreError) in try decrypt(password: password) }
    }
}
