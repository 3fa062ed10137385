/// A Zilliqa account address: the last 20 bytes of SHA-256 of a compressed public key.
///
/// Parse any form people paste, render each form a context needs:
/// ```swift
/// let address = try Address("zil1wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwg")
/// address.bech32       // "zil1…", what people see
/// address.checksummed  // "0x74c544a1…", what CreateTransaction's toAddr wants
/// address.hex          // "74c544a1…", what GetBalance wants
/// ```
public struct Address: Sendable, Hashable {
    /// The 20 raw address bytes.
    public let bytes: [UInt8]

    /// The address of `publicKey` (hashed in compressed form).
    public init(publicKey: PublicKey) {
        bytes = Array(SHA256.hash(publicKey.compressed).suffix(20))
    }

    /// The address with these 20 raw bytes.
    public init(bytes: [UInt8]) throws(AddressError) {
        guard bytes.count == 20 else { throw .wrongLength(bytes.count * 2) }
        self.bytes = bytes
    }

    /// 40 lowercase hex characters, no `0x` (GetBalance's form).
    public var hex: String { Hex.encode(bytes) }

    /// Zilliqa's checksummed hex with `0x`, as zilliqa-js writes it (not Ethereum's EIP-55).
    public var checksummed: String { "0x" + checksummedWithoutPrefix }

    /// Zilliqa's checksummed hex without `0x`.
    public var checksummedWithoutPrefix: String { ZilliqaChecksum.apply(to: bytes) }

    /// The bech32 form with the `zil` prefix, the form wallets show people.
    public var bech32: String { Bech32.encode(humanReadablePart: Address.bech32Prefix, payload: bytes) }

    /// The human-readable part of Zilliqa's bech32 addresses.
    public static let bech32Prefix = "zil"
}

extension Address: CustomStringConvertible {
    /// The bech32 form.
    public var description: String { bech32 }
}

extension PublicKey {
    /// The Zilliqa address of this key.
    public var address: Address { Address(publicKey: self) }
}
