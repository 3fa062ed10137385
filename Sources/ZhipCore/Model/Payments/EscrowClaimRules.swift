public import ZilliqaKit

/// The rules a migration escrow claim meets before the wallet signs it, written once: it pays the
/// sending EVM account, it is for this network's chain, the old address has something lodged (the
/// contract pays 0 and still takes the fee otherwise, docs/zq2-escrow.md), and its gas stays under
/// ``maximumGas`` (the gas rule's bound for a claim).
///
/// ```swift
/// try EscrowClaimRules.check(claim, from: wallet.evmAddress, chainID: 32769)   // before asking the node
/// try EscrowClaimRules.checkLodged(lodged, of: claim)                        // balanceOf(old) > 0
/// ```
public enum EscrowClaimRules {
    /// The most gas a claim may take, estimated or given: the Groth16 verifier with four public
    /// signals costs about 210 000 (EIP-1108's pairing of four pairs 181 000, four ecMul 24 000) and
    /// the claim's own storage and payout about 40 000 more, so past this the contract is not
    /// Zilliqa's escrow doing a claim.
    public static let maximumGas: UInt64 = 600_000

    /// Refuses `claim` unless it pays `sender` and is for the EVM chain `chainID`.
    public static func check(_ claim: EscrowClaimCalldata, from sender: EVMAddress, chainID: UInt64)
        throws(EscrowClaimRefusal)
    {
        guard claim.newAddress == sender else { throw .forAnotherAccount(claimFor: claim.newAddress, account: sender) }
        guard claim.chainID == UInt256(chainID) else {
            throw .forAnotherChain(claimFor: claim.chainID, chainID: chainID)
        }
    }

    /// Refuses `claim` when its old address has nothing lodged.
    public static func checkLodged(_ lodged: Wei, of claim: EscrowClaimCalldata) throws(EscrowClaimRefusal) {
        guard lodged.wei > 0 else { throw .nothingLodged(claim.oldAddress) }
    }
}
