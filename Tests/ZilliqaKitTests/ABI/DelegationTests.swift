import Testing
import ZilliqaKit

@Suite("Staking pool functions and events, against eth-utils and eth-abi")
struct DelegationTests {
    /// Every function `Delegation` declares.
    private static let functions: [ABIFunction] = [
        Delegation.stake, Delegation.unstake, Delegation.claim, Delegation.stakeRewards,
        Delegation.unbondingPeriod, Delegation.getMinDelegation, Delegation.getCommission, Delegation.getStake,
        Delegation.getClaimable, Delegation.getPendingClaims, Delegation.getLST, Delegation.getPrice,
        Delegation.getDelegatedAmount, Delegation.rewards, Delegation.withdrawAllRewards,
        Delegation.withdrawAllRewardsInSteps, Delegation.withdrawRewards, Delegation.getAdditionalSteps,
    ]

    @Test("each function's signature has eth-utils' selector, and every fixture function is declared")
    func selectors() throws {
        let vectors = try StakingABIVectors.load().selectors
        let declared = Dictionary(uniqueKeysWithValues: Self.functions.map { ($0.signature, $0) })

        for vector in vectors {
            let function = try #require(declared[vector.signature], "\(vector.signature) is not declared")
            #expect(Hex.encode(function.selector) == vector.selector, "\(vector.signature)")
        }
        #expect(vectors.count == Self.functions.count)
    }

    @Test("each event's signature has eth-utils' topic")
    func events() throws {
        let declared = DelegationLog.Event.allCases.map(\.abiEvent)

        for vector in try StakingABIVectors.load().events {
            let event = try #require(declared.first { $0.signature == vector.signature }, "\(vector.signature)")
            #expect(Hex.encode(event.topic) == vector.topic)
        }
    }

    @Test("the call data built for unstake, withdrawRewards and withdrawAllRewards(steps) is eth-abi's")
    func calls() throws {
        for vector in try StakingABIVectors.load().calls {
            let data: [UInt8] =
                switch vector.function {
                case "unstake(uint256)": Delegation.unstakeCall(amount: try UInt256(decimal: vector.argument))
                case "withdrawRewards(uint256)":
                    Delegation.withdrawRewardsCall(amount: try UInt256(decimal: vector.argument))
                default: Delegation.withdrawAllRewardsCall(additionalSteps: try #require(UInt64(vector.argument)))
                }

            #expect(Hex.encode(data) == vector.data, "\(vector.function) \(vector.argument)")
        }
    }

    @Test("withdrawAllRewards(uint64) checks a uint64 argument through callData, and refuses a uint256")
    func uint64Argument() throws {
        let function = Delegation.withdrawAllRewardsInSteps

        let data = try function.callData([.uint64(5)])

        #expect(data == Delegation.withdrawAllRewardsCall(additionalSteps: 5))
        #expect(throws: ABIError.argumentsMismatch(signature: "withdrawAllRewards(uint64)", given: [.uint256])) {
            try function.callData([.uint256(5)])
        }
    }
}
