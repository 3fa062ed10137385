import ZilliqaKit

/// How a token call's reads are read, for ``TokenTransfer`` and ``TokenApproval`` alike: a balance
/// that is one word, a simulated call that returned nothing (USDT's way, which OpenZeppelin's
/// SafeERC20 accepts) or `true`, a revert with the token's own reason.
enum TokenCallAnswers {
    /// The token balance a `balanceOf` answer gives.
    static func balance(_ answer: EVMReadAnswer, of token: Token) throws(TransactionsError) -> UInt256 {
        let bytes = try output(answer, of: token)
        guard bytes.count == 32, let balance = try? ABIReader(bytes).uint256() else { throw .tokenUnreadable(token) }
        return balance
    }

    /// Refuses a simulated call that reverted, returned `false`, or returned what is not a boolean.
    static func checkSimulation(_ answer: EVMReadAnswer, of token: Token) throws(TransactionsError) {
        let returned = try output(answer, of: token)
        guard !returned.isEmpty else { return }
        guard returned.count == 32, let succeeded = try? ABIReader(returned).bool() else {
            throw .tokenUnreadable(token)
        }
        guard succeeded else { throw .tokenReturnedFalse(token) }
    }

    /// The node's estimate of the call's gas; a revert is the token's refusal.
    static func estimate(_ answer: EVMReadAnswer, of token: Token) throws(TransactionsError) -> UInt64 {
        do {
            return try answer.quantity()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .tokenCallReverted(token, reason: ABIRevertReason(data: data))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }

    /// The bytes a call answered; a revert is the token's refusal, with its reason.
    private static func output(_ answer: EVMReadAnswer, of token: Token) throws(TransactionsError) -> [UInt8] {
        do {
            return try answer.data()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .tokenCallReverted(token, reason: ABIRevertReason(data: data))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }

    /// A token call's gas: at least what its call data costs, at most ``EVMGas/maximumTokenCall``.
    static func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.intrinsic(of: calldata), most: EVMGas.maximumTokenCall,
            leastWhy: "what this transaction's call data costs before it runs (the network refuses less)",
            mostWhy: "Zhip's ceiling for a token call (a transfer or an approval uses about 30000 to 100000): this"
                + " token does far more than move units; do not use it, or ask its issuer why")
    }
}
