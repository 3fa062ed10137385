import ZilliqaKit

/// Zhip's rule for an unstake as typed: `all`, or an amount above 0 in the pool's unit, its LST
/// for a liquid pool (in the LST's decimals), ZIL for a non-liquid one (18 decimals, as wei).
///
/// ```swift
/// StakingUnstakeValidator(pool: pool).validate("12.5")   // .valid(.exactly(12.5 × 10^18))
/// StakingUnstakeValidator(pool: pool).validate("all")    // .valid(.all)
/// ```
public struct StakingUnstakeValidator: InputValidator {
    /// The word that unstakes everything held.
    public static let all = "all"

    /// The pool unstaked from.
    public let pool: StakingPool

    public init(pool: StakingPool) {
        self.pool = pool
    }

    public func validate(_ input: String) -> ValidationResult<StakingUnstakeAmount> {
        if input.lowercased() == Self.all { return .valid(.all) }
        if let lst = pool.lst {
            switch TokenAmountValidator(token: lst).validate(input) {
            case .valid(let units): return .valid(.exactly(units))
            case .invalid(let message): return .invalid(message)
            }
        }
        switch WeiValidator.amount.validate(input) {
        case .valid(let wei): return .valid(.exactly(UInt256(wei.wei)))
        case .invalid(let message): return .invalid(message)
        }
    }
}
