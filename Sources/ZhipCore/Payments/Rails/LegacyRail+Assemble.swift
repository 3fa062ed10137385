import Foundation
import ZilliqaKit

/// The one place a legacy payment is built, online and offline alike: the gas price given or the
/// node's minimum, the fee of 50 gas at it (the escrow's flat fee for a lodging once only lodgings
/// are taken), the amount in whole Qa, the Zilliqa nonce; and the ``PaymentFacts`` the rules judge.
extension LegacyRail {
    func assemble(
        _ order: PaymentOrder, _ reading: Reading, from sender: EVMAddress?, on network: Network,
        sends: [SentTransactionRecord.Send], now: Date, signed: SignedPayment? = nil, chainID: UInt64? = nil
    ) throws(TransactionsError) -> PreparedPayment {
        let state = reading.state
        // The account's figures only once it is known (before, the batch read a stand-in's).
        let account = sender == nil ? nil : state?.account
        var plan: NextNonce?
        if let account {
            plan = NextNonce(latest: account.nonce, pending: nil, sends: sends, known: reading.known, now: now)
        }
        var held = plan?.held ?? []
        // The send a replacement replaces leaves the pool when it goes in: neither its nonce nor its funds are held.
        if let replaced = order.intent.replaces {
            held.removeAll { $0.nonce == replaced.nonce || $0.hash == replaced.hash }
        }
        let funds = account.map {
            PaymentFundsFacts(
                balance: Self.wei($0.balance), pending: Wei.total(held.flatMap { [$0.value, $0.maximumFee] }))
        }
        // A given nonce is the Zilliqa nonce (from 1); 0, below the first, is rule nonce's to refuse.
        let accountNonce = order.terms.nonce.map { $0 == 0 ? 0 : $0 - 1 } ?? plan?.next ?? 0
        let minimum = state?.minimumGasPrice
        let networkPrice = minimum ?? Payment.zilliqa2MinimumGasPrice
        // A replacement's price not given is the pending one's raised by 10%, or the network's when higher.
        let built = Self.build(
            order,
            gasPrice: order.terms.legacyGasPrice ?? order.intent.replaces?.defaultLegacyPrice(minimum: networkPrice)
                ?? networkPrice,
            minimum: minimum, era: reading.era, available: funds?.available, accountNonce: accountNonce)
        let taken = held.first {
            $0.nonce == accountNonce
                && Optional($0.hash) != signed?.sent.legacyID.flatMap { try? EVMHash(bytes: $0.bytes) }
        }
        let facts = PaymentFacts(
            path: signed == nil ? .online : .signedFile, network: network, chainID: chainID ?? network.evmChainID,
            nodeChainID: state.map { Network.evmChainID(forZilliqaChainID: $0.chainID) }, account: .legacy,
            sender: sender, senderIsFrozen: account?.isFrozen ?? false, kind: order.intent.kind,
            counterparty: order.intent.counterparty, contract: nil, asset: .zil, amount: built.asked,
            amountIsMax: order.intent.amount == .max, value: built.value, fee: built.fee, gas: built.gas, funds: funds,
            nonce: PaymentNonceFacts(
                nonce: accountNonce, given: order.terms.nonce != nil, latest: account?.nonce,
                next: plan?.next, takenBy: taken.map { "the wallet's pending transaction \($0.hash.hex)" },
                numberedFrom: 1, isBelowFirst: order.terms.nonce == 0),
            legacyTransfers: reading.era, consents: order.consents, replacing: order.intent.replaces)
        let transaction: PaymentTransaction? = sender == nil ? nil : .legacy(built.payment, chainID: network.chainID)
        return PreparedPayment(
            order: order, facts: facts, transaction: signed?.transaction ?? transaction,
            reading: order.intent.offlineReading,
            summary: Self.summary(
                facts, order: order, payment: built.payment, paysEscrowFee: built.paysEscrowFee, network: network),
            networkGasPrice: minimum.map(PaymentFeeFacts.pricePerEVMGas(legacy:)),
            dropped: (plan?.dropped ?? []).map { DroppedSend(hash: $0.hash, nonce: $0.nonce) }, signed: signed,
            minedBefore: reading.minedBefore.map { .legacy($0) })
    }

