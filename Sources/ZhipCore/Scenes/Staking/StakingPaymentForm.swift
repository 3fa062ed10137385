public import ZilliqaKit

/// A staking call's part of the Prepare scene, from the EVM account to a pool: the amount to stake
/// (ZIL), or to unstake (the pool's unit, or `all`), or none for a claim or a reward withdrawal;
/// the EVM account's fee fields and readings as a payment has them (``EVMPaymentForm``). Continue
/// makes the staking call's order (a ``StakingCall`` to the pool), which a ``PaymentSession``
/// prepares: the pool's reads, the simulated call and every rule of ``PaymentRules/standard``.
///
/// ```swift
/// let stake = PreparePaymentViewModel(
///     form: StakingPaymentForm(.stake, pool: pool, sender: wallet.evmAddress!),
///     fixedRecipient: pool.address.checksummed, note: pool.label)
/// ```
public struct StakingPaymentForm: PaymentForm {
    /// Which staking call the form prepares.
    public enum Kind: Sendable, Hashable {
        case stake, unstake, claim, withdrawRewards
    }

    public let account = PayingAccount.evm
    /// The pool called.
    public let pool: StakingPool
    /// The call prepared.
    public let kind: Kind
    public let recipientLabel = "Pool"

    /// The EVM account's form, whose fees, readings and preparation the call shares.
    private var base: EVMPaymentForm
    private let from: EVMAddress

    /// The form of `kind` on `pool` from `sender`, the wallet's EVM account, on `network`.
    public init(
        _ kind: Kind, pool: StakingPool, sender: EVMAddress, evmService: any EVMService = Container.shared.evmService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.kind = kind
        self.pool = pool
        self.from = sender
        base = EVMPaymentForm(sender: sender, evmService: evmService, network: network)
    }

    public var title: String {
        switch kind {
        case .stake: "Stake with \(pool.label)"
        case .unstake: "Unstake from \(pool.label)"
        case .claim: "Claim from \(pool.label)"
        case .withdrawRewards: "Withdraw rewards from \(pool.label)"
        }
    }

    public var sender: String? { base.sender }

    public var amountLabel: String {
        switch kind {
        case .stake: "Amount to stake in ZIL, up to 18 decimals"
        case .unstake:
            "Amount to unstake in \(pool.unstakeUnit), up to 18 decimals, or '\(StakingUnstakeValidator.all)'"
        case .claim: "No amount: everything that has unbonded is claimed"
        case .withdrawRewards: "No amount: all the rewards are withdrawn"
        }
    }

    public var asksAmount: Bool { kind == .stake || kind == .unstake }
    public var isLoaded: Bool { base.isLoaded }
    public var balance: ZILAmount? { base.balance }
    public var networkGasPrice: Wei? { base.networkGasPrice }

    /// The amount is checked as typed in the pool's unit; the pool is fixed, the fees read at Continue.
    public func validator(for field: PaymentField) -> PaymentFieldValidator? {
        guard field == .amount else { return nil }
        switch kind {
        case .stake: return PaymentFieldValidator(WeiValidator.amount)
        case .unstake: return PaymentFieldValidator(StakingUnstakeValidator(pool: pool))
        case .claim, .withdrawRewards: return nil
        }
    }

    public func feeFields(typed: [PaymentField: String]) -> [PaymentFeeField] { base.feeFields(typed: typed) }

    public func startingText(for field: PaymentField) -> String? { base.startingText(for: field) }

    public mutating func useCachedBalance() {}

    /// Fetches the balance and the gas price, as a payment from the EVM account does.
    public func loaded() async -> (form: Self, problem: String?) {
        var form = self
        let (loaded, problem) = await base.loaded()
        form.base = loaded
        return (form, problem)
    }

    /// The fee and the funds are ZhipCore's to work out at Continue, with the pool's rules; no Max.
    public func costs(of entry: PaymentEntry) -> PaymentCosts {
        PaymentCosts(isComplete: true, maximumAmountText: nil)
    }
    /// The staking call the amount describes (in the pool's unit), with the fee fields as the EVM
    /// account reads them: to the pool, its value the stake.
    public func order(of entry: PaymentEntry) throws -> PaymentOrder {
        let call = StakingCall(pool: pool, action: try action(entry.text(.amount)))
        var fields = entry
        fields.texts[.recipient] = pool.address.checksummed
        // The amount field is the call's, read above in the pool's unit: the text does not read it.
        return try base.text(of: fields, sendsMax: true).order(from: from, intent: call)
    }

    /// The call `amount` asks for.
    private func action(_ amount: String) throws(PaymentFieldError) -> StakingAction {
        switch kind {
        case .stake: .stake(try PaymentFieldReading.read(.amount, amount, with: WeiValidator.amount))
        case .unstake:
            .unstake(try PaymentFieldReading.read(.amount, amount, with: StakingUnstakeValidator(pool: pool)))
        case .claim: .claim
        case .withdrawRewards: .withdrawRewards
        }
    }
}
