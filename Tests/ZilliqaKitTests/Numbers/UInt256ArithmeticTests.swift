import Testing
import ZilliqaKit

@Suite("UInt256 arithmetic against Python's integers")
struct UInt256ArithmeticTests {
    /// The result as the fixture writes it: decimal, or "overflow".
    private static func written(_ result: (partialValue: UInt256, overflow: Bool)) -> String {
        result.overflow ? "overflow" : result.partialValue.description
    }

    @Test("addition matches, overflow reported past 2^256 - 1")
    func addition() throws {
        for vector in try UInt256Vectors.load().add {
            let (a, b) = (try UInt256(fixture: vector.a), try UInt256(fixture: vector.b))

            let sum = a.addingReportingOverflow(b)

            #expect(Self.written(sum) == vector.result, "\(vector.a) + \(vector.b)")
        }
    }

    @Test("subtraction matches, overflow reported below zero")
    func subtraction() throws {
        for vector in try UInt256Vectors.load().subtract {
            let (a, b) = (try UInt256(fixture: vector.a), try UInt256(fixture: vector.b))

            let difference = a.subtractingReportingOverflow(b)

            #expect(Self.written(difference) == vector.result, "\(vector.a) - \(vector.b)")
        }
    }

    @Test("multiplication matches, overflow reported past 2^256 - 1")
    func multiplication() throws {
        for vector in try UInt256Vectors.load().multiply {
            let (a, b) = (try UInt256(fixture: vector.a), try UInt256(fixture: vector.b))

            let product = a.multipliedReportingOverflow(by: b)

            #expect(Self.written(product) == vector.result, "\(vector.a) × \(vector.b)")
        }
    }

    @Test("division gives Python's quotient and remainder")
    func division() throws {
        for vector in try UInt256Vectors.load().divide {
            let (a, b) = (try UInt256(fixture: vector.a), try UInt256(fixture: vector.b))

            let (quotient, remainder) = try a.quotientAndRemainder(dividingBy: b)

            #expect(quotient.description == vector.quotient, "\(vector.a) / \(vector.b)")
            #expect(remainder.description == vector.remainder, "\(vector.a) % \(vector.b)")
        }
    }

    @Test("the throwing forms throw typed errors where the reporting forms overflow")
    func throwingForms() {
        #expect(throws: UInt256Error.additionOverflow(.max, 1)) { try UInt256.max.adding(1) }
        #expect(throws: UInt256Error.negativeResult(0, minus: 1)) { try UInt256.zero.subtracting(1) }
        #expect(throws: UInt256Error.multiplicationOverflow(.max, 2)) { try UInt256.max.multiplied(by: 2) }
    }

    @Test("the throwing forms answer exactly up to the edge")
    func throwingFormsAtTheEdge() throws {
        let belowMax = try UInt256.max.subtracting(1)

        #expect(try belowMax.adding(1) == .max)
        #expect(try UInt256.max.multiplied(by: 1) == .max)
        #expect(try UInt256.max.subtracting(.max) == .zero)
    }

    @Test("dividing by zero is a typed error, not a trap")
    func divisionByZero() {
        #expect(throws: UInt256Error.divisionByZero) { try UInt256.max.quotientAndRemainder(dividingBy: .zero) }
    }

    @Test("comparison orders by the most significant word first")
    func comparison() throws {
        let twoTo128 = try UInt256(fixture: "340282366920938463463374607431768211456")

        #expect(UInt256(UInt128.max) < twoTo128)
        #expect(twoTo128 < .max)
        #expect(UInt256.zero < 1)
        #expect(!(UInt256.max < .max))
    }

    @Test("UInt128 converts both ways exactly, and 2^128 has no UInt128")
    func uint128Conversion() throws {
        let twoTo128 = try UInt256(fixture: "340282366920938463463374607431768211456")

        #expect(UInt256(UInt128.max).uint128Value == UInt128.max)
        #expect(UInt256(UInt128(1) << 100).uint128Value == UInt128(1) << 100)
        #expect(twoTo128.uint128Value == nil)
        #expect(UInt256(UInt64.max).uint64Value == UInt64.max)
        #expect(try UInt256(fixture: "18446744073709551616").uint64Value == nil)
    }
}
