import ZhipCore
import ZilliqaKit

/// A receipt of either account, as `tx send` and `tx status` report it; in JSON ``ReceiptForms`` or
/// ``EVMReceiptForms``, as they are.
enum AnyReceipt: Encodable {
    case legacy(TransactionReceipt)
    /// An EVM receipt, with the fee it was charged when that is known.
    case evm(EVMTransactionReceipt, charge: EVMGasCharge? = nil)

    /// True when the transaction was applied; false when it was mined as failed (exit 2).
    /// The node's receipt as it came, its fee not priced yet (``TransactionSendCommand`` prices an EVM one).
    init(_ mined: MinedReceipt) {
        switch mined {
        case .legacy(let receipt): self = .legacy(receipt)
        case .evm(let receipt): self = .evm(receipt)
        }
    }

    /// ZhipCore's reading of a receipt: an EVM one priced by the fee charged.
    init(_ receipt: PaymentReceipt) {
        switch receipt.mined {
        case .legacy(let mined): self = .legacy(mined)
        case .evm(let mined):
            var charge: EVMGasCharge?
            if case .wei(let fee)? = receipt.feeCharged, mined.gasUsed > 0 {
                charge = EVMGasCharge(pricePerGas: Wei(wei: fee.wei / UInt128(mined.gasUsed)), fee: fee)
            }
            self = .evm(mined, charge: charge)
        }
    }

    var succeeded: Bool {
        switch self {
        case .legacy(let receipt): receipt.success
        case .evm(let receipt, _): receipt.succeeded
        }
    }

    /// What a failed one says after "transaction ID was": `confirmed as failed in block 12: …`.
    var failureWords: String {
        switch self {
        case .legacy(let receipt):
            "confirmed as failed in block \(receipt.epochNumber): \(receipt.failureWords)"
        case .evm(let receipt, _):
            "mined as failed (status 0) in block \(receipt.blockNumber): the fee was charged, the amount did not move"
        }
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        switch self {
        case .legacy(let receipt): ReceiptForms(receipt).lines
        case .evm(let receipt, let charge): EVMReceiptForms(receipt, charge: charge).lines
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .legacy(let receipt): try ReceiptForms(receipt).encode(to: encoder)
        case .evm(let receipt, let charge): try EVMReceiptForms(receipt, charge: charge).encode(to: encoder)
        }
    }
}
