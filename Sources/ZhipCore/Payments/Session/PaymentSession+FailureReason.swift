import ZilliqaKit

/// Why a mined EVM call failed, in the contract's own words: Zilliqa 2.0's receipts carry no revert
/// data, so the signed call is run again (`eth_call` from the sender, with its value) on the state
/// before its block. A swap whose reserves moved then says `PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT`.
extension PaymentSession {
    /// The contract's reason for the failure of the EVM call mined in `block`, cleaned of escape and
    /// control characters and cut (``TokenText``: a contract's text is hostile); nil when the call runs
    /// there (another transaction of the block made it fail) or the node does not say.
    public func failureReason(minedIn block: UInt64) async -> String? {
        guard block > 0, let payment = currentPayment, let evm = payment.transaction?.evm,
            let sender = payment.facts.sender
        else { return nil }
        let request = EVMCallRequest(
            from: sender, to: evm.to, data: evm.data, value: evm.value == 0 ? nil : Wei(wei: evm.value))
        do {
            _ = try await currentEnvironment.evmService.call(request, at: .number(block - 1))
            return nil
        } catch EVMServiceError.executionReverted(_, let data) {
            return TokenText.cleaned(ABIRevertReason(data: data).description, limit: Self.maximumReasonLength)
        } catch {
            return nil
        }
    }

    /// The most characters of a contract's reason shown: 256.
    public static let maximumReasonLength = 256
}
