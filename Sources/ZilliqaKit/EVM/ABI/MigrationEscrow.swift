/// The Zilliqa 2.0 migration escrow contract's functions and events, as `escrow_v1.sol` (zq2 v0.21.8,
/// `zilliqa/src/contracts/escrow/escrow_v1.sol`) declares them, at its proxy
/// `0x00000000005a494c31455343524f5750524f5859` (docs/zq2-escrow.md).
///
/// ```swift
/// let data = MigrationEscrow.balanceOfCall(legacyAddress)   // what a zil1 account lodged, in wei
/// ```
public enum MigrationEscrow {
    /// The escrow proxy, the same 20 bytes as ``Address/migrationEscrow``.
    public static let address: EVMAddress = {
        do { return try EVMAddress(bytes: Address.migrationEscrow.bytes) } catch {
            preconditionFailure("the escrow's 20 bytes are an EVM address: \(error)")
        }
    }()

    /// `balanceOf(address)`: 70a08231, the wei lodged by an address.
    public static let balanceOf = ABIFunction(name: "balanceOf", parameters: [.address])
    /// `lodge()`: a5ea4ae4, payable; a legacy transfer to the escrow runs it with the zil1 account as sender.
    public static let lodge = ABIFunction(name: "lodge", parameters: [])
    /// The claim's signature: the Groth16 proof (pA, pB, pC) and the public signals.
    public static let claimSignature = "claim(uint256[2],uint256[2][2],uint256[2],uint256[4])"
    /// The claim's selector: cf1c9461.
    public static let claimSelector = Array(Keccak256.hash(Array(claimSignature.utf8)).prefix(4))
    /// `Released(address indexed oldAddress, address indexed newAddress, uint256 amount)`: 2d87480f…
    public static let releasedEvent = ABIEvent(name: "Released", parameters: [.address, .address, .uint256])
    /// `Deposited(address indexed from, uint256 amount)`: 2da466a7…
    public static let depositedEvent = ABIEvent(name: "Deposited", parameters: [.address, .uint256])

    /// The call data of `balanceOf` for what the legacy account `legacy` lodged: its 20 bytes, the
    /// sender the node gives its transfers into the escrow (zq2 `exec.rs:864-930`).
    public static func balanceOfCall(_ legacy: Address) -> [UInt8] {
        do { return balanceOf.encoded([.address(try EVMAddress(bytes: legacy.bytes))]) } catch {
            preconditionFailure("an address's 20 bytes are an EVM address: \(error)")
        }
    }
}
