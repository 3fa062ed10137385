import ZilliqaKit

extension EVMRail {
    /// The review of an EVM payment.
    static func summary(
        _ facts: PaymentFacts, order: PaymentOrder, reading: IntentReading, quote: EVMFeeQuote, network: Network?
    ) -> PaymentSummary {
        let typeNumber = if case .legacy = quote.fee { 0 } else { 2 }
        return PaymentSummary(
            facts, order: order, reading: reading,
            details: .evm(
                PaymentSummary.EVMDetails(
                    quote: quote, chainID: facts.chainID, typeNumber: typeNumber, gasEstimated: facts.gas.estimated)),
            network: network, inQa: false, nonce: facts.sender == nil ? nil : facts.nonce.nonce)
    }
}
