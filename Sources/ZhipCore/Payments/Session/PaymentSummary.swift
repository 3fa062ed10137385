public import ZilliqaKit

/// What a review shows of a prepared payment, whichever account pays and whatever it does: from, to
/// (and its other form or a note), the amount, the fee charged and the most it can be, the total,
/// the balance before and after (net of the account's pending sends), the network, the nonce, and
/// what only its intent or account has. Every amount is exact, in the paying account's unit. Before
/// the key is unlocked (a keystore's EVM account) what needs the account is nil: from, the
/// balances, the nonce, and a call's fee.
///
/// ```swift
/// let summary = prepared.summary
/// print(summary.question)                         // "Send 1.5 ZIL to 0x…?"
/// print(summary.fee?.zil, summary.balanceAfter?.zil)
/// ```
public struct PaymentSummary: Sendable, Hashable {
    /// What only a legacy payment has: its gas, and how its fee is reckoned.
    public struct LegacyDetails: Sendable, Hashable {
        public let gasPrice: Amount
        public let gasLimit: UInt64
        /// Said beside a gas limit above the 50 a payment uses: it costs nothing more.
        public let gasLimitNote: String?
        /// The fee is the escrow's flat 21000 EVM gas, not 50 gas (a lodging once only lodgings are taken).
        public let paysEscrowFee: Bool
    }

    /// What only an EVM payment has: its fee as signed, priced by the network's gas price, and its chain.
    public struct EVMDetails: Sendable, Hashable {
        /// The type, the gas limit, the price a gas charged and, for type 2, the max and priority fees.
        public let quote: EVMFeeQuote
        /// The EVM chain id signed into the transaction.
        public let chainID: UInt64
        /// 2 for EIP-1559, 0 for legacy.
        public let typeNumber: Int
        /// True when the gas limit is the node's estimate of the call.
        public let gasEstimated: Bool
    }

    /// What a token payment moves or allows, in the token's own units.
    public struct TokenDetails: Sendable, Hashable {
        public let token: Token
        /// True for an approval (or a revocation, amount 0), false for a transfer.
        public let isApproval: Bool
        /// The amount moved or allowed, in the token's smallest unit (2^256 - 1: unlimited).
        public let amount: UInt256
        /// The sender's balance of the token, once read.
        public let balance: UInt256?

        /// The amount in the token's decimals with its symbol, `unlimited` for every unit there is.
        public var amountText: String {
            isApproval && amount == .max ? "unlimited \(token.symbol)" : token.text(of: amount)
        }
    }

    /// What a migration escrow claim claims: the three facts checked before signing and the amount.
    public struct EscrowClaimDetails: Sendable, Hashable {
        public let oldAddress: Address
        public let newAddress: EVMAddress
        public let chainID: UInt256
        /// What the old address has lodged, which the escrow pays the new one; nil before it is read.
        public let lodged: Wei?
    }

    /// The details of the paying account.
    public enum Details: Sendable, Hashable {
        case legacy(LegacyDetails)
        case evm(EVMDetails)
    }

    /// What is said beside an EVM recipient typed as `zil1…`.
    public static let typedAsBech32Note = "typed in its zil1 form: the same account"

    /// What the payment does, and its verb: `Send`, `Approve`, `Stake`.
    public let kind: PaymentKind
    public let verb: String
    /// The account that pays.
    public let account: PayingAccount
    /// The paying account's 20 bytes, and as shown: bech32, or EIP-55 for the EVM account; nil before
    /// the key is unlocked.
    public let sender: EVMAddress?
    public let from: String?
    /// The counterparty's 20 bytes.
    public let counterparty: EVMAddress
    /// The counterparty: bech32 from the legacy account (0x… when it is the key's own EVM account), else EIP-55.
    public let to: String
    /// The recipient's Zilliqa-checksummed hex, for a legacy payment; else nil.
    public let toHex: String?
    /// Said beside the recipient (a move to the key's own EVM account, a recipient typed as zil1…).
    public let recipientNote: String?
    /// True when the payment lodges into the migration escrow (``EscrowLodging``).
    public let lodgesIntoEscrow: Bool
    /// The ZIL the transaction carries.
    public let amount: ZILAmount
    /// What the payment is expected to be charged; nil while unknown (a call's, before unlocking).
    public let fee: ZILAmount?
    /// The most the fee can be (gas limit × the max price a gas); nil for a legacy payment, whose fee is fixed.
    public let maximumFee: ZILAmount?
    /// amount + fee.
    public let total: ZILAmount?
    /// The balance when prepared, and what the account's pending sends hold of it.
    public let balance: ZILAmount?
    public let pending: ZILAmount?
    /// What the account holds once the payment and its pending sends are through; nil before unlocking.
    public let balanceAfter: ZILAmount?
    /// The network the payment is signed for; nil when signing offline for a chain id alone.
    public let network: Network?
    /// The nonce signed (a legacy payment's Zilliqa nonce); nil before unlocking.
    public let nonce: UInt64?
    /// The details of the paying account.
    public let details: Details
    /// The token a token payment moves or allows; nil for ZIL.
    public let token: TokenDetails?
    /// The migration escrow claim; nil for any other payment.
    public let escrowClaim: EscrowClaimDetails?
    /// A staking call's pool facts and the account's position; nil for any other payment.
    public let staking: StakingPreview?
    /// The name the counterparty was given by (a contact, a `.zil` name); nil for an address alone.
    public let counterpartyName: CounterpartyName?
    /// The pending transaction it replaces at its nonce (`tx speedup`, `tx cancel`); nil for every other payment.
    public internal(set) var replacing: ReplacedTransaction?
    /// A swap's quote: rate, limit, price impact, route and deadline; nil for every other payment.
    public internal(set) var swap: SwapQuote?

