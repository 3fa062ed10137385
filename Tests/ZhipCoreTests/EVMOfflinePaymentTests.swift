import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The EVM rail's offline assembly (`tx sign --account evm`): the transaction built from the figures
/// given alone, the rules run on what is known, and the bytes eth-account signs for it.
@Suite("EVM payments signed offline, with no node to ask", .container { PaymentWorld.registerNothingReal(in: $0) })
struct EVMOfflinePaymentTests {
    private typealias Known = OfflineEVMKnownAnswers

    /// 1.5 ZIL (or `amount`) from alice to `recipient` (bob unless given) with every figure given.
    private func order(
        to recipient: String = Known.bobEVM, amount: Wei = Wei(wei: 1_500_000_000_000_000_000),
        fee: EVMFeeChoice = .eip1559(maxFee: Wei(5000, unit: .gwei), priorityFee: Wei(1, unit: .gwei)),
        nonce: UInt64? = 0, gasLimit: UInt64? = nil, typedAsLegacy: Bool = false, consents: Set<PaymentRisk> = []
    ) throws -> PaymentOrder {
        PaymentOrder(
            ZILTransfer(
                to: try EVMAddress(recipient), amount: .exactly(UInt256(amount.wei)), typedAsLegacy: typedAsLegacy),
            from: .evm, sender: try EVMAddress(Known.aliceEVM),
            terms: PaymentTerms(evmFee: fee, gasLimit: gasLimit, nonce: nonce), consents: consents)
    }

    /// `order` prepared offline for `chainID` (no network named), confirmed, and signed by alice.
    private func signed(_ order: PaymentOrder, chainID: UInt64) async throws -> SignedEVMTransaction {
        let session = PaymentSession(offline: order, chainID: chainID, network: nil)
        await session.confirm(try await session.prepareOffline())
        _ = try await session.unlock(with: KeystoreSigner(key: try Known.keyPair()))
        guard case .evm(let signed) = try await session.sign() else { throw TransactionsError.cancelled }
        return signed
    }

    /// What preparing `order` offline for `chainID` throws.
    private func error(preparing order: PaymentOrder, chainID: UInt64 = 32769) async -> TransactionsError? {
        let session = PaymentSession(offline: order, chainID: chainID, network: nil)
        return await #expect(throws: TransactionsError.self) { try await session.prepareOffline() }
    }

    @Test("a type 2 payment signs to eth-account's raw bytes and hash, with a transfer's 21000 gas")
    func eip1559KnownAnswer() async throws {
        let signed = try await signed(try order(), chainID: 32769)

        #expect(EVMHex.data(signed.raw) == Known.eip1559Raw)
        #expect(signed.transactionHash.hex == Known.eip1559Hash)
        #expect(signed.transaction.gasLimit == 21_000)
    }

    @Test("a legacy-type payment signs to eth-account's raw bytes (EIP-155 on the devnet's EVM chain)")
    func legacyKnownAnswer() async throws {
        let order = try order(
            amount: Wei(wei: 2_000_000_000_000_000_001), fee: .legacy(gasPrice: Wei(wei: 4_761_904_800_000)), nonce: 7)

        let signed = try await signed(order, chainID: 32990)

        #expect(EVMHex.data(signed.raw) == Known.legacyRaw)
        #expect(signed.transactionHash.hex == Known.legacyHash)
    }

    @Test("nothing is asked of a node to sign offline")
    func noNodeAsked() async throws {
        let world = PaymentWorld()

        _ = try await signed(try order(), chainID: 32769)

        #expect(world.evmNodeCalls == 0)
        #expect(world.legacyNodeCalls == 0)
    }

