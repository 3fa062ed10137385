internal import COpenSSL
internal import CSodium
import ZilliqaKit

/// Keystore decryption with the default KDF parameters, beside the raw library call that
/// derives the key on the same parameters (libsodium's scrypt, OpenSSL's PBKDF2).
enum KeystoreBenchmarks {
    static let name = "Keystore decryption"

    static let suite = BenchmarkSuite(name: name) { report in
        let text = "benchmark password"
        let password = SecretText(text)
        let key = PrivateKey()

        let scrypt = try Keystore.encrypt(key, password: password, kdf: .scrypt)
        let scryptTimes = try await Interleaving(rounds: 25).time(
            Benchmark("decrypt, scrypt n=8192 r=8 p=1") { _ = try scrypt.decrypt(password: password) },
            against: Benchmark("libsodium scrypt, same parameters") {
                var out = [UInt8](repeating: 0, count: 32)
                let passwordBytes = Array(text.utf8)
                _ = crypto_pwhash_scryptsalsa208sha256_ll(
                    passwordBytes, passwordBytes.count, scrypt.salt, scrypt.salt.count, 8192, 8, 1, &out, out.count)
            })
        report.add(Comparison(group: name, measured: scryptTimes, target: .atMost(1.15)))

        let pbkdf2 = try Keystore.encrypt(key, password: password, kdf: .pbkdf2)
        let pbkdf2Times = try await Interleaving(rounds: 9, warmUpRounds: 1).time(
            Benchmark("decrypt, pbkdf2 c=262144") { _ = try pbkdf2.decrypt(password: password) },
            against: Benchmark("OpenSSL PBKDF2-HMAC-SHA256, same parameters") {
                var out = [UInt8](repeating: 0, count: 32)
                _ = PKCS5_PBKDF2_HMAC(
                    text, Int32(text.utf8.count), pbkdf2.salt, Int32(pbkdf2.salt.count), 262_144, EVP_sha256(),
                    32, &out)
            })
        report.add(Comparison(group: name, measured: pbkdf2Times, target: .atMost(1.15)))
    }
}