    public init(
        kind: PaymentKind, verb: String, account: PayingAccount, sender: EVMAddress?, from: String?,
        counterparty: EVMAddress, to: String, toHex: String?,
        recipientNote: String?, lodgesIntoEscrow: Bool, amount: ZILAmount, fee: ZILAmount?, maximumFee: ZILAmount?,
        total: ZILAmount?, balance: ZILAmount?, pending: ZILAmount?, balanceAfter: ZILAmount?, network: Network?,
        nonce: UInt64?, details: Details, token: TokenDetails?, escrowClaim: EscrowClaimDetails?,
        staking: StakingPreview?, counterpartyName: CounterpartyName? = nil
    ) {
        self.kind = kind
        self.verb = verb
        self.account = account
        self.sender = sender
        self.from = from
        self.counterparty = counterparty
        self.to = to
        self.toHex = toHex
        self.recipientNote = recipientNote
        self.lodgesIntoEscrow = lodgesIntoEscrow
        self.amount = amount
        self.fee = fee
        self.maximumFee = maximumFee
        self.total = total
        self.balance = balance
        self.pending = pending
        self.balanceAfter = balanceAfter
        self.network = network
        self.nonce = nonce
        self.details = details
        self.token = token
        self.escrowClaim = escrowClaim
        self.staking = staking
        self.counterpartyName = counterpartyName
    }

    /// The same summary with the counterparty's `name`.
    func naming(_ name: CounterpartyName?) -> PaymentSummary {
        var named = PaymentSummary(
            kind: kind, verb: verb, account: account, sender: sender, from: from, counterparty: counterparty, to: to,
            toHex: toHex, recipientNote: recipientNote, lodgesIntoEscrow: lodgesIntoEscrow, amount: amount, fee: fee,
            maximumFee: maximumFee, total: total, balance: balance, pending: pending, balanceAfter: balanceAfter,
            network: network, nonce: nonce, details: details, token: token, escrowClaim: escrowClaim,
            staking: staking, counterpartyName: name)
        named.replacing = replacing
        named.swap = swap
        return named
    }

    /// The counterparty as the review says it: `0x… (contact Alice)`, or the address alone.
    public var toNamed: String { counterpartyName.map { "\(to) (\($0))" } ?? to }

    /// True for an approval or a revocation: worded as an allowance, not a payment.
    public var isApproval: Bool { kind == .approval || kind == .revocation }

    /// The ``EscrowLodging`` warning when the payment lodges into the migration escrow, else nil.
    public var escrowWarning: String? { lodgesIntoEscrow ? "This payment \(EscrowLodging.sentence)" : nil }

    /// The review's question, without its answer: `Send 1.5 ZIL to 0x…?`, `Allow 0x… to move 50 USDT?`.
    public var question: String {
        if let swap {
            let pair =
                swap.terms.isExactOut
                ? "\(swap.to.text(of: swap.route.amountOut)) for \(swap.limitText)"
                : "\(swap.from.text(of: swap.route.amountIn)) for \(swap.limitText)"
            return "Swap \(pair) (\(swap.routeText))?"
        }
        if let staking {
            return StakingText.review(staking).prefix(1).uppercased() + StakingText.review(staking).dropFirst() + "?"
        }
        if let claim = escrowClaim {
            let lodged = claim.lodged.map { "the \($0.formatted(in: .zil)) ZIL" } ?? "what"
            return "Claim \(lodged) \(claim.oldAddress.bech32) lodged into \(claim.newAddress.checksummed)?"
        }
        if let token {
            switch kind {
            case .revocation: return "Take back \(toNamed)'s allowance of \(token.token.symbol)?"
            case .approval: return "Allow \(toNamed) to move \(token.amountText) from this account?"
            default: return "Send \(token.amountText) to \(toNamed)?"
            }
        }
        if lodgesIntoEscrow { return "Lodge \(amount.zil) ZIL into the migration escrow?" }
        return "\(verb) \(amount.zil) ZIL to \(toNamed)?"
    }
}
