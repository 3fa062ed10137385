import Testing
import ZhipCore
import ZilliqaKit

@Suite("Offline EVM payment text: how typed options become a draft")
struct OfflineEVMPaymentTextTests {
    private typealias Known = OfflineEVMKnownAnswers

    private func text(
        to: String = Known.bobEVM, amount: String = "1.5", maxFee: String? = "5000gwei",
        priorityFee: String? = "1000000000", allowsLegacyRecipient: Bool = false
    ) -> OfflineEVMPaymentText {
        OfflineEVMPaymentText(
            recipient: to, amount: amount, nonce: "0", maxFee: maxFee, priorityFee: priorityFee,
            allowsLegacyRecipient: allowsLegacyRecipient)
    }

    @Test("fees are whole wei or gwei with the suffix; the amount is ZIL to the wei")
    func readsFields() throws {
        let draft = try text(amount: "1.000000000000000001", maxFee: "4761.9048gwei", priorityFee: "7")
            .draft(chainID: 32769)

        #expect(draft.amount == Wei(wei: 1_000_000_000_000_000_001))
        #expect(draft.fee == .eip1559(maxFee: Wei(wei: 4_761_904_800_000), priorityFee: Wei(wei: 7)))
        #expect(draft.to == (try EVMAddress(Known.bobEVM)))
        #expect(draft.chainID == 32769)
    }

    @Test("an amount with 19 decimals is refused")
    func tooManyDecimals() {
        #expect(throws: OfflineEVMPaymentError.self) {
            try text(amount: "0.0000000000000000001").draft(chainID: 32769)
        }
    }

    @Test("a fee in a decimal number of wei, or with an unknown suffix, is refused naming the fee")
    func badFee() {
        for typed in ["1.5", "5000zil", "gwei"] {
            #expect {
                try text(maxFee: typed).draft(chainID: 32769)
            } throws: { error in
                guard case .fee(.maxFee, _) = error as? OfflineEVMPaymentError else { return false }
                return true
            }
        }
    }

    @Test("a mixed-case recipient whose capitals are not EIP-55's is refused as a checksum mismatch")
    func wrongChecksum() {
        let flipped = "0x19e7E376E7C213B7E7e7e46cc70A5dD086DAff2A"  // one capital made small

        #expect(throws: OfflineEVMPaymentError.recipient(.checksumMismatch)) {
            try text(to: flipped).draft(chainID: 32769)
        }
    }

    @Test("an all-lowercase recipient is taken as it is")
    func lowercaseRecipient() throws {
        let draft = try text(to: Known.bobEVM.lowercased()).draft(chainID: 32769)

        #expect(draft.to.checksummed == Known.bobEVM)
    }

    @Test("a zil1 recipient is refused unless explicitly allowed")
    func legacyRecipientRefused() throws {
        let bob = try Address(bytes: Array(try EVMHex.data("0x3171a54da33778c13118108f918e78cd2a8e3c15", exactly: 20)))

        #expect(throws: OfflineEVMPaymentError.legacyRecipientNotAllowed(bob)) {
            try text(to: bob.bech32).draft(chainID: 32769)
        }
    }

    @Test("an allowed zil1 recipient is its 20 bytes (sha256 of the compressed key, by Python's hashlib)")
    func legacyRecipientAllowed() throws {
        let bob = try Address(bytes: Array(try EVMHex.data("0x3171a54da33778c13118108f918e78cd2a8e3c15", exactly: 20)))

        let draft = try text(to: bob.bech32, allowsLegacyRecipient: true).draft(chainID: 32769)

        #expect(draft.to.hex == "3171a54da33778c13118108f918e78cd2a8e3c15")
    }

    @Test("the other type's fee is refused: a gas price on type 2, a max fee on legacy")
    func feeOfOtherType() {
        #expect(throws: OfflineEVMPaymentError.feeNotForType(.gasPrice)) {
            try OfflineEVMPaymentText(
                recipient: Known.bobEVM, amount: "1", nonce: "0", maxFee: "1", priorityFee: "1", gasPrice: "1"
            ).draft(chainID: 1)
        }
        #expect(throws: OfflineEVMPaymentError.feeNotForType(.maxFee)) {
            try OfflineEVMPaymentText(
                recipient: Known.bobEVM, amount: "1", nonce: "0", isLegacyType: true, maxFee: "1", gasPrice: "1"
            ).draft(chainID: 1)
        }
    }

    @Test("a nonce that is not a whole number, or is the frozen 2^64 - 1, is refused")
    func badNonce() {
        for typed in ["-1", "1.5", "18446744073709551615"] {
            #expect(throws: OfflineEVMPaymentError.nonce(typed)) {
                try OfflineEVMPaymentText(
                    recipient: Known.bobEVM, amount: "1", nonce: typed, maxFee: "1", priorityFee: "1"
                ).draft(chainID: 1)
            }
        }
    }
}
