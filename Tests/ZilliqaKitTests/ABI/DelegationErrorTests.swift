import Testing
import ZilliqaKit

@Suite("Staking pools' custom errors read from revert data, against eth-abi")
struct DelegationErrorTests {
    @Test("each custom error eth-abi encoded reads back with its arguments")
    func knownAnswers() throws {
        for vector in try StakingABIVectors.load().errors {
            let error = try #require(DelegationError(data: [UInt8](hex: vector.data)), "\(vector.signature)")

            let name = String(vector.signature.prefix(while: { $0 != "(" }))
            #expect(error.description.hasPrefix(name + "("))
            #expect(Self.arguments(of: error) == vector.arguments.map { $0.lowercased() })
        }
    }

    @Test("an Error(string) revert is no custom error of a pool")
    func errorStringIsNone() {
        let data = ABIRevertReason.errorSelector + [UInt8](repeating: 0, count: 64)

        #expect(DelegationError(data: data) == nil)
    }

    @Test("a known selector whose arguments are cut short is not read")
    func truncatedArguments() {
        #expect(DelegationError(data: DelegationError.amountTooLowSelector + [0, 1]) == nil)
    }

    /// The error's arguments as the fixture writes them: decimal numbers, lowercase 0x addresses.
    private static func arguments(of error: DelegationError) -> [String] {
        switch error {
        case .amountTooLow(let amount): ["\(amount)"]
        case .requestedAmountTooHigh(let requested, let available): ["\(requested)", "\(available)"]
        case .transferFailed(let recipient, let amount): ["0x" + recipient.hex, "\(amount)"]
        case .paused: []
        case .insufficientTokenBalance(let holder, let balance, let needed):
            ["0x" + holder.hex, "\(balance)", "\(needed)"]
        }
    }
}
