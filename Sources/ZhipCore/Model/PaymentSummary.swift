public import ZilliqaKit

/// What a review shows of a prepared payment from either account, worked out once: from, to (and
/// its other form or a note), the amount, the fee charged and the most it can be, the total, the
/// balance before and after, the network, the nonce, the escrow warning, and the details only one
/// account has. Every amount is exact, in the paying account's unit.
///
/// ```swift
/// let summary = PaymentSummary(prepared)                                      // a legacy payment
/// let evm = PaymentSummary(preparedEVM, network: .mainnet, recipientGivenAsBech32: false)
/// print(summary.amount.zil, summary.fee.zil, summary.balanceAfter.zil)
/// ```
public struct PaymentSummary: Sendable, Hashable {
    /// What only a legacy payment has: its addresses, its gas, and how its fee is reckoned.
    public struct LegacyDetails: Sendable, Hashable {
        public let sender: Address
        public let recipient: Address
        public let gasPrice: Amount
        public let gasLimit: UInt64
        /// ``PreparedPayment/gasLimitNote``.
        public let gasLimitNote: String?
        /// ``PreparedPayment/paysEscrowFee``: the fee is the escrow's flat 21000 EVM gas, not 50 gas.
        public let paysEscrowFee: Bool
    }

    /// What only an EVM payment has: its fee as signed, priced by the network's gas price, and its chain.
    public struct EVMDetails: Sendable, Hashable {
        /// The type, the gas limit, the price a gas charged and, for type 2, the max and priority fees.
        public let quote: EVMFeeQuote
        /// The EVM chain id signed into the transaction.
        public let chainID: UInt64
        /// ``PreparedEVMPayment/typeNumber``: 2 for EIP-1559, 0 for legacy.
        public let typeNumber: Int
    }

    /// What a token payment moves or allows, in the token's own units.
    public struct TokenDetails: Sendable, Hashable {
        /// The token, shown by its ``Token/label`` (the symbol with its contract).
        public let token: Token
        /// True for an approval (or a revocation, amount 0), false for a transfer.
        public let isApproval: Bool
        /// The amount moved or allowed, in the token's smallest unit (2^256 - 1: unlimited).
        public let amount: UInt256
        /// The sender's balance of the token when prepared.
        public let balance: UInt256

        /// The amount in the token's decimals with its symbol, `unlimited` for every unit there is.
        public var amountText: String {
            isApproval && amount == .max ? "unlimited \(token.symbol)" : token.text(of: amount)
        }
    }

    /// What a migration escrow claim claims: the three facts checked before signing and the amount.
    public struct EscrowClaimDetails: Sendable, Hashable {
        /// The legacy account whose lodged ZIL is claimed (shown as zil1 and 0x).
        public let oldAddress: Address
        /// The EVM account paid: the wallet's own, checked before signing.
        public let newAddress: EVMAddress
        /// The chain the claim is for: this network's EVM chain, checked before signing.
        public let chainID: UInt256
        /// What the old address has lodged, which the escrow pays the new one.
        public let lodged: Wei
    }

    /// The details of the paying account.
    public enum Details: Sendable, Hashable {
        case legacy(LegacyDetails)
        case evm(EVMDetails)
    }

    /// What is said beside an EVM recipient typed as `zil1…`.
    public static let typedAsBech32Note = "typed in its zil1 form: the same account"

    /// The account that pays.
    public let account: PayingAccount
    /// The paying account: bech32, or EIP-55 for the EVM account.
    public let from: String
    /// The recipient: bech32 (0x… EIP-55 when it is the key's own EVM account), or EIP-55 for the EVM account.
    public let to: String
    /// The recipient's other form, Zilliqa's checksummed hex, when it has one worth showing; else nil.
    public let toHex: String?
    /// Said beside the recipient (a move to the key's own EVM account, a recipient typed as zil1…), or nil.
    public let recipientNote: String?
    /// True when the payment lodges into the migration escrow (``EscrowLodging``).
    public let lodgesIntoEscrow: Bool
    /// What the recipient receives.
    public let amount: ZILAmount
    /// What the payment will be charged.
    public let fee: ZILAmount
    /// The most the fee can be, which the balance must cover beside the amount: an EVM payment's
    /// gas limit × its max price a gas; nil for a legacy payment, whose fee is fixed.
    public let maximumFee: ZILAmount?
    /// amount + fee.
    public let total: ZILAmount
    /// The balance when the payment was prepared.
    public let balance: ZILAmount
    /// What the account holds once the payment is through at its fee.
    public let balanceAfter: ZILAmount
    /// The network the payment is signed for.
    public let network: Network
    /// The nonce the payment is signed with.
    public let nonce: UInt64
    /// ``PreparedPayment/nonceIsUsed``: the account already confirmed a transaction with this nonce.
    public let nonceIsUsed: Bool
    /// The details of the paying account.
    public let details: Details
    /// The token a token payment moves or allows (``to`` is then its recipient or spender, and
    /// ``amount`` the ZIL sent, zero); nil for ZIL.
    public let token: TokenDetails?
    /// The migration escrow claim an EVM payment makes (``to`` is then the account paid, and
    /// ``amount`` the ZIL sent, zero); nil for any other payment.
    public let escrowClaim: EscrowClaimDetails?
    /// The staking call an EVM payment makes, with the pool's facts and the account's position it
    /// was prepared against (``to`` is then the pool, and ``amount`` the ZIL staked, else zero); nil
    /// for any other payment.
    public let staking: StakingPreview?

