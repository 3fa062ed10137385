import ZilliqaKit

/// The rule of an EVM fee that holds online and offline alike, in one place for
/// ``DefaultPaymentsUseCase`` and ``EVMPaymentRules``.
enum EVMFeeRule {
    /// Zilliqa 2.0 drops, without a word, a type 2 transaction whose priority fee is above its
    /// max fee: such a fee is refused before signing.
    static func priorityFeeFits(_ priorityFee: Wei, under maxFee: Wei) -> Bool { priorityFee <= maxFee }
}
