import ZilliqaKit

/// A revert inside the DEX's contracts: the data the outermost call answers with, or Solidity
/// 0.5/0.6's `invalid` opcode (an `assert`, an index past an array's end, a division by zero),
/// which spends all the gas the call has.
struct DexRevert: Error, Hashable {
    /// The revert data: `Error(string)`, or none.
    let data: [UInt8]
    /// True for the `invalid` opcode.
    let spendsAllGas: Bool

    /// `require(…, message)`.
    static func message(_ text: String) -> DexRevert {
        DexRevert(data: ContractOutcome.errorData(text), spendsAllGas: false)
    }

    /// A `require` without a message, or a revert an inner high-level call passes up with no data
    /// (no code at the address, calldata that does not decode).
    static let empty = DexRevert(data: [], spendsAllGas: false)

    /// The `invalid` opcode.
    static let invalid = DexRevert(data: [], spendsAllGas: true)

    /// A revert whose data an inner call answered, passed up as a high-level call does.
    static func passedUp(_ outcome: ContractOutcome) -> DexRevert {
        guard case .reverted(let data) = outcome.result else { return .empty }
        return DexRevert(data: data, spendsAllGas: false)
    }
}