    static func prepareOffline(_ order: PaymentOrder, chainID: UInt64, network: Network?, from sender: EVMAddress?)
        throws(TransactionsError) -> PreparedPayment
    {
        guard let network else { throw .offlineNeeds(.recipient) }
        guard let gasPrice = order.terms.legacyGasPrice else { throw .offlineNeeds(.gasPrice) }
        guard let given = order.terms.nonce else { throw .offlineNeeds(.nonce) }
        if order.intent.amount == .max { throw .offlineNeeds(.amount) }
        let accountNonce = given == 0 ? 0 : given - 1
        let built = Self.build(
            order, gasPrice: gasPrice, minimum: nil, era: nil, available: nil, accountNonce: accountNonce)
        let facts = PaymentFacts(
            path: .offlineSigning, network: network, chainID: chainID, nodeChainID: nil, account: .legacy,
            sender: sender, kind: order.intent.kind, counterparty: order.intent.counterparty, contract: nil,
            asset: .zil,
            amount: built.asked, value: built.value, fee: built.fee, gas: built.gas, funds: nil,
            nonce: PaymentNonceFacts(nonce: accountNonce, given: true, numberedFrom: 1, isBelowFirst: given == 0),
            legacyTransfers: nil,
            consents: order.consents)
        return PreparedPayment(
            order: order, facts: facts, transaction: .legacy(built.payment, chainID: network.chainID),
            reading: order.intent.offlineReading,
            summary: Self.summary(facts, order: order, payment: built.payment, paysEscrowFee: false, network: network),
            networkGasPrice: nil)
    }

    /// What one legacy payment comes to.
    struct Built {
        let payment: Payment
        /// The amount asked, in wei: rule amount refuses one that is not whole Qa (the payment moves `value`).
        let asked: UInt256
        let value: Wei
        let fee: PaymentFeeFacts
        let gas: PaymentGasFacts
        let paysEscrowFee: Bool
    }

    /// `order`'s payment at `gasPrice`, its amount all that `available` leaves for a "max" transfer.
    static func build(
        _ order: PaymentOrder, gasPrice: Amount, minimum: Amount?, era: LegacyTransfers?, available: Wei?,
        accountNonce: UInt64
    ) -> Built {
        let recipient = Address(order.intent.counterparty.address)
        let paysEscrowFee = era == .escrowOnly && recipient.isMigrationEscrow
        let fee =
            (try? paysEscrowFee ? Payment.escrowFee(gasPrice: gasPrice) : Payment.fee(gasPrice: gasPrice))
            .map(wei) ?? Wei(wei: .max)
        let value: Wei
        let asked: UInt256
        switch order.intent.amount {
        case .exactly(let units):
            // Past what wei counts, rule amount refuses it as more than all the ZIL there is.
            let wei = units.uint128Value ?? .max
            value = Wei(wei: wei - wei % 1_000_000)
            asked = units
        case .max:
            let left = available.map { $0.wei > fee.wei ? $0.wei - fee.wei : 0 } ?? 0
            value = Wei(wei: left - left % 1_000_000)
            asked = UInt256(value.wei)
        }
        let gasLimit = order.terms.gasLimit ?? Payment.minimumGasLimit
        let payment = Payment(
            to: recipient, amount: Amount(qa: value.wei / 1_000_000), gasPrice: gasPrice, gasLimit: gasLimit,
            nonce: accountNonce &+ 1)
        return Built(
            payment: payment, asked: asked, value: value,
            fee: PaymentFeeFacts(
                most: fee, expected: fee, pricePerGas: PaymentFeeFacts.pricePerEVMGas(legacy: gasPrice),
                networkPricePerGas: minimum.map(PaymentFeeFacts.pricePerEVMGas(legacy:)),
                priceGiven: order.terms.legacyGasPrice != nil, unit: .li),
            gas: PaymentGasFacts(limit: gasLimit, bounds: gasBounds), paysEscrowFee: paysEscrowFee)
    }

    /// The review of a legacy payment.
    static func summary(
        _ facts: PaymentFacts, order: PaymentOrder, payment: Payment, paysEscrowFee: Bool, network: Network
    ) -> PaymentSummary {
        let isMove = order.intent is LegacyMove
        let note =
            payment.gasLimit > Payment.gasCharged
            ? "more than the \(Payment.gasCharged) a payment uses: it costs nothing more, and is not needed" : nil
        return PaymentSummary(
            facts, order: order, reading: order.intent.offlineReading,
            details: .legacy(
                PaymentSummary.LegacyDetails(
                    gasPrice: payment.gasPrice, gasLimit: payment.gasLimit, gasLimitNote: note,
                    paysEscrowFee: paysEscrowFee)),
            network: network, inQa: true, to: isMove ? nil : payment.recipient.bech32,
            toHex: isMove ? nil : payment.recipient.checksummed, nonce: facts.sender == nil ? nil : payment.nonce)
    }

    /// Qa as wei.
    static func wei(_ amount: Amount) -> Wei {
        let (wei, overflow) = amount.qa.multipliedReportingOverflow(by: 1_000_000)
        return Wei(wei: overflow ? .max : wei)
    }

}
