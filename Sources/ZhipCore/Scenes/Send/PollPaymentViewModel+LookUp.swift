public import ZilliqaKit

extension PollPaymentViewModel {
    /// What the wait asks for one paying account: the transaction it shows, its explorer page, and
    /// how its receipt is asked and read (the fee it was charged included).
    ///
    /// ```swift
    /// PollPaymentViewModel(lookingUp: .legacy(id, on: network, of: prepared))
    /// PollPaymentViewModel(lookingUp: .evm(hash, of: prepared))
    /// ```
    public struct LookUp: Sendable {
        /// The legacy id, or the EVM hash.
        public let transaction: SentTransaction
        /// The transaction's explorer page, or nil.
        public let explorerURL: String?
        /// Asks for the receipt as the policy says and tells what it came to.
        let status: @Sendable (PollingPolicy) async -> Status

        /// The receipt of the legacy transaction `id` on `network`, through `receipts`; `payment`,
        /// when given, tells the fee charged (its gas price × the gas used).
        public static func legacy(
            _ id: TransactionID, on network: Network, of payment: PreparedPayment? = nil,
            receipts: any TransactionReceiptUseCase = Container.shared.transactionReceiptUseCase()
        ) -> LookUp {
            let gasPrice = payment?.payment.gasPrice
            return LookUp(transaction: .legacy(id), explorerURL: explorerURL(for: id, on: network)) { policy in
                do {
                    return status(of: try await receipts.receipt(for: id, policy: policy, progress: nil), gasPrice)
                } catch TransactionsError.service(let error) {
                    if case .receiptNotFound = error { return .notMinedYet(message: error.description) }
                    return .failed(message: error.description)
                } catch is CancellationError {
                    return .waiting
                } catch {
                    return .failed(message: String(describing: error))
                }
            }
        }

        /// The receipt of the EVM transaction `hash`, through `payments`; `payment`, when given,
        /// tells the fee charged (``PreparedEVMPayment/feeCharged(forGasUsed:)``).
        public static func evm(
            _ hash: EVMHash, of payment: PreparedEVMPayment? = nil,
            payments: any PaymentsUseCase = Container.shared.paymentsUseCase()
        ) -> LookUp {
            LookUp(transaction: .evm(hash), explorerURL: nil) { policy in
                do throws(TransactionsError) {
                    return status(of: try await payments.receipt(of: hash, policy: policy), payment)
                } catch .failedOnChain(let receipt) {
                    return status(of: receipt, payment)
                } catch .notMinedYet(let hash) {
                    return .notMinedYet(message: TransactionsError.notMinedYet(hash).description)
                } catch {
                    return .failed(message: error.description)
                }
            }
        }

        /// viewblock's page of `id`: `https://viewblock.io/zilliqa/tx/0x<id>`, with `?network=testnet`
        /// on testnet; nil for other networks (a devnet or custom node viewblock does not know).
        public static func explorerURL(for id: TransactionID, on network: Network) -> String? {
            let page = "https://viewblock.io/zilliqa/tx/0x\(id.hex)"
            switch network.chainID {
            case Network.mainnet.chainID: return page
            case Network.testnet.chainID: return page + "?network=testnet"
            default: return nil
            }
        }

        private static func status(of receipt: TransactionReceipt, _ gasPrice: Amount?) -> Status {
            let fee = gasPrice.flatMap { try? Amount.fee(gasPrice: $0, gasLimit: receipt.cumulativeGas) }
            let read = PaymentReceipt(
                succeeded: receipt.success, block: receipt.epochNumber, gasUsed: receipt.cumulativeGas,
                feeCharged: fee.map(ZILAmount.qa), failure: receipt.success ? nil : receipt.failureWords)
            return read.succeeded ? .mined(read) : .failedOnChain(read)
        }

        private static func status(of receipt: EVMTransactionReceipt, _ payment: PreparedEVMPayment?) -> Status {
            let read = PaymentReceipt(
                succeeded: receipt.succeeded, block: receipt.blockNumber, gasUsed: receipt.gasUsed,
                feeCharged: payment.map { .wei($0.feeCharged(forGasUsed: receipt.gasUsed)) },
                failure: receipt.succeeded ? nil : evmFailure)
            return read.succeeded ? .mined(read) : .failedOnChain(read)
        }

        /// A mined EVM payment's receipt with status 0, after "confirmed as failed in block N".
        static let evmFailure = "the amount was not transferred, but the fee was charged (status 0)"
    }
}

extension PollPaymentViewModel.LookUp {
    /// The receipt of `sent`, paid by `payment` (which tells the fee charged), through the
    /// container's use cases; nil when `sent` is the other account's.
    public init?(_ sent: SentTransaction, of payment: AnyPreparedPayment) {
        switch (sent, payment) {
        case (.legacy(let id), .legacy(let prepared)): self = .legacy(id, on: prepared.network, of: prepared)
        case (.evm(let hash), .evm(let prepared)): self = .evm(hash, of: prepared)
        default: return nil
        }
    }
}
