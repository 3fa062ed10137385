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
/// password the seed keystores use and with a wrong one. A file that reads must write back to
/// a file that reads as the same keystore.
enum FuzzKeystore {
    static let passwords = ["strong_password", "wrong password"]

    static func run(_ bytes: [UInt8]) {
        guard let keystore = try? Keystore(json: Data(bytes)) else { return }
        precondition((try? Keystore(json: keystore.jsonData())) == keystore, "the keystore does not round-trip")
        guard isCheap(keystore.kdf) else { return }
        for password in passwords {
            if let key = try? keystore.decrypt(password: password), let address = keystore.address {
                precondition(key.publicKey.address == address, "unlocked a key of another address")
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
