import ZhipCore
import ZilliqaKit

/// Addresses for the address book's tests: the account whose 20 bytes are all `byte`, in each form.
enum ContactFixtures {
    /// The 20 bytes all `byte`.
    static func address(_ byte: UInt8) throws -> EVMAddress {
        try EVMAddress(bytes: [UInt8](repeating: byte, count: 20))
    }

    /// The EIP-55 `0x…` form of ``address(_:)``.
    static func evm(_ byte: UInt8) throws -> String { try address(byte).checksummed }

    /// The `zil1…` form of ``address(_:)``.
    static func bech32(_ byte: UInt8) throws -> String { Address(try address(byte)).bech32 }

    /// An address whose EIP-55 form has letters in both cases, for checksum tests.
    static let mixedCase = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
}
