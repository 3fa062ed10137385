import Testing
import ZilliqaKit

/// The readers of router and pair answers, on answers `dex-fixtures.py` made with eth-abi
/// (``DEXVectors/answers``) and on the ones eth-abi refuses.
@Suite("Uniswap V2 answers: amounts, reserves and addresses, within bounds")
struct DEXReaderTests {
    /// 2^255, the offset of `amountsHugeOffset`.
    private static let twoTo255 = "57896044618658097711785492504343953926634992332820282019728792003956564819968"

    /// An answer of ``DEXVectors/answers``.
    private static func answer(_ name: String) throws -> [UInt8] {
        [UInt8](hex: try #require(DEXVectors.answers[name], "\(name)"))
    }

    @Test("the amounts of a path of 2 and of 3 read as eth-abi wrote them")
    func amounts() throws {
        let samples = try DEXSampleArguments()

        let two = try UniswapV2Router.amounts(in: try Self.answer("amounts2"))
        let three = try UniswapV2Router.amounts(in: try Self.answer("amounts3"))

        #expect(two == [samples.amountIn, samples.amountOut])
        #expect(three == [samples.amountIn, try UInt256(decimal: "4100000000000000000"), samples.amountOut])
    }

    @Test("a list of amounts longer than maximumPathLength is refused before it is read")
    func tooManyAmounts() throws {
        let answer = try Self.answer("amounts4")

        #expect(throws: ABIError.tooManyEntries(count: 4, maximum: UniswapV2Router.maximumPathLength)) {
            try UniswapV2Router.amounts(in: answer)
        }
    }

    @Test("an offset past the answer is refused, however large")
    func malformedOffset() throws {
        let (past, huge) = (try Self.answer("amountsOffsetPastEnd"), try Self.answer("amountsHugeOffset"))

        #expect(throws: ABIError.offsetOutOfBounds(offset: 96, size: 96)) { try UniswapV2Router.amounts(in: past) }
        #expect(throws: ABIError.offsetOutOfBounds(offset: try UInt256(decimal: Self.twoTo255), size: 96)) {
            try UniswapV2Router.amounts(in: huge)
        }
    }

    @Test("a count of amounts past the answer's end is refused")
    func countPastEnd() throws {
        let answer = try Self.answer("amountsCountPastEnd")

        #expect(throws: ABIError.lengthOutOfBounds(length: 3, available: 64)) {
            try UniswapV2Router.amounts(in: answer)
        }
    }

    @Test("getReserves reads the two reserves, the largest uint112 included")
    func reserves() throws {
        let answer = try Self.answer("reserves")

        let (reserve0, reserve1) = try UniswapV2Pair.reserves(in: answer)

        #expect(reserve0 == (try UInt256(decimal: "5192296858534827628530496329220095")))  // 2^112 − 1
        #expect(reserve1 == (try UInt256(decimal: "12345000000000000000000")))
    }

    @Test("a reserve of 2^112 or more is refused with notUint112, either reserve")
    func reservePast112Bits() throws {
        let (first, second) = (try Self.answer("reserves0Past112"), try Self.answer("reserves1Past112"))

        #expect(throws: ABIError.notUint112) { try UniswapV2Pair.reserves(in: first) }
        #expect(throws: ABIError.notUint112) { try UniswapV2Pair.reserves(in: second) }
    }

    @Test("a getReserves answer of one word is too short")
    func reservesTooShort() throws {
        let answer = try Self.answer("reservesShort")

        #expect(throws: ABIError.tooShort(needed: 64, found: 32)) { try UniswapV2Pair.reserves(in: answer) }
    }

    @Test("WETH() reads as mainnet's WZIL, and INIT_CODE_PAIR_HASH() as PlunderSwap's init code hash")
    func addressAndHash() throws {
        let (weth, hash) = (try Self.answer("weth"), try Self.answer("initCodePairHash"))

        #expect(try UniswapV2Router.address(in: weth) == PlunderSwap.mainnetWZIL)
        #expect(try ABIReader(hash).bytes32() == PlunderSwap.initCodeHash)
    }
}
