public import ZilliqaKit

/// An EVM transaction as ZQ2's `eth_sendRawTransaction` reads it (zq2-eth-api.md §2.1): legacy
/// (type 0, with or without EIP-155), EIP-2930 (type 1) or EIP-1559 (type 2), its sender recovered,
/// high-s signatures accepted. ZilliqaKit's `SignedEVMTransaction(raw:)` is the wallet's strict
/// reader; a node imitation must take what the node takes, so the devnet reads the RLP itself.
///
/// ```swift
/// let transaction = try EthTransaction(rawHex: "0x02f8…")   // throws DevnetRPCError (-32603, §2.2 steps 2-7)
/// transaction.sender          // the 0x account that signed
/// transaction.hashHex         // "0x…", keccak256 of the raw bytes
/// ```
public struct EthTransaction: Sendable, Hashable {
    /// The EIP-2718 type.
    public enum Kind: UInt8, Sendable, Hashable {
        case legacy = 0
        case accessList = 1
        case dynamicFee = 2
    }

    /// One entry of an EIP-2930 access list: an address and its storage keys.
    public struct AccessListEntry: Sendable, Hashable {
        public let address: [UInt8]
        public let storageKeys: [[UInt8]]
    }

    public let kind: Kind
    /// The chain id signed; nil for a legacy transaction signed without EIP-155 (v 27 or 28).
    public let chainID: UInt64?
    public let nonce: UInt64
    /// Types 0 and 1: the gas price; type 2: nil.
    public let gasPrice: UInt128?
    /// Type 2: the fee caps; nil for types 0 and 1.
    public let maxFeePerGas: UInt128?
    public let maxPriorityFeePerGas: UInt128?
    public let gasLimit: UInt64
    /// The recipient; nil for a contract creation.
    public let to: EVMAddress?
    /// The amount moved, in wei.
    public let value: UInt128
    public let input: [UInt8]
    public let accessList: [AccessListEntry]
    /// The signature's y-parity (what ZQ2 answers as `v` for every type).
    public let yParity: UInt8
    /// r and s as signed (32 bytes each; s may be high).
    public let r: [UInt8]
    public let s: [UInt8]
    /// The bytes sent.
    public let raw: [UInt8]
    /// keccak256(raw).
    public let hash: [UInt8]
    /// The account that signed.
    public let sender: EVMAddress

    /// The price ZQ2 checks and pools by: `gasPrice`, or `maxFeePerGas` for type 2 (§2.2 step 9c).
    public var poolPrice: UInt128 { gasPrice ?? maxFeePerGas ?? 0 }

    /// The price per gas charged with `baseFee` (§3): `gasPrice`, or min(maxFee, baseFee + priority).
    public func chargedPrice(baseFee: UInt128) -> UInt128 {
        if let gasPrice { return gasPrice }
        let maxFee = maxFeePerGas ?? 0
        let (sum, overflow) = baseFee.addingReportingOverflow(maxPriorityFeePerGas ?? 0)
        return overflow ? maxFee : min(maxFee, sum)
    }

    /// The intrinsic gas: 21000, 4 a zero byte and 16 any other of calldata (EIP-2028), 2400 an
    /// access-list address and 1900 a storage key (EIP-2930).
    public var intrinsicGas: UInt64 {
        let keys = accessList.reduce(0) { $0 + UInt64($1.storageKeys.count) }
        return DevnetMethods.intrinsicGas(input) + 2_400 * UInt64(accessList.count) + 1_900 * keys
    }

    /// `0x` and the hash in lowercase hex, as `eth_sendRawTransaction` answers it.
    public var hashHex: String { "0x" + Hex.encode(hash) }

    /// The hash as the ledger's transaction id (both are 32 bytes).
    public var id: TransactionID {
        // 32 bytes of Keccak-256 are always a valid id.
        guard let id = try? TransactionID(hex: Hex.encode(hash)) else { preconditionFailure("a hash is 32 bytes") }
        return id
    }

    /// The sender's 20 bytes as the ledger's account key.
    public var senderAccount: Address { Self.account(sender) }

    /// The recipient's 20 bytes as the ledger's account key; nil for a contract creation.
    public var recipientAccount: Address? { to.map(Self.account) }

    /// An EVM address's 20 bytes as the ledger's account key: one account map for both APIs.
    public static func account(_ address: EVMAddress) -> Address {
        // 20 bytes are always an address.
        guard let account = try? Address(bytes: address.bytes) else { preconditionFailure("20 bytes") }
        return account
    }
}