    @Test("a priority fee above the max fee is refused by rule priority-fee, with both figures")
    func priorityAboveMax() async throws {
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: 10), priorityFee: Wei(wei: 11))

        let refusal = await error(preparing: try order(fee: fee))?.ruleRefusal

        #expect(refusal?.rule == "priority-fee")
        #expect(refusal?.reason.contains("(11 wei)") == true)
        #expect(refusal?.reason.contains("(10 wei)") == true)
    }

    @Test("a priority fee equal to the max fee, or zero, is signed", arguments: [Wei(wei: 10), .zero])
    func priorityBounds(priority: Wei) async throws {
        let order = try order(fee: .eip1559(maxFee: Wei(wei: 10), priorityFee: priority))

        let signed = try await signed(order, chainID: 32769)

        #expect(signed.transaction.fee == .eip1559(maxFeePerGas: 10, maxPriorityFeePerGas: priority.wei))
    }

    @Test("a fee figure or the nonce left for the node is refused: offline nothing asks one")
    func missingFigures() async throws {
        let noPriority = await error(preparing: try order(fee: .eip1559(maxFee: Wei(wei: 1), priorityFee: nil)))
        let noGasPrice = await error(preparing: try order(fee: .legacy(gasPrice: nil)))
        let noNonce = await error(preparing: try order(nonce: nil))

        #expect(noPriority == .offlineNeeds(.priorityFee))
        #expect(noGasPrice == .offlineNeeds(.gasPrice))
        #expect(noNonce == .offlineNeeds(.nonce))
    }

    @Test("a gas price above Zhip's ceiling is refused by rule fee-ceiling offline too: the EVM account has one now")
    func feeCeiling() async throws {
        let fee = EVMFeeChoice.legacy(gasPrice: Wei(wei: PaymentLimits.maximumPricePerGas.wei + 1))

        let refusal = await error(preparing: try order(fee: fee))?.ruleRefusal

        #expect(refusal?.rule == "fee-ceiling")
        #expect(refusal?.consent == .highGasPrice)
    }

    @Test("an amount plus fee past what wei can count is refused by rule funds, the high fee consented to")
    func costOverflow() async throws {
        let fee = EVMFeeChoice.legacy(gasPrice: Wei(wei: UInt128.max / 21_000))

        let refusal = await error(preparing: try order(fee: fee, consents: [.highGasPrice]))?.ruleRefusal

        #expect(refusal?.rule == "funds")
        #expect(refusal?.reason.contains("more than can be counted in wei") == true)
    }

    @Test("a gas limit below a transfer's 21000 or above the block's is refused by rule gas-limit")
    func gasLimitBounds() async throws {
        let low = await error(preparing: try order(gasLimit: 20_999))?.ruleRefusal
        let high = await error(preparing: try order(gasLimit: 84_000_001))?.ruleRefusal

        #expect(low?.rule == "gas-limit")
        #expect(low?.reason.contains("below 21000") == true)
        #expect(high?.rule == "gas-limit")
        #expect(high?.reason.contains("above 84000000") == true)
    }

    @Test("a gas limit of the block's is signed")
    func gasLimitAtTheBlock() async throws {
        let signed = try await signed(try order(gasLimit: 84_000_000), chainID: 1)

        #expect(signed.transaction.gasLimit == 84_000_000)
    }

    @Test("a recipient typed as zil1 is refused by rule legacy-recipient unless consented, then signed to its 20 bytes")
    func legacyRecipient() async throws {
        let recipient = "0x3171a54da33778c13118108f918e78cd2a8e3c15"

        let refusal = await error(preparing: try order(to: recipient, typedAsLegacy: true))?.ruleRefusal
        let signed = try await signed(
            try order(to: recipient, typedAsLegacy: true, consents: [.legacyAccount]), chainID: 32769)

        #expect(refusal?.rule == "legacy-recipient")
        #expect(signed.transaction.to.hex == "3171a54da33778c13118108f918e78cd2a8e3c15")
    }

    @Test("a payment signed for one chain while the wallet's network is another is refused by rule chain-id")
    func chainOfTheNetwork() async throws {
        let session = PaymentSession(offline: try order(), chainID: 32769, network: .testnet)

        let refusal = await #expect(throws: TransactionsError.self) { try await session.prepareOffline() }?.ruleRefusal

        #expect(refusal?.rule == "chain-id")
    }
}
