import CommandLineKit
import Foundation
import ZilliqaKit

/// The keystore file of a `--keystore` option: read and parsed at once (so its address is known
/// without a password), unlocked only when a transaction is signed.
///
/// ```swift
/// let input = try KeystoreInput(path: console.absolutePath(keystore))
/// let sender = try input.address()                       // from the file, no password
/// let keyPair = try await input.unlock(with: PasswordReader(console: console, options: password))
/// ```
struct KeystoreInput {
    /// The absolute path of the file.
    let path: String
    /// The parsed file (nothing in it is secret without the password).
    let keystore: Keystore

    /// Reads and parses the keystore at the absolute `path`.
    /// - Throws: ``FileError`` when it cannot be read, ``KeystoreCommandError`` when it is no keystore.
    init(path: String) throws {
        self.path = path
        do {
            keystore = try Keystore(json: Data(FileReader.read(path, kind: "a keystore", limit: Self.limit)))
        } catch let error as KeystoreError {
            throw KeystoreCommandError.unreadableKeystore(path: path, error)
        }
    }

    /// A keystore file larger than this is refused (real ones are under 1 KiB).
    static let limit = 1 << 20

    /// The address the file names.
    /// - Throws: ``KeystoreInputError/noAddress(path:)`` for a file written without one.
    func address() throws -> Address {
        guard let address = keystore.address else { throw KeystoreInputError.noAddress(path: path) }
        return address
    }

    /// The key, unlocked with the password `reader` finds.
    /// - Throws: ``KeystoreError/wrongPassword`` (as `keystore show` reports it), or what the
    ///   password reader throws.
    func unlock(with reader: PasswordReader) async throws -> KeyPair {
        let password = try reader.existingPassword()
        defer { password.wipe() }
        return KeyPair(privateKey: try await keystore.decrypted(password: password))
    }
}

/// Why a keystore given with `--keystore` cannot be used as it is.
enum KeystoreInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has no `address` field, so its address is known only after unlocking it.
    case noAddress(path: String)

    var description: String {
        switch self {
        case .noAddress(let path):
            "\(path) does not say its address: see it with 'zhip-cli keystore show \(path)', then give the address"
        }
    }
}
