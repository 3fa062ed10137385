import Testing
import ZilliqaKit

@Suite("Revert data: Error(string) and Panic(uint256), against eth-abi")
struct ABIRevertReasonTests {
    @Test("Error and Panic data eth-abi encoded read as the message and the code")
    func reverts() throws {
        for vector in try ABIVectors.load().reverts {
            let reason = ABIRevertReason(data: [UInt8](hex: vector.data))

            switch (vector.kind, reason) {
            case ("error", .error(let message)): #expect(message == vector.message)
            case ("panic", .panic(let panic)): #expect(panic.code.description == vector.code)
            default: Issue.record("\(vector.data) read as \(reason)")
            }
        }
    }

    @Test("the standard panic codes have their meaning, others say they are not Solidity's")
    func panicMeanings() {
        let standard: [UInt64] = [0x01, 0x11, 0x12, 0x21, 0x22, 0x31, 0x32, 0x41, 0x51]

        #expect(standard.allSatisfy { ABIPanic(code: UInt256($0)).meaning != nil })
        #expect(ABIPanic(code: 0x99).meaning == nil)
        #expect(ABIPanic(code: 0x11).description == "panic 0x11: an arithmetic operation overflowed or underflowed")
    }

    @Test("unknown data, no data and a truncated Error are kept as bytes")
    func unknown() {
        let truncated = ABIRevertReason.errorSelector + [0, 0]

        #expect(ABIRevertReason(data: [0xDE, 0xAD]) == .unknown([0xDE, 0xAD]))
        #expect(ABIRevertReason(data: []) == .unknown([]))
        #expect(ABIRevertReason(data: truncated) == .unknown(truncated))
        #expect(ABIRevertReason(data: []).description == "no reason given")
    }

    @Test("an empty Error message still reads as a sentence (found by FuzzABI)")
    func emptyMessage() throws {
        let vector = try #require(try ABIVectors.load().reverts.first { $0.message == "" })

        let reason = ABIRevertReason(data: [UInt8](hex: vector.data))

        #expect(reason == .error(""))
        #expect(reason.description == "an empty reason")
    }

    @Test("a message past the bound is kept as bytes rather than read")
    func messageBound() throws {
        let vector = try #require(try ABIVectors.load().reverts.first { $0.message?.count ?? 0 > 10 })
        let data = [UInt8](hex: vector.data)

        #expect(ABIRevertReason(data: data, maximumMessageBytes: 10) == .unknown(data))
    }
}
