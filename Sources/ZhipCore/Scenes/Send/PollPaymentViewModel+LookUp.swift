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
        /// when given, tells the fee charged (its gas price × the gas used). The explorer page is
        /// `explorers`' for the network.
        public static func legacy(
            _ id: TransactionID, on network: Network, of payment: PreparedPayment? = nil,
            receipts: any TransactionReceiptUseCase = Container.shared.transactionReceiptUseCase(),
            explorers: any ExplorerUseCase = Container.shared.explorerUseCase()
        ) -> LookUp {
            let gasPrice = payment?.payment.gasPrice
            let page = SentTransaction.legacy(id).explorerLink(on: network, explorers: explorers)
            return LookUp(transaction: .legacy(id), explorerURL: page) { policy in
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
        /// tells the fee charged (``PreparedEVMPayment/feeCharged(forGasUsed:)``). The explorer page
        /// is `explorers`' for `network` (none without one).
        public static func evm(
            _ hash: EVMHash, on network: Network? = nil, of payment: PreparedEVMPayment? = nil,
            payments: any PaymentsUseCase = Container.shared.paymentsUseCase(),
            explorers: any ExplorerUseCase = Container.shared.explorerUseCase()
        ) -> LookUp {
            let page = network.flatMap { SentTransaction.evm(hash).explorerLink(on: $0, explorers: explorers) }
            return LookUp(transaction: .evm(hash), explorerURL: page) { policy in
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
                failure: receipt.succeeded ? nil : evmFailure,
                staking: receipt.succeeded ? payment.flatMap { StakingOutcome(receipt: receipt, of: $0) } : nil)
            return read.succeeded ? .mined(read) : .failedOnChain(read)
        }

        /// A mined EVM payment's receipt with status 0, after "confirmed as failed in block N".
        static let evmFailure = "the amount was not transferred, but the fee was charged (status 0)"
    }
}

extension PollPaymentViewModel.LookUp {
    /// The receipt of `sent`, paid by `payment` (which tells the fee charged), through the
    /// container's use cases; nil when `sent` is the other account's. An EVM payment's explorer is
    /// the container's network's: the one it was prepared for, as the pipeline refuses a change.
    public init?(_ sent: SentTransaction, of payment: AnyPreparedPayment) {
        switch (sent, payment) {
        case (.legacy(let id), .legacy(let prepared)): self = .legacy(id, on: prepared.network, of: prepared)
        case (.evm(let hash), .evm(let prepared)):
            self = .evm(hash, on: try? Container.shared.network().get(), of: prepared)
        default: return nil
        }
    }
}
