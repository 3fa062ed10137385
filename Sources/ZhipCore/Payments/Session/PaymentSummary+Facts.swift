import ZilliqaKit

extension PaymentSummary {
    /// The review of what `facts` say of `order`'s payment, its amounts in `unit` (wei for the EVM
    /// account, Qa for the legacy one), with the account's `details`.
    init(
        _ facts: PaymentFacts, order: PaymentOrder, reading: IntentReading, details: Details, network: Network?,
        inQa: Bool, to: String? = nil, toHex: String? = nil, recipientNote: String? = nil, nonce: UInt64?
    ) {
        let intent = order.intent
        let amount = Self.amount(facts.value, inQa: inQa)
        let feeKnown = facts.sender != nil || intent.contract == nil
        let fee = feeKnown ? Self.amount(facts.fee.expected, inQa: inQa) : nil
        let most: ZILAmount? = inQa || !feeKnown ? nil : .wei(facts.fee.most)
        var total: ZILAmount?
        var after: ZILAmount?
        if feeKnown {
            total = Self.amount(Wei.total([facts.value, facts.fee.expected]), inQa: inQa)
        }
        if let funds = facts.funds {
            let spent = Wei.total([facts.value, facts.fee.expected])
            let left = funds.available.wei >= spent.wei ? funds.available.wei - spent.wei : 0
            after = Self.amount(Wei(wei: left), inQa: inQa)
        }
        var token: TokenDetails?
        if let asset = facts.asset.token {
            token = TokenDetails(
                token: asset, isApproval: facts.kind == .approval || facts.kind == .revocation, amount: facts.amount,
                balance: reading.tokenBalance)
        }
        var claim: EscrowClaimDetails?
        if let escrow = intent as? EscrowClaimCalldata {
            claim = EscrowClaimDetails(
                oldAddress: escrow.oldAddress, newAddress: escrow.newAddress, chainID: escrow.chainID,
                lodged: reading.lodged)
        }
        let typedNote = facts.counterparty.typedAsLegacy ? Self.typedAsBech32Note : nil
        self.init(
            kind: facts.kind, verb: intent.verb, account: facts.account, sender: facts.sender,
            from: facts.sender.map { inQa ? Self.bech32($0) : $0.checksummed },
            counterparty: facts.counterparty.address, to: to ?? facts.counterparty.shown,
            toHex: toHex, recipientNote: recipientNote ?? (intent as? LegacyMove)?.recipientNote ?? typedNote,
            lodgesIntoEscrow: facts.account == .legacy
                && facts.counterparty.address.bytes == Address.migrationEscrow.bytes,
            amount: amount, fee: fee, maximumFee: most, total: total,
            balance: facts.funds.map { Self.amount($0.balance, inQa: inQa) },
            pending: facts.funds.flatMap { $0.pending == .zero ? nil : Self.amount($0.pending, inQa: inQa) },
            balanceAfter: after, network: network, nonce: nonce, details: details, token: token, escrowClaim: claim,
            staking: reading.staking)
        replacing = facts.replacing
        swap = facts.swap
    }

    /// `wei` as the account counts it: wei, or Qa (whole Qa: a legacy amount is one).
    private static func amount(_ wei: Wei, inQa: Bool) -> ZILAmount {
        inQa ? .qa(Amount(qa: wei.wei / 1_000_000)) : .wei(wei)
    }

    /// The legacy account's `zil1…` for its 20 bytes.
    private static func bech32(_ address: EVMAddress) -> String {
        Address(address).bech32
    }
}
