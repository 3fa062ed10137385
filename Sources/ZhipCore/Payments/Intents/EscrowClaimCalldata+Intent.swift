public import ZilliqaKit

/// The migration escrow's claim, as Zilliqa's official recovery tool writes it, as a payment intent
/// (docs/zq2-escrow.md): sent from the EVM account to the escrow, value 0, checked for this account
/// and chain (``EscrowClaimRules``) before anything is read, then the escrow's `balanceOf(old)`,
/// the claim simulated from the account and its gas estimate in the one batch.
extension EscrowClaimCalldata: PaymentIntent {
    public var kind: PaymentKind { .escrowClaim }
    public var counterparty: PaymentCounterparty {
        PaymentCounterparty(address: MigrationEscrow.address, role: .escrow)
    }
    public var asset: PaymentAsset { .zil }
    public var amount: PaymentAmount { .exactly(.zero) }
    public var contract: EVMAddress? { MigrationEscrow.address }
    public var calldata: [UInt8]? { bytes }
    public var verb: String { "Claim" }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let claim = EVMCallRequest(from: sender, to: MigrationEscrow.address, data: bytes)
        let lodged = EVMRead.call(
            EVMCallRequest(to: MigrationEscrow.address, data: MigrationEscrow.balanceOfCall(oldAddress)), .latest)
        return [lodged, .call(claim, .latest)] + (gasLimit == nil ? [.estimateGas(claim)] : [])
    }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        try refusing { () throws(EscrowClaimRefusal) in try EscrowClaimRules.check(self, from: sender, chainID: chainID)
        }
        guard answers.count >= 2 else { throw .escrowClaimRefused(.lodgedBalanceUnreadable) }
        let bytes = try escrowAnswer { try answers[0].data() }
        guard bytes.count == 32, let words = try? ABIReader(bytes).uint256(), let wei = words.uint128Value else {
            throw .escrowClaimRefused(.lodgedBalanceUnreadable)
        }
        let lodged = Wei(wei: wei)
        try refusing { () throws(EscrowClaimRefusal) in try EscrowClaimRules.checkLodged(lodged, of: self) }
        _ = try escrowAnswer { try answers[1].data() }
        var reading = IntentReading(calldata: self.bytes, lodged: lodged)
        if gasLimit == nil, answers.count > 2 {
            let estimate = answers[2]
            reading.gasEstimate = try escrowAnswer { try estimate.quantity() }
        }
        return reading
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.intrinsic(of: calldata), most: EscrowClaimRules.maximumGas,
            leastWhy: "what the claim's call data costs before it runs (the network refuses less)",
            mostWhy: "Zhip's ceiling for a claim; check the calldata file is the recovery tool's claim")
    }

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        PaymentOutcome(escrowClaim: EscrowClaimOutcome(receipt: receipt, claim: self, lodged: reading.lodged ?? .zero))
    }

    /// `body`, its refusal as the escrow claim's.
    private func refusing(_ body: () throws(EscrowClaimRefusal) -> Void) throws(TransactionsError) {
        do throws(EscrowClaimRefusal) { try body() } catch { throw .escrowClaimRefused(error) }
    }

    /// What `body` reads, a revert being the escrow's refusal with its reason.
    private func escrowAnswer<T>(_ body: () throws -> T) throws(TransactionsError) -> T {
        do {
            return try body()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .escrowClaimRefused(.reverted(ABIRevertReason(data: data)))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
