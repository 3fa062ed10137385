import Testing
import ZhipCore
import ZilliqaKit

/// The known answers of these tests, from eth-account 0.14.0 (`Account.sign_transaction`) with the
/// devnets' genesis key 0x0E89…C638 (alice, EVM account 0x3C0820b2333d0C9FA1145D66414C908909b43041)
/// paying the EVM account of the key 0x1111…11 (0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A).
enum OfflineEVMKnownAnswers {
    static let alice = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
    static let aliceEVM = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
    static let bobEVM = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A"
    /// type 2, chainId 32769, nonce 0, maxFeePerGas 5000 gwei, priority 1 gwei, gas 21000, 1.5 ZIL to bob.
    static let eip1559Raw =
        "0x02f87682800180843b9aca0086048c273950008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a8814d1120d7b16"
        + "000080c001a05d1d1a46f025e51fca04fa2a14f6556d5156d3f309dd46e1a927b6b6f5086124a03f2eae41805fab6e7ef256b1"
        + "32e839dd47e070181965a3c2783c604e64a8e4c4"
    static let eip1559Hash = "0x66c166dfa036ff6b47d44cfe5e8babf6a45489bc8110e039b4c8cdb65b35a761"
    /// legacy (EIP-155), chainId 32990, nonce 7, gasPrice 4761904800000, gas 21000, 2.000000000000000001 ZIL to bob.
    static let legacyRaw =
        "0xf87007860454b7a4e1008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a881bc16d674ec8000180830101e0a0226b"
        + "d7c61ff0ec045b407563cbdcc244d5bbb574ea4dcb885a602d3659ffced4a02ccd12d3ddb35cfa0f900b8f642a14620d0d68f6"
        + "b5c1023c4daec1250dbb68d6"
    static let legacyHash = "0x958fb7579b272db4b0b48b25d318de4b398fb165f716420fbb4de9a51859931e"

    static func keyPair() throws -> KeyPair { KeyPair(privateKey: try PrivateKey(hex: alice)) }
}

@Suite("EVM payment rules: signing offline, with no node to ask")
struct EVMPaymentRulesTests {
    private typealias Known = OfflineEVMKnownAnswers

    private func draft(
        to recipient: String = Known.bobEVM, amount: Wei = Wei(wei: 1_500_000_000_000_000_000),
        fee: EVMFeeChoice = .eip1559(maxFee: Wei(5000, unit: .gwei), priorityFee: Wei(1, unit: .gwei)),
        nonce: UInt64? = 0, gasLimit: UInt64? = nil
    ) throws -> EVMPaymentDraft {
        EVMPaymentDraft(
            from: try EVMAddress(Known.aliceEVM), to: try EVMAddress(recipient), amount: .exactly(amount), fee: fee,
            nonce: nonce, gasLimit: gasLimit)
    }

    @Test("a type 2 payment signs to eth-account's raw bytes and hash")
    func eip1559KnownAnswer() throws {
        let key = try Known.keyPair()

        let transaction = try EVMPaymentRules.offlineTransaction(for: try draft(), chainID: 32769)
        let signed = transaction.signed(with: key)

        #expect(EVMHex.data(signed.raw) == Known.eip1559Raw)
        #expect(signed.transactionHash.hex == Known.eip1559Hash)
        #expect(transaction.gasLimit == 21_000)
    }

    @Test("a legacy payment signs to eth-account's raw bytes (EIP-155 on the devnet's EVM chain)")
    func legacyKnownAnswer() throws {
        let key = try Known.keyPair()
        let draft = try draft(
            amount: Wei(wei: 2_000_000_000_000_000_001), fee: .legacy(gasPrice: Wei(wei: 4_761_904_800_000)), nonce: 7)

        let signed = try EVMPaymentRules.offlineTransaction(for: draft, chainID: 32990).signed(with: key)

        #expect(EVMHex.data(signed.raw) == Known.legacyRaw)
        #expect(signed.transactionHash.hex == Known.legacyHash)
    }

    @Test("a priority fee above the max fee is refused, with both figures")
    func priorityAboveMax() throws {
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: 10), priorityFee: Wei(wei: 11))

        #expect(throws: TransactionsError.priorityFeeAboveMaxFee(priorityFee: Wei(wei: 11), maxFee: Wei(wei: 10))) {
            try EVMPaymentRules.offlineTransaction(for: try draft(fee: fee), chainID: 32769)
        }
    }

    @Test("a priority fee equal to the max fee, or zero, is signed")
    func priorityBounds() throws {
        for priority in [Wei(wei: 10), .zero] {
            let transaction = try EVMPaymentRules.offlineTransaction(
                for: try draft(fee: .eip1559(maxFee: Wei(wei: 10), priorityFee: priority)), chainID: 32769)
            #expect(transaction.fee == .eip1559(maxFeePerGas: 10, maxPriorityFeePerGas: priority.wei))
        }
    }

    @Test("a fee figure or the nonce left for the node is refused: offline nothing asks one")
    func missingFigures() throws {
        #expect(throws: TransactionsError.offlineNeeds(.priorityFee)) {
            try EVMPaymentRules.offlineTransaction(
                for: try draft(fee: .eip1559(maxFee: Wei(wei: 1), priorityFee: nil)), chainID: 32769)
        }
        #expect(throws: TransactionsError.offlineNeeds(.gasPrice)) {
            try EVMPaymentRules.offlineTransaction(for: try draft(fee: .legacy(gasPrice: nil)), chainID: 32769)
        }
        #expect(throws: TransactionsError.offlineNeeds(.nonce)) {
            try EVMPaymentRules.offlineTransaction(for: try draft(nonce: nil), chainID: 32769)
        }
    }

    @Test("an amount plus fee past what wei can count is refused")
    func costOverflow() throws {
        let fee = EVMFeeChoice.legacy(gasPrice: Wei(wei: UInt128.max / 21_000))

        #expect(throws: TransactionsError.evmCostOverflow) {
            try EVMPaymentRules.offlineTransaction(for: try draft(fee: fee), chainID: 32769)
        }
    }

    @Test("a gas limit below a transfer's 21000 or above the block's is refused; one between is signed")
    func gasLimitBounds() throws {
        #expect(throws: TransactionsError.evmGasLimitTooLow(20_999)) {
            try EVMPaymentRules.offlineTransaction(for: try draft(gasLimit: 20_999), chainID: 32769)
        }
        #expect(throws: TransactionsError.evmGasLimitAboveBlock(84_000_001)) {
            try EVMPaymentRules.offlineTransaction(for: try draft(gasLimit: 84_000_001), chainID: 32769)
        }
        let transaction = try EVMPaymentRules.offlineTransaction(for: try draft(gasLimit: 84_000_000), chainID: 1)
        #expect(transaction.gasLimit == 84_000_000)
    }

    @Test("a recipient typed as zil1 is refused unless its risk is accepted, then signed to its 20 bytes")
    func legacyRecipient() throws {
        var draft = try draft(to: "0x3171a54da33778c13118108f918e78cd2a8e3c15")
        draft.recipientGivenAsBech32 = true

        #expect(throws: TransactionsError.riskNotAccepted(.legacyAccount)) {
            try EVMPaymentRules.offlineTransaction(for: draft, chainID: 32769)
        }
        draft.acceptedRisks.insert(.legacyAccount)
        let transaction = try EVMPaymentRules.offlineTransaction(for: draft, chainID: 32769)
        #expect(transaction.to.hex == "3171a54da33778c13118108f918e78cd2a8e3c15")
    }
}
