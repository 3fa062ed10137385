public import ZilliqaKit

/// Why the wallet will not sign a migration escrow claim: each is checked before signing, because
/// the contract takes the fee even when it pays nothing (docs/zq2-escrow.md). Nothing was signed.
public enum EscrowClaimRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The claim pays another EVM account than the one that would send it.
    case forAnotherAccount(claimFor: EVMAddress, account: EVMAddress)
    /// The claim is for another chain than the network's (the contract refuses it, "Invalid domain").
    case forAnotherChain(claimFor: UInt256, chainID: UInt64)
    /// The old address has nothing lodged: the claim would pay 0 and still cost its fee.
    case nothingLodged(Address)
    /// The escrow's answer to `balanceOf` is not one word.
    case lodgedBalanceUnreadable
    /// The escrow refused the simulated claim, for `reason` (its own words, e.g. "Zk-proof failed").
    case reverted(ABIRevertReason)

    public var description: String {
        switch self {
        case .forAnotherAccount(let claimFor, let account):
            "the claim pays \(claimFor.checksummed), not this wallet's EVM account \(account.checksummed): make it "
                + "again in the recovery tool with \(account.checksummed) as the new address; nothing was signed"
        case .forAnotherChain(let claimFor, let chainID):
            "the claim is for chain \(claimFor), not this network's EVM chain \(chainID): the "
                + "escrow would refuse it ('Invalid domain'); make it for this network, or choose the network it is "
                + "for with --network; nothing was signed"
        case .nothingLodged(let old):
            "\(old.bech32) (0x\(old.hex)) has nothing lodged in the migration escrow on this network, so the claim "
                + "would pay 0 ZIL and still cost its fee: check the old address and the network (zhip-cli balance "
                + "shows what a legacy account lodged); nothing was signed"
        case .lodgedBalanceUnreadable:
            "the migration escrow's balanceOf answer is not one word: this node may not run Zilliqa 2.0's escrow; "
                + "nothing was signed"
        case .reverted(let reason):
            "the migration escrow refused the claim when it was simulated (\(reason)): nothing was signed; make the "
                + "claim again with Zilliqa's official recovery tool"
        }
    }
}
