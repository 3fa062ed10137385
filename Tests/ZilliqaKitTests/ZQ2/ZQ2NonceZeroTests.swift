import Testing

@testable import ZilliqaKit

/// Zilliqa 2.0's `-8 "Invalid nonce (0)"` (`zq2-legacy-api.md` §2.2 step 8).
@Suite("Zilliqa 2.0: a transaction with nonce 0")
struct ZQ2NonceZeroTests {
    @Test("-8 Invalid nonce (0) is nonceZero")
    func mapsToNonceZero() {
        let error = ZilliqaServiceError(rejection: RPCError(code: -8, message: "Invalid nonce (0)"))

        #expect(error == .nonceZero)
    }

    @Test("the same words under another code are not nonceZero")
    func otherCodeIsNotNonceZero() {
        let error = ZilliqaServiceError(rejection: RPCError(code: -26, message: "Invalid nonce (0)"))

        #expect(error == .rpc(code: -26, message: "Invalid nonce (0)"))
    }

    @Test("nonceZero says nonces start at 1 and to sign again with the account's nonce plus one")
    func nonceZeroWords() {
        let words = ZilliqaServiceError.nonceZero.description

        #expect(words.contains("nonces start at 1"))
        #expect(words.contains("nothing was sent"))
        #expect(words.contains("sign it again with the account's nonce plus one"))
    }
}
