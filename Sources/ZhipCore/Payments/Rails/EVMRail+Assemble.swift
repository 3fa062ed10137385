import Foundation
import ZilliqaKit

/// The one place an EVM transaction is built, online and offline alike: the fee from the choice
/// and the network's price, the gas from the limit given or the node's estimate (else the intent's
/// least), the value, the nonce, the chain; and the ``PaymentFacts`` the rules judge it by.
extension EVMRail {
    /// What the node told, assembled for `order` from `sender` (nil before unlocking).
    func assemble(
        _ order: PaymentOrder, _ reading: Reading, from sender: EVMAddress?, on network: Network,
        sends: [SentTransactionRecord.Send], now: Date, signed: SignedPayment? = nil
    ) -> PreparedPayment {
        let intent = order.intent
        var held: [SentTransactionRecord.Send]
        var plan: NextNonce?
        if let latest = reading.latest {
            let next = NextNonce(latest: latest, pending: reading.pending, sends: sends, known: reading.known, now: now)
            plan = next
            held = next.held
        } else {
            held = []
        }
        // The send a replacement replaces leaves the pool when it goes in: neither its nonce nor its funds are held.
        if let replaced = intent.replaces { held.removeAll { $0.nonce == replaced.nonce || $0.hash == replaced.hash } }
        var funds: PaymentFundsFacts?
        if let balance = reading.balance {
            funds = PaymentFundsFacts(
                balance: balance, pending: Wei.total(held.flatMap { [$0.value, $0.maximumFee] }),
                tokenBalance: reading.intent.tokenBalance,
                tokenPending: Self.tokenPending(of: held, in: intent.asset.token))
        }
        let nonce = order.terms.nonce ?? plan?.next ?? 0
        let taken = held.first { $0.nonce == nonce && Optional($0.hash) != signed?.sent.evmHash }
        let nonceFacts = PaymentNonceFacts(
            nonce: nonce, given: order.terms.nonce != nil, latest: reading.latest, pending: reading.pending,
            next: plan?.next,
            takenBy: taken.map { "the wallet's pending transaction \($0.hash.hex)" }
                ?? Self.takenInPool(signed, nonce: nonce, reading))
        let built = Self.build(
            order, reading.intent, gasPrice: reading.gasPrice, networkGasPrice: reading.gasPrice,
            available: funds?.available, nonce: nonce,
            // A file is judged by the chain it was signed for: rule chain-id refuses another.
            chainID: signed?.transaction.evm?.chainID ?? network.evmChainID)
        let facts = PaymentFacts(
            path: signed == nil ? .online : .signedFile, network: network, chainID: built.transaction.chainID,
            nodeChainID: reading.chainID, account: .evm, sender: sender, senderIsFrozen: reading.latest == .max,
            kind: intent.kind, counterparty: intent.counterparty, counterpartyHasCode: reading.counterpartyHasCode,
            counterpartyIsSwept: reading.counterpartyIsSwept, contract: intent.contract, asset: intent.asset,
            amount: built.amount, amountIsMax: intent.amount == .max, value: Wei(wei: built.transaction.value),
            fee: built.fee, gas: built.gas, funds: funds, nonce: nonceFacts, legacyTransfers: reading.legacyTransfers,
            consents: order.consents, replacing: intent.replaces, swap: reading.intent.swap?.quote)
        let transaction = sender == nil ? nil : PaymentTransaction.evm(signed?.transaction.evm ?? built.transaction)
        return PreparedPayment(
            order: order, facts: facts, transaction: transaction, reading: reading.intent,
            summary: Self.summary(facts, order: order, reading: reading.intent, quote: built.quote, network: network),
            networkGasPrice: reading.gasPrice,
            dropped: (plan?.dropped ?? []).map { DroppedSend(hash: $0.hash, nonce: $0.nonce) }, signed: signed,
            minedBefore: reading.minedBefore.map { .evm($0) })
    }

