public import ZilliqaKit

/// A token's contract address as typed: `0x` and 40 hex digits (EIP-55 mixed case, or one case).
/// A `zil1…` address is refused: a token contract is an EVM account.
///
/// ```swift
/// TokenContractValidator().validate("0xdAC17F958D2ee523a2206206994597C13D831ec7")  // .valid(EVMAddress)
/// TokenContractValidator().validate("zil1…")                                       // .invalid(why)
/// ```
public struct TokenContractValidator: InputValidator {
    public init() {}

    public func validate(_ input: String) -> ValidationResult<EVMAddress> {
        do throws(EVMAddressError) {
            return .valid(try EVMAddress(input))
        } catch {
            return .invalid(ValidationMessage("A token's contract is a 0x… address of 40 hex digits: \(error)"))
        }
    }
}
