public import ZilliqaKit

/// A delegation pool's contract address as typed: `0x` and 40 hex digits (EIP-55 mixed case, or
/// one case). A `zil1…` address is refused: a pool is an EVM contract.
///
/// ```swift
/// StakingPoolAddressValidator().validate("0x691682FCa60Fa6B702a0a69F60d045c08f404220")  // .valid(EVMAddress)
/// ```
public struct StakingPoolAddressValidator: InputValidator {
    public init() {}

    public func validate(_ input: String) -> ValidationResult<EVMAddress> {
        do throws(EVMAddressError) {
            return .valid(try EVMAddress(input))
        } catch {
            return .invalid(ValidationMessage("A pool's contract is a 0x… address of 40 hex digits: \(error)"))
        }
    }
}
