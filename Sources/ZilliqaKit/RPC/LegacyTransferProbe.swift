/// A transaction that no network executes, whose refusal says which ``LegacyTransfers`` era a
/// node is in, before the wallet signs anything of its own.
///
/// It is signed by a key made for it and thrown away (an account that never holds a Qa), sends
/// nothing to its own address, and asks for one gas more than a block holds. Zilliqa 2.0 checks
/// in a fixed order (`zq2-legacy-api.md` section 2.2): a disabled CreateTransaction answers first
/// (step 0), then the escrow gate (step 10), and only then the block gas limit (step 12b), which
/// refuses it on a network that still takes legacy transfers. A Zilliqa 1 node refuses it for
/// its gas limit or its empty account.
/// ```swift
/// let era = try await service.legacyTransfers(chainID: 1)   // .escrowOnly on mainnet since block 36,383,379
/// ```
public enum LegacyTransferProbe {
    /// The probe for chain `chainID`, signed by a fresh throwaway key.
    public static func transaction(chainID: UInt16) -> SignedTransaction {
        let throwaway = KeyPair(privateKey: PrivateKey())
        let payment = Payment(
            to: throwaway.address, amount: .zero, gasPrice: Payment.zilliqa2MinimumGasPrice,
            gasLimit: Payment.maximumGasLimit + 1, nonce: 1)
        return SignedTransaction.sign(payment, with: throwaway, chainID: chainID)
    }

    /// The era that the node's refusal of the probe shows, or nil when the refusal says nothing
    /// about it (the node could not be reached, or limits its requests): ask again later.
    public static func era(from refusal: ZilliqaServiceError) -> LegacyTransfers? {
        switch refusal {
        case .legacyTransfersDisabled: .disabled
        case .onlyEscrowAccepted: .escrowOnly
        case .transport, .notSent, .invalidResponse, .requestNotEncodable, .rateLimited, .receiptNotFound: nil
        default: .accepted
        }
    }
}
