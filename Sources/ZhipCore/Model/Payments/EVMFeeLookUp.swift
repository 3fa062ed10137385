public import ZilliqaKit

/// The fee a mined EVM transaction charged: its gasUsed × the price a gas charged, worked out from
/// the transaction's own fee fields and the network's gas price (`eth_gasPrice`) by
/// ``EVMFeeQuote/feeCharged(forGasUsed:)``. Zilliqa 2.0's receipt reports a type 2 transaction's max
/// fee as its `effectiveGasPrice`, so gasUsed × effectiveGasPrice overstates it when the max fee is
/// raised (zq2-eth-api.md §3).
///
/// ```swift
/// let lookUp = EVMFeeLookUp(evmService: Container.shared.evmService())
/// let charge = try await lookUp.charge(of: receipt)          // the fee fields from eth_getTransactionByHash
/// let same = try await lookUp.charge(of: receipt, signedWith: signed.transaction.fee)
/// print(charge?.fee)   // 0.1000000008 ZIL for a transfer at the gas price
/// ```
public struct EVMFeeLookUp: Sendable {
    private let evmService: any EVMService

    public init(evmService: any EVMService) {
        self.evmService = evmService
    }

    /// What `receipt`'s transaction was charged for its gas, priced by `fee` (the fee it was signed
    /// with), or when nil by the fee fields the node shows for it. Nil when the node does not know
    /// the transaction, or when the figures are past what wei can count.
    /// - Throws: the node's error for `eth_gasPrice` or `eth_getTransactionByHash`.
    public func charge(of receipt: EVMTransactionReceipt, signedWith fee: EVMTransactionFee? = nil) async throws
        -> EVMGasCharge?
    {
        let signed: EVMTransactionFee
        if let fee {
            signed = fee
        } else {
            guard let details = try await evmService.transaction(receipt.transactionHash) else { return nil }
            signed = Self.fee(of: details)
        }
        let quote = EVMFeeQuote(
            fee: signed, gasLimit: receipt.gasUsed, networkGasPrice: try await evmService.gasPrice())
        let price = quote.pricePerGasCharged
        guard !UInt128(receipt.gasUsed).multipliedReportingOverflow(by: price.wei).overflow else { return nil }
        return EVMGasCharge(pricePerGas: price, fee: quote.feeCharged(forGasUsed: receipt.gasUsed))
    }

    /// The fee `details` was signed with: type 2's max fee and priority fee when the node shows
    /// them, else its gas price.
    private static func fee(of details: EVMTransactionDetails) -> EVMTransactionFee {
        guard let maxFee = details.maxFeePerGas, let priority = details.maxPriorityFeePerGas else {
            return .legacy(gasPrice: details.gasPrice.wei)
        }
        return .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: priority.wei)
    }
}
