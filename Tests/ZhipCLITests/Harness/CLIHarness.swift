import CommandLineKit
import Foundation
import Testing
import ZhipCLI
import ZilliqaKit

/// A fresh temporary directory per test, removed when the test is done.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zhip-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// The names in the directory, sorted.
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
}

/// What one in-process run of zhip-cli produced.
struct CLIResult {
    let code: ExitCode
    let output: String
    let errors: String
    let echoModes: [Bool]

    /// Standard output parsed as one JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
        guard let dictionary = object as? [String: Any] else { throw HarnessError.notAnObject(output) }
        return dictionary
    }

    /// The `address` object of the JSON output.
    func jsonAddress() throws -> [String: String] {
        guard let address = try json()["address"] as? [String: String] else { throw HarnessError.notAnObject(output) }
        return address
    }
}

/// `text` (a binary's standard output) parsed as one JSON object.
func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

enum HarnessError: Error {
    case notAnObject(String)
}

/// Runs zhip-cli in-process with a recorded console.
func zhip(
    _ arguments: [String],
    input: [String] = [],
    environment: [String: String] = [:],
    terminal: Bool = false,
    directory: String = "/"
) async -> CLIResult {
    let recorder = ConsoleRecorder(
        input: input, environment: environment, stdinIsTerminal: terminal, currentDirectory: directory)
    let code = await ZhipCommand.main(arguments: arguments, console: recorder.console)
    return CLIResult(
        code: code, output: recorder.output, errors: recorder.errorOutput, echoModes: recorder.echoModes)
}

/// The known key from the protocol document and its public key and address.
enum KnownKey {
    static let privateKey = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
    static let publicKey = "034ae47910d58b9bde819c3cffa8de4441955508db00aa2540db8e6bf6e99abc1b"
    static let hex = "74c544a11795905c2c9808f9e78d8156159d32e4"
    static let checksummed = "0x74c544a11795905C2c9808F9e78d8156159d32e4"
    static let bech32 = "zil1wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwg"

    static var addressForms: [String: String] { ["hex": hex, "checksummed": checksummed, "bech32": bech32] }

    /// The known key in a keystore written by pyzil 1.5.22 (pbkdf2, no 0x in the address).
    static let pyzilKeystore = """
        {"address": "74c544a11795905c2c9808f9e78d8156159d32e4", "crypto": {"cipher": "aes-128-ctr", \
        "cipherparams": {"iv": "f6f028131b18faf222f729b4639410cc"}, \
        "ciphertext": "c2ad890728b1a7975cc03500e4d6cea9f73938108a149fae99f217486e12b06f", "kdf": "pbkdf2", \
        "kdfparams": {"salt": "aa8f17b756b80b77d1d8ee4967257ef23c9660f70220a6a5a77dca72a192cae3", "n": 8192, \
        "c": 262144, "r": 8, "p": 1, "dklen": 32}, \
        "mac": "fb2f90da40275faafcd1e8bf99d3c88fd3b68b7c38b241cc141f41d0635cb1d4"}, \
        "id": "a0e086dd-48d8-4d41-aa89-f141f3166537", "version": 3}
        """
    static let pyzilPassword = "pyzil_password"
}

/// The permission bits of `path`.
func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// The keystore at `path`, unlocked with `password`.
func unlock(_ path: String, password: String) throws -> PrivateKey {
    try Keystore(json: Data(contentsOf: URL(fileURLWithPath: path))).decrypt(password: SecretText(password))
}
