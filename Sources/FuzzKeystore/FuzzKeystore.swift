import Foundation
import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeystoreEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzKeystore.run)
}

/// Reads the input as a keystore file; when it reads and its KDF is cheap (scrypt n <= 16,
/// PBKDF2 c <= 16, so the fuzzer does not spend its time deriving keys) unlocks it with the
/// password the seed keystores use and with a wrong one, in whichever dialect its MAC verifies
/// (the seeds hold Zilliqa and Ethereum keystores). A file that reads must write back, in either
/// dialect's form, to a file that reads as the same keystore; one that unlocks must hold a key
/// whose address of its dialect's kind is the one the file names.
enum FuzzKeystore {
    static let passwords = ["strong_password", "wrong password"]

    static func run(_ bytes: [UInt8]) {
        guard let keystore = try? Keystore(json: Data(bytes)) else { return }
        for dialect in KeystoreDialect.allCases {
            let rewritten = try? Keystore(json: keystore.written(as: dialect).jsonData())
            precondition(rewritten == keystore, "the keystore does not round-trip in \(dialect)'s form")
        }
        guard isCheap(keystore.kdf) else { return }
        for password in passwords {
            guard let unlocked = try? keystore.unlock(password: SecretText(password)) else { continue }
            switch unlocked.dialect {
            case .zilliqa:
                if let address = keystore.address {
                    precondition(unlocked.key.publicKey.address == address, "unlocked a key of another address")
                }
            case .ethereum:
                if let address = keystore.evmAddress {
                    precondition(unlocked.key.publicKey.evmAddress == address, "unlocked a key of another EVM address")
                }
            }
        }
    }

    private static func isCheap(_ kdf: KDFParameters) -> Bool {
        switch kdf {
        case .scrypt(let n, let r, let p): n <= 16 && r <= 8 && p <= 2
        case .pbkdf2(let iterations): iterations <= 16
        }
    }
}
