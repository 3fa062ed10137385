import Testing
import ZilliqaKit

@Suite("ABI selectors, topics and call data against eth-abi")
struct ABIFunctionTests {
    /// The ERC-20 functions by name.
    private static let functions: [String: ABIFunction] = [
        "transfer": ERC20.transfer, "approve": ERC20.approve, "transferFrom": ERC20.transferFrom,
        "balanceOf": ERC20.balanceOf, "allowance": ERC20.allowance, "name": ERC20.name, "symbol": ERC20.symbol,
        "decimals": ERC20.decimals, "totalSupply": ERC20.totalSupply,
    ]

    /// A fixture argument as an ABI value.
    private static func value(_ argument: ABIVectors.Argument) throws -> ABIValue {
        switch (argument.type, argument.value) {
        case ("address", .text(let text)): .address(try EVMAddress(text))
        case ("uint256", .text(let text)): .uint256(try UInt256(decimal: text))
        case ("bool", .flag(let flag)): .bool(flag)
        default: throw ABIError.notABool
        }
    }

    @Test("every ERC-20 selector is eth-utils' (transfer is a9059cbb)")
    func selectors() throws {
        let known = Dictionary(uniqueKeysWithValues: Self.functions.values.map { ($0.signature, $0.selector) })
        let extra = [
            "Error(string)": ABIRevertReason.errorSelector, "Panic(uint256)": ABIRevertReason.panicSelector,
        ]

        for vector in try ABIVectors.load().selectors {
            let selector = try #require(known[vector.signature] ?? extra[vector.signature], "\(vector.signature)")
            #expect(Hex.encode(selector) == vector.selector, "\(vector.signature)")
        }
        #expect(Hex.encode(ERC20.transfer.selector) == "a9059cbb")
    }

    @Test("the Transfer and Approval topics are eth-utils' event topics")
    func eventTopics() throws {
        let known = [
            ERC20.transferEvent.signature: ERC20.transferEvent.topic,
            ERC20.approvalEvent.signature: ERC20.approvalEvent.topic,
        ]

        for vector in try ABIVectors.load().events {
            #expect(known[vector.signature].map { Hex.encode($0) } == vector.topic, "\(vector.signature)")
        }
    }

    @Test("call data is eth-abi's selector and encoding of the arguments")
    func callData() throws {
        for vector in try ABIVectors.load().calls {
            let function = try #require(Self.functions[vector.function])
            let arguments = try vector.arguments.map(Self.value)

            let data = try function.callData(arguments)

            #expect(Hex.encode(data) == vector.data, "\(function.signature)")
        }
    }

    @Test("the ERC-20 call helpers write the same bytes as callData")
    func callHelpers() throws {
        let (owner, spender) = (try EVMAddress(bytes: Array(1...20)), try EVMAddress(bytes: Array(21...40)))
        let amount = UInt256.max

        #expect(
            ERC20.transferCall(to: spender, amount: amount)
                == (try ERC20.transfer.callData([.address(spender), .uint256(amount)])))
        #expect(
            ERC20.approveCall(spender: spender, amount: amount)
                == (try ERC20.approve.callData([.address(spender), .uint256(amount)])))
        #expect(
            ERC20.transferFromCall(from: owner, to: spender, amount: amount)
                == (try ERC20.transferFrom.callData([.address(owner), .address(spender), .uint256(amount)])))
        #expect(ERC20.balanceOfCall(owner) == (try ERC20.balanceOf.callData([.address(owner)])))
        #expect(
            ERC20.allowanceCall(owner: owner, spender: spender)
                == (try ERC20.allowance.callData([.address(owner), .address(spender)])))
    }

    @Test("arguments of the wrong types are refused, naming the signature")
    func argumentsMismatch() {
        #expect(throws: ABIError.argumentsMismatch(signature: "transfer(address,uint256)", given: [.uint256])) {
            try ERC20.transfer.callData([.uint256(1)])
        }
        #expect(
            ABIError.argumentsMismatch(signature: "transfer(address,uint256)", given: [.bool]).description
                .contains("transfer(address,uint256)"))
    }

    @Test("a bool argument encodes as the word 1 or 0")
    func boolWord() {
        #expect(ABIValue.bool(true).word == [UInt8](repeating: 0, count: 31) + [1])
        #expect(ABIValue.bool(false).word == [UInt8](repeating: 0, count: 32))
    }
}
