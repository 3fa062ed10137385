internal import COpenSSL
import ZilliqaKit

/// Restoring from a recovery phrase (BIP-39's PBKDF2-HMAC-SHA512, 2048 rounds, then one BIP-32
/// path) beside OpenSSL's PBKDF2-HMAC-SHA512 called directly on the same input, and the time to
/// derive 100 accounts of a preset.
enum MnemonicBenchmarks {
    static let name = "Recovery phrases"

    /// A phrase no one holds: BIP-39's all-zero 128-bit entropy.
    private static let entropy = [UInt8](repeating: 0, count: 16)

    static let suite = BenchmarkSuite(name: name) { report in
        let phrase = try Mnemonic(entropy: entropy)
        let words = Array(phrase.revealedPhrase().utf8)
        let salt = Array("mnemonic".utf8)
        let path = DerivationPreset.zilliqa.path(account: 0)
        let interleaving = Interleaving(rounds: 200)

        let restoring = try await interleaving.time(
            Benchmark("phrase → seed → m/44'/313'/0'/0/0") {
                _ = try RecoveryPhrase(mnemonic: phrase).privateKey(at: path)
            },
            against: Benchmark("PKCS5_PBKDF2_HMAC(SHA-512, 2048 rounds, 64 bytes)") { _ = directSeed(words, salt) })
        report.add(Comparison(group: name, measured: restoring, target: .atMost(1.2)))

        let master = try ExtendedPrivateKey(seed: phrase.seed())
        let paths = (0..<UInt32(100)).map { DerivationPreset.zilliqa.path(account: $0) }
        report.add(
            Figure(
                group: name, label: "100 accounts of the zilliqa preset from the master key",
                value: try medianOf21 { for path in paths { _ = try master.derived(path) } },
                note: "median of 21, the whole path each"))
        let recovery = RecoveryPhrase(mnemonic: phrase)
        report.add(
            Figure(
                group: name, label: "100 accounts of the zilliqa preset from the phrase (the restore preview's call)",
                value: try medianOf21 { _ = try recovery.privateKeys(at: paths) },
                note: "median of 21, one PBKDF2 then the whole path each"))
    }

    /// The median of 21 runs of `body`, formatted.
    private static func medianOf21(_ body: () throws -> Void) throws -> String {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<21 {
            let start = clock.now
            try body()
            samples.append(clock.now - start)
        }
        samples.sort()
        return Measurement.format(nanoseconds: samples[samples.count / 2].nanoseconds)
    }

    /// OpenSSL's PBKDF2-HMAC-SHA512, with nothing of ours around it.
    private static func directSeed(_ password: [UInt8], _ salt: [UInt8]) -> [UInt8] {
        var seed = [UInt8](repeating: 0, count: 64)
        _ = password.withUnsafeBytes { bytes in
            PKCS5_PBKDF2_HMAC(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count), salt, Int32(salt.count),
                2048, EVP_sha512(), 64, &seed)
        }
        return seed
    }
}
