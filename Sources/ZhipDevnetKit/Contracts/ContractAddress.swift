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

    /// The tag of delegated staking pools.
    public static let poolTag = "zhip-devnet/pool"
    /// The tag of a liquid pool's token.
    public static let poolTokenTag = "zhip-devnet/pool-lst"
    /// The tag of a pool's default commission receiver.
    public static let commissionReceiverTag = "zhip-devnet/pool-commission"

    /// The tag of the DEX's router (one DEX a devnet: its counter is always 1).
    public static let dexRouterTag = "zhip-devnet/dex-router"
    /// The tag of the DEX's factory.
    public static let dexFactoryTag = "zhip-devnet/dex-factory"
    /// The tag of the DEX's WZIL.
    public static let wrappedZILTag = "zhip-devnet/wzil"

    /// The DEX's router: keccak256("zhip-devnet/dex-router" ‖ 0x0000000000000001)[12...].
    public static var dexRouter: Address { derive(dexRouterTag, 1) }
    /// The DEX's factory: keccak256("zhip-devnet/dex-factory" ‖ 0x0000000000000001)[12...].
    public static var dexFactory: Address { derive(dexFactoryTag, 1) }
    /// The DEX's WZIL: keccak256("zhip-devnet/wzil" ‖ 0x0000000000000001)[12...].
    public static var wrappedZIL: Address { derive(wrappedZILTag, 1) }

    /// The `counter`th pool's address.
    public static func pool(_ counter: UInt64) -> Address { derive(poolTag, counter) }

    /// The `counter`th pool's token address (a liquid pool's).
    public static func poolToken(_ counter: UInt64) -> Address { derive(poolTokenTag, counter) }

    /// The `counter`th pool's default commission receiver.
    public static func commissionReceiver(_ counter: UInt64) -> Address { derive(commissionReceiverTag, counter) }

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
