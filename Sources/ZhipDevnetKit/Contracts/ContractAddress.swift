public import ZilliqaKit

/// Where the devnet puts the contracts it models: the last 20 bytes of
/// keccak256(tag ‖ counter as 8 big-endian bytes), the counter counting deployments from 1 since
/// start or reset. The same deployments in the same order give the same addresses on every run.
///
/// ```swift
/// ContractAddress.token(1)         // keccak256("zhip-devnet/erc20" ‖ 0x0000000000000001)[12...]
/// ContractAddress.legacyToken(1)   // keccak256("zhip-devnet/zrc2" ‖ 0x0000000000000001)[12...]
/// ```
public enum ContractAddress {
    /// The tag of ERC-20 tokens (and of a ZRC-2 token's ERC-20 proxy).
    public static let tokenTag = "zhip-devnet/erc20"
    /// The tag of a ZRC-2 token's legacy contract address.
    public static let legacyTokenTag = "zhip-devnet/zrc2"

    /// The `counter`th ERC-20 token's address.
    public static func token(_ counter: UInt64) -> Address { derive(tokenTag, counter) }

    /// The `counter`th token's legacy (ZRC-2) address.
    public static func legacyToken(_ counter: UInt64) -> Address { derive(legacyTokenTag, counter) }

    static func derive(_ tag: String, _ counter: UInt64) -> Address {
        let hash = Keccak256.hash(Array(tag.utf8) + withUnsafeBytes(of: counter.bigEndian, Array.init))
        // The last 20 of 32 bytes are always an address.
        guard let address = try? Address(bytes: Array(hash.suffix(20))) else { preconditionFailure("20 bytes") }
        return address
    }
}