    /// The review of a legacy payment, with `recipientNote` beside the recipient; `recipientEVMAddress`
    /// when the recipient is the key's own EVM account, shown as 0x… (its Zilliqa-checksummed hex
    /// would be another casing of the same bytes).
    public init(_ prepared: PreparedPayment, recipientNote: String? = nil, recipientEVMAddress: EVMAddress? = nil) {
        let payment = prepared.payment
        account = .legacy
        from = prepared.sender.bech32
        to = recipientEVMAddress?.checksummed ?? payment.recipient.bech32
        toHex = recipientEVMAddress == nil ? payment.recipient.checksummed : nil
        self.recipientNote = recipientNote
        lodgesIntoEscrow = prepared.lodgesIntoEscrow
        amount = .qa(payment.amount)
        fee = .qa(prepared.fee)
        maximumFee = nil
        total = .qa(prepared.total)
        balance = .qa(prepared.balance)
        balanceAfter = .qa(prepared.balanceAfter)
        network = prepared.network
        nonce = payment.nonce
        nonceIsUsed = prepared.nonceIsUsed
        token = nil
        escrowClaim = nil
        staking = nil
        details = .legacy(
            LegacyDetails(
                sender: prepared.sender, recipient: payment.recipient, gasPrice: payment.gasPrice,
                gasLimit: payment.gasLimit, gasLimitNote: prepared.gasLimitNote, paysEscrowFee: prepared.paysEscrowFee))
    }

    /// The review of an EVM payment on `network`; `recipientGivenAsBech32` when the recipient was typed as zil1….
    public init(_ prepared: PreparedEVMPayment, network: Network, recipientGivenAsBech32: Bool) {
        let transaction = prepared.transaction
        let total = prepared.value.wei + prepared.feeCharged.wei
        account = .evm
        from = prepared.from.checksummed
        to = prepared.recipient.checksummed
        toHex = nil
        recipientNote = recipientGivenAsBech32 ? Self.typedAsBech32Note : nil
        lodgesIntoEscrow = false
        amount = .wei(prepared.value)
        fee = .wei(prepared.feeCharged)
        maximumFee = .wei(prepared.maximumFee)
        self.total = .wei(Wei(wei: total))
        balance = .wei(prepared.balance)
        // prepare refuses a total above the balance, so this does not go below zero.
        balanceAfter = .wei(Wei(wei: prepared.balance.wei >= total ? prepared.balance.wei - total : 0))
        self.network = network
        nonce = transaction.nonce
        nonceIsUsed = false
        token = prepared.intent.token.map { token in
            let isApproval: Bool
            if case .tokenApproval = prepared.intent { isApproval = true } else { isApproval = false }
            return TokenDetails(
                token: token, isApproval: isApproval, amount: prepared.intent.tokenAmount ?? .zero,
                balance: prepared.tokenBalance ?? .zero)
        }
        escrowClaim = prepared.intent.escrowClaim.map { claim in
            EscrowClaimDetails(
                oldAddress: claim.oldAddress, newAddress: claim.newAddress, chainID: claim.chainID,
                lodged: prepared.lodged ?? .zero)
        }
        staking = prepared.staking
        details = .evm(
            EVMDetails(quote: prepared.feeQuote, chainID: transaction.chainID, typeNumber: prepared.typeNumber))
    }

    /// What the payment does, said before signing: the ``EscrowLodging`` warning when it lodges
    /// into the migration escrow, else nil.
    public var escrowWarning: String? { lodgesIntoEscrow ? "This payment \(EscrowLodging.sentence)" : nil }
}