    static func prepareOffline(_ order: PaymentOrder, chainID: UInt64, network: Network?, from sender: EVMAddress?)
        throws(TransactionsError) -> PreparedPayment
    {
        let price: Wei
        switch order.terms.evmFee {
        case .eip1559(let maxFee?, _), .legacy(let maxFee?): price = maxFee
        case .eip1559(nil, _): throw .offlineNeeds(.maxFee)
        case .legacy(nil): throw .offlineNeeds(.gasPrice)
        }
        if case .eip1559(_, nil) = order.terms.evmFee { throw .offlineNeeds(.priorityFee) }
        guard let nonce = order.terms.nonce else { throw .offlineNeeds(.nonce) }
        if order.intent.amount == .max { throw .offlineNeeds(.amount) }
        if order.intent.contract != nil, order.terms.gasLimit == nil { throw .offlineNeeds(.gasLimit) }
        let reading = order.intent.offlineReading
        let built = Self.build(
            order, reading, gasPrice: price, networkGasPrice: nil, available: nil, nonce: nonce, chainID: chainID)
        let facts = PaymentFacts(
            path: .offlineSigning, network: network, chainID: chainID, nodeChainID: nil, account: .evm, sender: sender,
            kind: order.intent.kind, counterparty: order.intent.counterparty, contract: order.intent.contract,
            asset: order.intent.asset, amount: built.amount, value: Wei(wei: built.transaction.value), fee: built.fee,
            gas: built.gas, funds: nil, nonce: PaymentNonceFacts(nonce: nonce, given: true), legacyTransfers: nil,
            consents: order.consents, replacing: order.intent.replaces)
        return PreparedPayment(
            order: order, facts: facts, transaction: .evm(built.transaction), reading: reading,
            summary: Self.summary(
                facts, order: order, reading: reading, quote: built.quote, network: network),
            networkGasPrice: nil)
    }

    /// What one EVM transaction comes to.
    struct Built {
        let transaction: EVMTransaction
        let quote: EVMFeeQuote
        let fee: PaymentFeeFacts
        let gas: PaymentGasFacts
        /// The amount moved or allowed, in the asset's smallest unit.
        let amount: UInt256
    }

    /// `order`'s transaction at the network's `gasPrice` (the price assumed offline), its value all
    /// that `available` leaves for a "max" transfer.
    static func build(
        _ order: PaymentOrder, _ reading: IntentReading, gasPrice: Wei, networkGasPrice: Wei?, available: Wei?,
        nonce: UInt64, chainID: UInt64
    ) -> Built {
        let intent = order.intent
        // A replacement's price not given is the pending one's raised by 10%, or the network's when higher.
        let fee = order.terms.evmFee.fee(at: intent.replaces?.defaultPrice(network: gasPrice) ?? gasPrice)
        let bounds = intent.gasBounds(for: reading.calldata)
        let gasLimit = order.terms.gasLimit ?? reading.gasEstimate ?? bounds.least
        let quote = EVMFeeQuote(fee: fee, gasLimit: gasLimit, networkGasPrice: networkGasPrice ?? gasPrice)
        let most = quote.maximumFee
        var value = reading.value
        // A swap moves the most that goes in (an exact output's amount given is what comes out).
        var amount = reading.swap?.quote.mostIn ?? intent.amount.exact ?? .zero
        if intent.kind.movesAmount, intent.asset == .zil {
            switch intent.amount {
            case .exactly(let units): value = Wei(wei: units.uint128Value ?? .max)
            case .max:
                let left = available.map { $0.wei > most.wei ? $0.wei - most.wei : 0 } ?? 0
                value = Wei(wei: left)
                amount = UInt256(left)
            }
        }
        let priority: Wei? = if case .eip1559(_, let priority) = fee { Wei(wei: priority) } else { nil }
        let feeFacts = PaymentFeeFacts(
            most: most, expected: networkGasPrice == nil ? most : quote.feeCharged,
            pricePerGas: Wei(wei: fee.maximumPricePerGas), networkPricePerGas: networkGasPrice,
            priceGiven: order.terms.evmFee.priceGiven, priorityFee: priority, unit: .gwei)
        let transaction = EVMTransaction(
            nonce: nonce, fee: fee, gasLimit: gasLimit, to: intent.target, value: value.wei, data: reading.calldata,
            chainID: chainID)
        return Built(
            transaction: transaction, quote: quote, fee: feeFacts,
            gas: PaymentGasFacts(
                limit: gasLimit, bounds: bounds, estimated: order.terms.gasLimit == nil && reading.gasEstimate != nil),
            amount: amount)
    }

    /// The units of `token` the wallet's pending sends move.
    private static func tokenPending(of held: [SentTransactionRecord.Send], in token: Token?) -> UInt256 {
        guard let token else { return .zero }
        return held.reduce(UInt256.zero) { sum, send in
            guard let moved = send.token, moved.contract == token.contract else { return sum }
            let (next, overflow) = sum.addingReportingOverflow(moved.units)
            return overflow ? .max : next
        }
    }

    /// For a signed file: what holds its nonce in the node's pool when the node does not hold the file itself.
    private static func takenInPool(_ signed: SignedPayment?, nonce: UInt64, _ reading: Reading) -> String? {
        guard signed != nil, !reading.fileHeld, let latest = reading.latest, let pending = reading.pending,
            nonce >= latest,
            nonce < pending
        else { return nil }
        return "another transaction the node holds"
    }
}
